import { useTranslation } from 'react-i18next';
import type { AdminBooking } from '@orchim/shared/admin';
import { calendarDate } from '@/lib/calendar-date';
import { useFormat } from '@/lib/format';

/** A listing's public page (a suspended one answers "not found" there). */
export const bookedListingHref = (booking: Pick<AdminBooking, 'listing'>) =>
  `/${booking.listing.kind}/${booking.listing.id}`;

/** The booking's reference inside a sentence, isolated (it reads left to right in a Hebrew one too). */
export const isolatedReference = (booking: Pick<AdminBooking, 'reference'>) =>
  `\u2068${booking.reference}\u2069`;

/**
 * How a booking is said in the admin's lists: when (a stay's nights as a range, a ride's pickup with its
 * time, a meal's day), and for how many (guests, seats or passengers).
 */
export function useBookingWords() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const when = (booking: AdminBooking) => {
    if (booking.kind === 'stay') {
      return format.dateRange(calendarDate(booking.startsOn), calendarDate(booking.endsOn));
    }
    if (booking.kind === 'ride' && booking.pickupAt) {
      return format.date(booking.pickupAt, { dateStyle: 'medium', timeStyle: 'short' });
    }
    return format.date(calendarDate(booking.startsOn));
  };
  const party = (booking: AdminBooking) => {
    const count = booking.numberOfGuests;
    if (booking.kind === 'meal') return t('bookings.seats', { count });
    if (booking.kind === 'ride') return t('bookings.passengers', { count });
    return t('bookings.guests', { count });
  };
  return { when, party };
}
