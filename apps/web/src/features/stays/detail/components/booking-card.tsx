import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import type { StayDetail, StayQuoteResult } from '@orchim/shared/stays';
import type { UseQueryResult } from '@tanstack/react-query';
import { newYorkInstant } from '@orchim/shared/dates';
import { ChosenRefundDeadlines } from '@/components/booking/cancellation';
import { SignInToBook } from '@/components/booking/sign-in-to-book';
import { Card } from '@/components/ui/card';
import { calendarDate } from '@/lib/calendar-date';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import type { DateSelection } from '../stay-dates';
import { StayQuote } from './stay-quote';

// For signed-in guests only, so never in the page the server drew: the form's code (the form library, the
// booking schemas) loads when it is shown, and a visitor's first load neither fetches nor evaluates it.
const BookingForm = lazy(() => import('./booking-form').then(({ BookingForm: form }) => ({ default: form })));

type Props = {
  stay: StayDetail;
  selection: DateSelection;
  guests: number;
  onGuestsChange: (guests: number) => void;
  quote: UseQueryResult<StayQuoteResult>;
  /** Brings the calendar into view (the date boxes are shortcuts to it). */
  onChooseDates: () => void;
};

/**
 * The booking card: the nightly price, the chosen dates, the server's quote and the product §3 form, or for
 * a visitor product §6's 'Please log in to your account to make a booking.' with ways to sign in or register
 * that come back to this stay and these dates. Sticks beside the content on a desktop.
 */
export function BookingCard({ stay, selection, guests, onGuestsChange, quote, onChooseDates }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const { status, user } = useAuth();
  const { checkIn, checkOut } = selection;
  // The policy counts from check-in: the first night's day at the stay's check-in time in New York.
  const startsAt = checkIn ? newYorkInstant(checkIn, stay.checkInTime.slice(0, 5)) : null;
  const dateBox = (label: string, iso: string) => (
    <button
      type="button"
      onClick={onChooseDates}
      className="flex flex-col items-start px-3 py-2 text-start hover:bg-navy-50"
    >
      <span className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</span>
      <span className={iso ? 'font-medium text-ink' : 'text-muted'}>
        {iso ? format.date(calendarDate(iso), { dateStyle: 'medium' }) : t('card.addDate')}
      </span>
    </button>
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 tabIndex={-1} id="book-title" className="text-lg font-semibold text-navy-800 focus:outline-none">
        {t('card.title')}
      </h2>
      <p className="mt-1 text-muted">
        <span className="text-2xl font-bold text-navy-800">
          {format.money(stay.pricePerNightCents, stay.currency)}
        </span>{' '}
        {t('card.perNight')}
      </p>
      {stay.cleaningFeeCents > 0 ? (
        <p className="text-sm text-muted">
          {t('card.cleaningFee', { fee: format.money(stay.cleaningFeeCents, stay.currency) })}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 divide-x divide-line overflow-hidden rounded-xl border border-line">
        {dateBox(t('card.checkIn'), checkIn)}
        {dateBox(t('card.checkOut'), checkOut)}
      </div>
      {!checkIn || !checkOut ? (
        <button
          type="button"
          onClick={onChooseDates}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-navy-700 hover:underline"
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          {t('card.chooseDates')}
        </button>
      ) : null}
      <div className="mt-4">
        <StayQuote quote={quote} hasDates={Boolean(checkIn && checkOut)} />
      </div>
      {checkIn && checkOut && startsAt ? (
        <ChosenRefundDeadlines policy={stay.cancellationPolicy} startsAt={startsAt} className="mt-4" />
      ) : null}
      <div className="mt-6 border-t border-line pt-6">
        {status === 'signed-in' && user ? (
          <Suspense fallback={null}>
            <BookingForm
              stay={stay}
              user={user}
              selection={selection}
              guests={guests}
              onGuestsChange={onGuestsChange}
            />
          </Suspense>
        ) : status === 'loading' ? null : (
          <SignInToBook />
        )}
      </div>
    </Card>
  );
}
