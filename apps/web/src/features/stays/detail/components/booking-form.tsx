import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import type { z } from 'zod';
import { PHONE_MAX } from '@orchim/shared/auth';
import { BOOKING_ERROR_CODES, bookingContactSchema } from '@orchim/shared/bookings';
import { LIMITS } from '@orchim/shared/constants';
import { todayInNewYork } from '@orchim/shared/dates';
import { messageKey } from '@orchim/shared/messages';
import { STAY_LIMITS, validStayNights } from '@orchim/shared/stay-catalogue';
import type { StayDetail } from '@orchim/shared/stays';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { ApiError } from '@/lib/api';
import type { AuthUser } from '@/lib/auth/types';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { useFormFailure } from '@/lib/use-form-failure';
import { stayAvailabilityKey } from '../api/get-stay-availability';
import { stayQuoteKey } from '../api/get-stay-quote';
import type { DateSelection } from '../stay-dates';
import { refusalMessageKey } from './stay-quote';

type Input = z.input<typeof bookingContactSchema>;
type Values = z.output<typeof bookingContactSchema>;
type FieldName = keyof Input;
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'phone', 'numberOfGuests', 'specialRequests'];
const isFieldName = (value: string): value is FieldName => (FIELDS as readonly string[]).includes(value);

/** First and last name from the account's full name ("Chana Rivka Levy" → "Chana Rivka", "Levy"). */
export function namesOf(user: AuthUser): { firstName: string; lastName: string } {
  const full = typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name.trim() : '';
  const parts = full.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

type Props = {
  stay: StayDetail;
  user: AuthUser;
  selection: DateSelection;
  guests: number;
  onGuestsChange: (guests: number) => void;
};

/**
 * The SPEC §3 booking form: first and last name, the account's email (read only), phone, guests (1 to
 * the stay's maximum) and special requests, with the dates chosen in the calendar. The shared schema
 * checks it here and the server again; the server's refusals show as their SPEC §8 messages.
 */
export function BookingForm({ stay, user, selection, guests, onGuestsChange }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const fieldError = useFieldError();
  const failure = useFormFailure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const booking = useCreateBooking();
  const guestsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(bookingContactSchema),
    defaultValues: {
      ...namesOf(user),
      phone: typeof user.user_metadata.phone === 'string' ? user.user_metadata.phone : '',
      numberOfGuests: guests,
      specialRequests: '',
    },
  });

  // The guest count also lives in the URL (the quote uses it); keep the form's copy in step.
  useEffect(() => setValue('numberOfGuests', guests), [guests, setValue]);

  const errorText = (field: FieldName, max?: number) => fieldError(errors[field]?.message, max);

  const onSubmit = handleSubmit(async (values) => {
    failure.show(null);
    const { checkIn, checkOut } = selection;
    if (validStayNights({ checkIn, checkOut }, todayInNewYork(), stay.minimumNights) === null) {
      failure.show(t(messageKey('invalidDates'), { ns: 'common' }));
      return;
    }
    try {
      const created = await booking.mutateAsync({
        kind: 'stay',
        stayId: stay.id,
        checkIn,
        checkOut,
        ...values,
      });
      void queryClient.invalidateQueries({ queryKey: stayAvailabilityKey(stay.id) });
      void queryClient.invalidateQueries({ queryKey: stayQuoteKey(stay.id) });
      void notify('success', t(messageKey('bookingConfirmed'), { ns: 'common' }));
      await navigate(`/bookings/${created.id}`);
    } catch (error) {
      failure.show(refusal(error));
    }
  });

  function refusal(error: unknown): string | null {
    if (error instanceof ApiError && error.code === BOOKING_ERROR_CODES.unavailable) {
      // Someone else took the nights: the calendar and the price show it at once.
      void queryClient.invalidateQueries({ queryKey: stayAvailabilityKey(stay.id) });
      void queryClient.invalidateQueries({ queryKey: stayQuoteKey(stay.id) });
    }
    const fields =
      error instanceof ApiError ? Object.entries(error.fields ?? {}).filter(([f]) => isFieldName(f)) : [];
    if (error instanceof ApiError && error.status === 400 && fields.length && !isRefusalCode(error.code)) {
      fields.forEach(([field, key], index) =>
        setError(field as FieldName, { type: 'server', message: key }, { shouldFocus: index === 0 }),
      );
      return null;
    }
    return t(refusalMessageKey(error), { ns: 'common' });
  }

  // The URL's count stays choosable even above the maximum, so the form shows what the server refuses.
  const guestOptions = Array.from({ length: Math.max(1, stay.maxGuests, guests) }, (_, index) => index + 1);
  const guestsError = errorText('numberOfGuests');
  const busy = isSubmitting || booking.isPending;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <TextField
          label={t('form.firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
          error={errorText('firstName', LIMITS.name)}
          {...register('firstName')}
        />
        <TextField
          label={t('form.lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          error={errorText('lastName', LIMITS.name)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('form.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        value={user.email ?? ''}
        readOnly
        hint={t('form.emailHint')}
      />
      <TextField
        label={t('form.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_MAX}
        hint={t('form.phoneHint')}
        error={errorText('phone', PHONE_MAX)}
        {...register('phone')}
      />
      <div className="space-y-1.5">
        <label htmlFor={guestsId} className="block text-sm font-medium text-ink">
          {t('form.guests')}
        </label>
        <select
          id={guestsId}
          aria-invalid={guestsError ? true : undefined}
          aria-describedby={`${guestsId}-${guestsError ? 'error' : 'hint'}`}
          className="block h-11.5 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none aria-invalid:border-danger"
          {...register('numberOfGuests', {
            valueAsNumber: true,
            onChange: (event: { target: { value: string } }) => onGuestsChange(Number(event.target.value)),
          })}
        >
          {guestOptions.map((count) => (
            <option key={count} value={count}>
              {t('units.guests', { count })}
            </option>
          ))}
        </select>
        {guestsError ? (
          <p id={`${guestsId}-error`} role="alert" className="text-sm font-medium text-danger">
            {guestsError}
          </p>
        ) : (
          <p id={`${guestsId}-hint`} className="text-sm text-muted">
            {t('form.guestsHint', { max: format.number(stay.maxGuests) })}
          </p>
        )}
      </div>
      <TextAreaField
        label={t('form.specialRequests')}
        rows={3}
        maxLength={STAY_LIMITS.specialRequests}
        hint={t('form.specialRequestsHint')}
        error={errorText('specialRequests', STAY_LIMITS.specialRequests)}
        {...register('specialRequests')}
      />
      {failure.alert}
      <SubmitButton
        busy={busy}
        label={t('form.submit')}
        busyLabel={t('form.submitting')}
        icon={<CalendarCheck className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}

const REFUSALS: readonly string[] = Object.values(BOOKING_ERROR_CODES);
const isRefusalCode = (code: string) => REFUSALS.includes(code);
