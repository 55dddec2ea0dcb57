import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { MealType } from '@orchim/shared/meal-catalogue';
import type { MealDetail, MealQuote as MealQuoteResult, MealSitting } from '@orchim/shared/meals';
import { CancellationRule, ChosenRefundDeadlines } from '@/components/booking/cancellation';
import { SignInToBook } from '@/components/booking/sign-in-to-book';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { useMealFormat } from '@/lib/meal-format';
import { findSitting, guestOptions, type MealChoice, type SittingDay } from '../meal-selection';
import { MealQuote } from './meal-quote';
import { selectClass, SittingPicker } from './sitting-picker';

// For signed-in guests only, so never in the page the server drew: the form's code (the form library, the
// booking schemas) loads when it is shown, and a visitor's first load neither fetches nor evaluates it.
const MealBookingForm = lazy(() =>
  import('./meal-booking-form').then(({ MealBookingForm: form }) => ({ default: form })),
);

type Props = {
  meal: MealDetail;
  sittings: UseQueryResult<MealSitting[]>;
  days: readonly SittingDay[];
  choice: MealChoice;
  guests: number;
  onChoose: (choice: { date?: string; mealType?: MealType | undefined; guests?: number }) => void;
  quote: UseQueryResult<MealQuoteResult>;
};

/**
 * The booking card: the price per guest (or Free), the sitting (holy day and meal, with the seats
 * left), the guests, the server's quote and the product §3 form — or for a visitor product §6's 'Please log
 * in to your account to make a booking.' with ways to sign in that come back to this meal and this choice.
 */
export function MealBookingCard({ meal, sittings, days, choice, guests, onChoose, quote }: Props) {
  const { t } = useTranslation(['meals', 'bookings']);
  const format = useFormat();
  const mealFormat = useMealFormat();
  const { status, user } = useAuth();
  const guestsId = useId();
  const sitting = findSitting(days, choice);
  const hasChoice = Boolean(choice.date && choice.mealType);

  return (
    <Card className="p-5 sm:p-6">
      <h2 tabIndex={-1} id="book-title" className="text-lg font-semibold text-navy-800 focus:outline-none">
        {t('booking.title')}
      </h2>
      {meal.pricePerGuestCents === 0 ? (
        <>
          <p className="mt-1 text-2xl font-bold text-success">{t('bookings:price.free')}</p>
          <p className="text-sm text-muted">{t('booking.freeLead')}</p>
        </>
      ) : (
        <p className="mt-1 text-muted">
          <span className="text-2xl font-bold text-navy-800">
            {mealFormat.money(meal.pricePerGuestCents, meal.currency)}
          </span>{' '}
          {t('booking.perGuest')}
        </p>
      )}

      <div className="mt-5">
        <SittingPicker
          status={sittings.status}
          onRetry={() => void sittings.refetch()}
          retrying={sittings.isFetching}
          days={days}
          choice={choice}
          guests={guests}
          onChoose={onChoose}
        />
      </div>

      <div className="mt-4 space-y-1.5">
        <label htmlFor={guestsId} className="block text-sm font-medium text-ink">
          {t('booking.guests')}
        </label>
        <select
          id={guestsId}
          name="guests"
          value={guests}
          aria-describedby={`${guestsId}-hint`}
          onChange={(event) => onChoose({ guests: Number(event.target.value) })}
          className={selectClass}
        >
          {guestOptions(sitting, meal.seatsPerMeal, guests).map((count) => (
            <option key={count} value={count}>
              {t('bookings:units.guests', { count })}
            </option>
          ))}
        </select>
        <p id={`${guestsId}-hint`} className="text-sm text-muted">
          {t('booking.guestsHint', {
            max: format.number(
              sitting && sitting.seatsLeft > 0
                ? Math.min(sitting.seatsLeft, meal.seatsPerMeal)
                : meal.seatsPerMeal,
            ),
          })}
        </p>
      </div>

      {hasChoice ? (
        <div className="mt-5">
          <MealQuote quote={quote} />
        </div>
      ) : null}
      {sitting ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {t('booking.bookUntil', {
            time: format.date(sitting.bookableUntil, {
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            }),
          })}
        </p>
      ) : null}
      {/* A free table has nothing to refund: its policy would only confuse. */}
      {meal.pricePerGuestCents > 0 ? (
        <div className="mt-4 space-y-2">
          <h3 className="text-sm font-semibold text-navy-800">{t('bookings:cancellation.title')}</h3>
          <CancellationRule policy="meal" />
          {sitting ? <ChosenRefundDeadlines policy="meal" startsAt={sitting.holyDay.candleLighting} /> : null}
        </div>
      ) : null}

      <div className="mt-6 border-t border-line pt-6">
        {status === 'signed-in' && user ? (
          <Suspense fallback={null}>
            <MealBookingForm meal={meal} user={user} choice={choice} guests={guests} />
          </Suspense>
        ) : status === 'loading' ? null : (
          <SignInToBook />
        )}
      </div>
    </Card>
  );
}
