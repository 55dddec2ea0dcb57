import { useRef } from 'react';
import {
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { OfferKind } from '../api/offers';
import { useOfferFieldError } from '../offer-errors';
import { errorOf, useOfferSubmit, type OfferSubmitOptions } from '../use-offer-submit';

/** A field's error in the page's words; `max` is a text's length, for its message. */
function useErrorOf(errors: FieldErrors) {
  const fieldError = useOfferFieldError();
  return (field: string, max?: number) => fieldError(errorOf(errors, field), max);
}

type Options<K extends OfferKind, Form extends FieldValues, Wire> = Omit<
  OfferSubmitOptions<K, Form, Wire>,
  'form' | 'formRef'
> & {
  resolver: Resolver<Form, unknown, Wire>;
  defaultValues: DefaultValues<Form>;
};

/**
 * An offer form: checked by `resolver`, saved by useOfferSubmit (which, not react-hook-form, focuses the
 * first field in trouble, in the order of the page), its fields' errors in the page's words.
 */
export function useOfferForm<K extends OfferKind, Form extends FieldValues, Wire>({
  resolver,
  defaultValues,
  ...options
}: Options<K, Form, Wire>) {
  const form = useForm<Form, unknown, Wire>({ resolver, defaultValues, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useOfferSubmit({ ...options, form, formRef });
  const error = useErrorOf(form.formState.errors);
  return { form, formRef, submit, error };
}

export type OfferFormState<Form extends FieldValues, Wire> = ReturnType<
  typeof useOfferForm<OfferKind, Form, Wire>
>;

/** For a part of the form inside OfferFormPage (its FormProvider): register, and the fields' errors. */
export function useOfferFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const error = useErrorOf(errors);
  return { register, errors, error };
}
