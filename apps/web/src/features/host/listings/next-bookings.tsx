import { useTranslation } from 'react-i18next';
import type { HostListing } from '@orchim/shared/host';
import { isCalendarDate } from '@orchim/shared/dates';
import { calendarDate } from '@/lib/calendar-date';
import { useFormat } from '@/lib/format';

/** A day as the API writes it: a calendar date (stays, meals) or an instant (a ride's pickup). */
const dayOf = (value: string) => (isCalendarDate(value) ? calendarDate(value) : new Date(value));

/** "Dec 3 – 6, 2026" for a stay, one day for a meal or a ride, in the page's language. */
function useDays() {
  const format = useFormat();
  return (startsOn: string, endsOn: string) => {
    const start = dayOf(startsOn);
    const end = dayOf(endsOn);
    return end > start ? format.dateRange(start, end) : format.date(start);
  };
}

/** The next few bookings of a listing: who, when, how many; and how many there are in all. */
export function NextBookings({ listing }: { listing: HostListing }) {
  const { t } = useTranslation('host');
  const days = useDays();
  const { nextBookings, upcomingBookingCount } = listing;
  if (!nextBookings.length) return <p className="text-sm text-muted">{t('card.noBookings')}</p>;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">
        {t('card.nextBookings')}{' '}
        <span className="font-normal text-muted">
          · {t('card.upcoming', { count: upcomingBookingCount })}
        </span>
      </h4>
      <ul className="mt-1.5 divide-y divide-line rounded-lg border border-line bg-page text-sm">
        {nextBookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
            <bdi className="font-medium text-ink">{booking.guestName}</bdi>
            <span className="text-muted">
              {days(booking.startsOn, booking.endsOn)} ·{' '}
              {t(listing.kind === 'transport' ? 'units.passengers' : 'units.guests', {
                ns: 'bookings',
                count: booking.numberOfGuests,
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
