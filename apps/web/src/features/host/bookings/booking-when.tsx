import { useTranslation } from 'react-i18next';
import type { HostBooking } from '@orchim/shared/host';
import { useMealDay, usePickupTime } from '@/components/booking/booking-when';
import { useStayDateRange } from '@/components/booking/format-stay-dates';

/**
 * When a booking is, as its host needs it: a stay's check-in to check-out and its nights; a meal's day
 * and which meal; a ride's pickup time and its route. Lines of text, in the page's language.
 */
export function useHostBookingWhen() {
  const { t } = useTranslation('host');
  const stayDates = useStayDateRange();
  const mealDay = useMealDay();
  const pickup = usePickupTime();
  return (booking: Pick<HostBooking, 'stay' | 'meal' | 'ride'>): string[] => {
    if (booking.stay) {
      const { checkIn, checkOut, nights } = booking.stay;
      return [
        t('bookings.card.stayDates', {
          dates: stayDates(checkIn, checkOut),
          nights: t('units.nights', { ns: 'bookings', count: nights }),
        }),
      ];
    }
    if (booking.meal) {
      return [
        t('bookings.card.mealDay', {
          day: mealDay(booking.meal, { short: true }),
          meal: t(`mealTypes.${booking.meal.mealType}`, { ns: 'bookings' }),
        }),
      ];
    }
    if (booking.ride) {
      const { date, time } = pickup(booking.ride.pickupAt, { short: true });
      return [
        // An isolate keeps "9:00 PM" whole inside a Hebrew sentence.
        t('bookings.card.pickup', { date, time: `\u2066${time}\u2069` }),
        t('bookings.card.route', {
          from: `\u2068${booking.ride.pickup}\u2069`,
          to: `\u2068${booking.ride.destination}\u2069`,
        }),
      ];
    }
    return [];
  };
}
