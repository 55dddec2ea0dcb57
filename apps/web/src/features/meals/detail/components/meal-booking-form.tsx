import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import type { z } from 'zod';
import { BOOKING_ERROR_CODES } from '@orchim/shared/booking-vocabulary';
import { MEAL_LIMITS } from '@orchim/shared/meal-catalogue';
import { mealBookingRequestSchema, type MealDetail } from '@orchim/shared/meals';
import { messageKey } from '@orchim/shared/messages';
import { ContactFields, contactDefaults } from '@/components/booking/contact-fields';
import { BookingSubmit } from '@/components/booking/booking-submit';
import { useBookingSubmit } from '@/components/booking/use-booking-submit';
import { TextAreaField } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import type { AuthUser } from '@/lib/auth/types';
import { useFieldError } from '@/lib/use-field-error';
import { mealQuoteKey } from '../api/get-meal-quote';
import { mealSittingsKey } from '../api/get-meal-sittings';
import type { MealChoice } from '../meal-selection';

/** The form's own fields; the sitting and the guests are chosen above it (and live in the URL). */
const formSchema = mealBookingRequestSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  dietaryNeeds: true,
  specialRequests: true,
});
type Input = z.input<typeof formSchema>;
type Values = z.output<typeof formSchema>;
type FieldName = keyof Input;
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'phone', 'dietaryNeeds', 'specialRequests'];

/** Seat-count refusals: the sittings and the price are refreshed, so the card shows the seats left. */
const SEAT_REFUSALS: readonly string[] = [BOOKING_ERROR_CODES.tooManyGuests, BOOKING_ERROR_CODES.unavailable];

type Props = {
  meal: MealDetail;
  user: AuthUser;
  choice: MealChoice;
  guests: number;
};

/** The seats a "too many guests" refusal says are left (the body's `seatsLeft`), else null. */
function seatsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== BOOKING_ERROR_CODES.tooManyGuests) return null;
  const seatsLeft = error.body?.seatsLeft;
  return typeof seatsLeft === 'number' && seatsLeft > 0 ? seatsLeft : null;
}

/**
 * The product §3 booking form of a meal: the contact fields (components/booking/contact-fields.tsx) with the
 * dietary needs, for the sitting and guests chosen above. The shared schema checks it here and the
 * server again; the server's refusals show as their product §8 messages.
 */
export function MealBookingForm({ meal, user, choice, guests }: Props) {
  const { t } = useTranslation(['meals', 'bookings']);
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const [seatsLeft, setSeatsLeft] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { ...contactDefaults(user), dietaryNeeds: '' },
  });
  const refreshSeats = () => {
    void queryClient.invalidateQueries({ queryKey: mealSittingsKey(meal.id) });
    void queryClient.invalidateQueries({ queryKey: mealQuoteKey(meal.id) });
  };
  const { submit, failure, isPending, online, phoneOffer } = useBookingSubmit({
    user,
    fields: FIELDS,
    setError,
    onBooked: refreshSeats,
    onError: (error) => {
      setSeatsLeft(seatsLeftOf(error));
      // Someone else took the seats meanwhile: the sittings and the price show what is left at once.
      if (error instanceof ApiError && SEAT_REFUSALS.includes(error.code)) refreshSeats();
    },
  });

  const errorText = (field: FieldName, max?: number) => fieldError(errors[field]?.message, max);

  const onSubmit = handleSubmit(async (values) => {
    failure.show(null);
    const { date, mealType } = choice;
    if (!date || !mealType) {
      failure.show(t(messageKey('invalidDates'), { ns: 'common' }));
      return;
    }
    await submit({ kind: 'meal', mealId: meal.id, date, mealType, numberOfGuests: guests, ...values });
  });

  const busy = isSubmitting || isPending;
  // Under product §8's 'Too many guests for this accommodation', how many seats are left.
  const tooManyGuests = failure.text === t(messageKey('tooManyGuests'), { ns: 'common' });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="space-y-4">
      <ContactFields
        user={user}
        register={register}
        errorText={errorText}
        phoneOffer={phoneOffer}
        hints={{ phone: t('booking.phoneHint'), specialRequests: t('booking.specialRequestsHint') }}
      >
        <TextAreaField
          label={t('booking.dietaryNeeds')}
          rows={2}
          maxLength={MEAL_LIMITS.dietaryNeeds}
          hint={t('booking.dietaryNeedsHint')}
          error={errorText('dietaryNeeds', MEAL_LIMITS.dietaryNeeds)}
          className="min-h-20"
          {...register('dietaryNeeds')}
        />
      </ContactFields>
      {failure.alert}
      <div aria-live="polite">
        {tooManyGuests && seatsLeft !== null ? (
          <p className="text-sm font-medium text-ink">
            {t('bookings:refusals.seatsLeft', { count: seatsLeft })}
          </p>
        ) : null}
      </div>
      <BookingSubmit
        kind="meal"
        online={online}
        free={meal.pricePerGuestCents === 0}
        busy={busy}
        label={t('bookings:form.submit')}
        busyLabel={t('bookings:form.submitting')}
        icon={<CalendarCheck className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}
