import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import type { z } from 'zod';
import { BOOKING_ERROR_CODES, bookingContactSchema } from '@orchim/shared/bookings';
import { todayInNewYork } from '@orchim/shared/dates';
import { stayDatesProblem } from '@orchim/shared/stay-catalogue';
import type { StayDetail } from '@orchim/shared/stays';
import { ContactFields, contactDefaults } from '@/components/booking/contact-fields';
import { invalidDatesText } from '@/components/booking/refusal';
import { BookingSubmit } from '@/components/booking/booking-submit';
import { useBookingSubmit } from '@/components/booking/use-booking-submit';
import { ApiError } from '@/lib/api';
import type { AuthUser } from '@/lib/auth/types';
import { useFormat } from '@/lib/format';
import { useFieldError } from '@/lib/use-field-error';
import { stayAvailabilityKey } from '../api/get-stay-availability';
import { stayQuoteKey } from '../api/get-stay-quote';
import type { DateSelection } from '../stay-dates';

type Input = z.input<typeof bookingContactSchema>;
type Values = z.output<typeof bookingContactSchema>;
type FieldName = keyof Input;
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'phone', 'numberOfGuests', 'specialRequests'];

type Props = {
  stay: StayDetail;
  user: AuthUser;
  selection: DateSelection;
  guests: number;
  onGuestsChange: (guests: number) => void;
};

/**
 * The product §3 booking form of a stay: the contact fields (components/booking/contact-fields.tsx) with
 * guests (1 to the stay's maximum), and the dates chosen in the calendar. The shared schema checks it
 * here and the server again; the server's refusals show as their product §8 messages.
 */
export function BookingForm({ stay, user, selection, guests, onGuestsChange }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const guestsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(bookingContactSchema),
    defaultValues: { ...contactDefaults(user), numberOfGuests: guests },
  });
  const refreshStay = () => {
    void queryClient.invalidateQueries({ queryKey: stayAvailabilityKey(stay.id) });
    void queryClient.invalidateQueries({ queryKey: stayQuoteKey(stay.id) });
  };
  const { submit, failure, isPending, online, phoneOffer } = useBookingSubmit({
    user,
    fields: FIELDS,
    setError,
    onBooked: refreshStay,
    onError: (error) => {
      // Someone else took the nights: the calendar and the price show it at once.
      if (error instanceof ApiError && error.code === BOOKING_ERROR_CODES.unavailable) refreshStay();
    },
  });

  // The guest count also lives in the URL (the quote uses it); keep the form's copy in step.
  useEffect(() => setValue('numberOfGuests', guests), [guests, setValue]);

  const errorText = (field: FieldName, max?: number) => fieldError(errors[field]?.message, max);

  const onSubmit = handleSubmit(async (values) => {
    failure.show(null);
    const { checkIn, checkOut } = selection;
    const problem = stayDatesProblem({ checkIn, checkOut }, todayInNewYork(), stay.minimumNights);
    if (problem) {
      failure.show(invalidDatesText(problem, t));
      return;
    }
    await submit({ kind: 'stay', stayId: stay.id, checkIn, checkOut, ...values });
  });

  // The URL's count stays choosable even above the maximum, so the form shows what the server refuses.
  const guestOptions = Array.from({ length: Math.max(1, stay.maxGuests, guests) }, (_, index) => index + 1);
  const guestsError = errorText('numberOfGuests');
  const busy = isSubmitting || isPending;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="space-y-4">
      <ContactFields user={user} register={register} errorText={errorText} phoneOffer={phoneOffer}>
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
      </ContactFields>
      {failure.alert}
      <BookingSubmit
        kind="stay"
        online={online}
        busy={busy}
        label={t('form.submit')}
        busyLabel={t('form.submitting')}
        icon={<CalendarCheck className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}
