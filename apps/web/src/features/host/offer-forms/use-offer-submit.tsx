import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HOST_ERROR_CODES } from '@orchim/shared/host';
import { messageKey } from '@orchim/shared/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useSaveOffer, type OfferKind, type OfferOf } from './api/offers';
import { OWN_MESSAGE, useOfferErrorText } from './offer-errors';

/** Where a saved listing is edited: a meal offer has its own route, the others share the listing form's. */
export const editPath = (kind: OfferKind, id: string) =>
  kind === 'meals' ? `/host/meals/edit/${id}` : `/host/listings/edit/${id}?kind=${kind}`;

/** What a refusal says beyond its words: the meals it is about, say. */
export type RefusalDetail = (error: ApiError) => ReactNode;

type Outcome = { tone: 'error' | 'success'; text: string; detail?: ReactNode; serial: number } | null;

export type OfferSubmitOptions<K extends OfferKind, Form extends FieldValues, Wire> = {
  kind: K;
  /** The saved listing's id; none for a new one. */
  id: string | undefined;
  form: UseFormReturn<Form, unknown, Wire>;
  /** The form element: after a failed check, focus goes to its first control marked invalid. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A wire field whose error shows on another field of the form (a point on the map: the address). */
  fieldOf?: Partial<Record<string, Path<Form>>>;
  detail?: RefusalDetail;
  /** A server message of a field worded by this form (a count below the seats booked, say). */
  fieldMessage?: (error: ApiError, field: string, message: string) => string;
  /** Called with the saved listing (a new one has already moved to its edit address). */
  onSaved?: (offer: OfferOf[K]) => void;
};

/**
 * Saving an offer form: checked in the browser by the shared schema, sent whole, and answered with the
 * listing. A new listing says product §8 'Listing created successfully!' and moves to its edit address, so
 * a reload keeps it. Refusals go beside their fields, or above the button with what they concern. After
 * a failed check the first field in trouble takes focus, in the order of the page.
 */
export function useOfferSubmit<K extends OfferKind, Form extends FieldValues, Wire>({
  kind,
  id,
  form,
  formRef,
  fieldOf = {},
  detail,
  fieldMessage = (_error, _field, message) => message,
  onSaved,
}: OfferSubmitOptions<K, Form, Wire>) {
  const { t } = useTranslation('hostOffers');
  const navigate = useNavigate();
  const save = useSaveOffer(kind, id);
  const errorText = useOfferErrorText();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Set when a check failed: the first control marked invalid takes focus once the errors are on the
  // page (react-hook-form publishes them after calling back, so on a later render).
  const [focusPending, setFocusPending] = useState(false);
  const focusFirstInvalid = () => setFocusPending(true);
  const { errors } = form.formState;
  useLayoutEffect(() => {
    if (!focusPending) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    setFocusPending(false);
    target.focus();
  }, [focusPending, errors, formRef]);
  // Saving disabled the button, which took focus away: the answer takes it, so it is read out.
  useLayoutEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const show = (tone: 'error' | 'success', text: string, more?: ReactNode) =>
    setOutcome((previous) => ({ tone, text, detail: more, serial: (previous?.serial ?? 0) + 1 }));

  /** The server's field messages beside their fields; answers whether any field of this form took one. */
  const placeOnFields = (error: ApiError) => {
    const known = Object.keys(form.getValues());
    const messages: [string, string][] =
      error.code === HOST_ERROR_CODES.addressNotFound
        ? [['address', `${OWN_MESSAGE}errors.${HOST_ERROR_CODES.addressNotFound}`]]
        : Object.entries(error.fields ?? {});
    const placed = messages
      .map(([field, message]): [string, string] => [
        fieldOf[field] ?? field,
        fieldMessage(error, field, message),
      ])
      .filter(([field]) => known.includes(field));
    for (const [field, message] of placed) form.setError(field as Path<Form>, { type: 'server', message });
    if (placed.length) focusFirstInvalid();
    return placed.length > 0;
  };

  const submit = form.handleSubmit(async (wire) => {
    setFocusPending(false);
    setOutcome(null);
    try {
      const offer = await save.mutateAsync(wire);
      if (!id) {
        void notify('success', t(messageKey('listingCreated'), { ns: 'common' }));
        void navigate(editPath(kind, offer.id), { replace: true });
      } else {
        show('success', t('save.saved'));
      }
      onSaved?.(offer);
    } catch (error) {
      const extra = error instanceof ApiError ? detail?.(error) : undefined;
      const placed = error instanceof ApiError && placeOnFields(error);
      // A refusal that names its sittings is said above the button too, with the list.
      if (!placed || extra) show('error', errorText(error), extra);
    }
  }, focusFirstInvalid);

  const alert = outcome ? (
    <FormAlert key={outcome.serial} ref={outcomeRef} tone={outcome.tone}>
      {outcome.text}
      {outcome.detail}
    </FormAlert>
  ) : null;

  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    busy: form.formState.isSubmitting,
    alert,
  };
}

/** The message of a field, or of the field whose error it shows (the point on the map: the address). */
export const errorOf = <Form extends FieldValues>(errors: FieldErrors<Form>, ...fields: string[]) =>
  fields
    .map((field) => (errors as Record<string, { message?: string } | undefined>)[field]?.message)
    .find(Boolean);
