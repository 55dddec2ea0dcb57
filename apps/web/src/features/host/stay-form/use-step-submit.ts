import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HOST_ERROR_CODES, type HostStay } from '@orchim/shared/host';
import type { StayFormStep } from '@orchim/shared/stay-catalogue';
import { ApiError } from '@/lib/api';
import { useFormFailure } from '@/lib/use-form-failure';
import { useSaveStep } from './api/host-stay';
import { useErrorText } from './error-text';

/**
 * Puts the server's refusal beside the fields it concerns: its validation messages (validation.* keys by
 * field), or an address it cannot place. Answers whether it found a field of this form for it.
 */
function placeOnFields<T extends FieldValues>(error: unknown, form: UseFormReturn<T, unknown, unknown>) {
  if (!(error instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  const messages: [string, string][] =
    error.code === HOST_ERROR_CODES.addressNotFound
      ? [['address', `hostForm:errors.${HOST_ERROR_CODES.addressNotFound}`]]
      : Object.entries(error.fields ?? {});
  const placed = messages.filter(([field]) => known.includes(field));
  placed.forEach(([field, message], index) =>
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return placed.length > 0;
}

/**
 * Saving a step: the form's values (already checked by the step's schema) go to the server, which answers
 * the whole stay; refusals go beside their fields or above the buttons.
 */
export function useStepSubmit<T extends FieldValues, W>({
  stay,
  step,
  form,
  onSaved,
}: {
  stay: HostStay | null;
  step: StayFormStep;
  form: UseFormReturn<T, unknown, W>;
  onSaved: (stay: HostStay) => void;
}) {
  const save = useSaveStep(stay?.id);
  const failure = useFormFailure();
  const errorText = useErrorText();
  const submit = form.handleSubmit(async (fields) => {
    failure.show(null);
    try {
      onSaved(await save.mutateAsync({ step, fields }));
    } catch (error) {
      if (!placeOnFields(error, form as UseFormReturn<T, unknown, unknown>)) failure.show(errorText(error));
    }
  });
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    busy: form.formState.isSubmitting,
    alert: failure.alert,
  };
}
