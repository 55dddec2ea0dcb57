import { useTranslation } from 'react-i18next';
import type { Booking } from '@orchim/shared/bookings';
import { addDays } from '@orchim/shared/dates';
import type { MealType } from '@orchim/shared/meal-catalogue';
import type { MealBookingDetail } from '@orchim/shared/meals';
import { isLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/format';
import { calendarDate } from '@/lib/calendar-date';
import { useStayDateRange } from './format-stay-dates';

/**
 * A meal served the evening before its date: a booked meal is dated by its holy day (the Friday-night
 * dinner of Shabbos 14 March is dated the 14th), and these two are eaten once that day has begun at
 * nightfall, on the civil evening before.
 */
const EVENING_MEALS: readonly MealType[] = ['friday_night', 'yom_tov_night'];

/** The civil date a meal is eaten on (YYYY-MM-DD, New York). */
export const mealCivilDate = (meal: Pick<MealBookingDetail, 'date' | 'mealType'>) =>
  EVENING_MEALS.includes(meal.mealType) ? addDays(meal.date, -1) : meal.date;

/**
 * When a meal is, in the reader's language: "Friday evening, March 13, 2026" for a night meal, else the
 * day itself ("Saturday, March 14, 2026"). `short` abbreviates the month, for lists.
 */
export function useMealDay() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (meal: Pick<MealBookingDetail, 'date' | 'mealType'>, { short = false } = {}) => {
    const month = short ? 'short' : 'long';
    const civil = calendarDate(mealCivilDate(meal));
    if (!EVENING_MEALS.includes(meal.mealType)) {
      return format.date(civil, { weekday: 'long', day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    }
    return t('meal.evening', {
      weekday: format.date(civil, { weekday: 'long', timeZone: 'UTC' }),
      date: format.date(civil, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }),
    });
  };
}

/** The name of a meal's Shabbos or Yom Tov in the reader's language: "Shabbos Vayakhel", "Pesach I". */
export function useHolyDayName() {
  const { t, i18n } = useTranslation('bookings');
  return (holyDay: NonNullable<MealBookingDetail['holyDay']>) => {
    const lng = isLanguage(i18n.language) ? i18n.language : 'en';
    const name = holyDay.names[lng];
    return holyDay.kinds.includes('yom_tov') ? name : t('meal.shabbos', { name });
  };
}

/** A ride's pickup in New York: its date and its time, formatted apart (the time is shown left to right). */
export function usePickupTime() {
  const format = useFormat();
  return (pickupAt: string, { short = false } = {}) => ({
    date: format.date(pickupAt, short ? { dateStyle: 'medium' } : { dateStyle: 'full' }),
    time: format.date(pickupAt, { timeStyle: 'short' }),
  });
}

/**
 * When a booking is, in a few words: the stay's dates, the meal's day, the ride's pickup. The cancel
 * dialog and My bookings say it this way.
 */
export function useBookingWhen() {
  const stayDates = useStayDateRange();
  const mealDay = useMealDay();
  const pickup = usePickupTime();
  return (booking: Pick<Booking, 'stay' | 'meal' | 'ride'>) => {
    if (booking.stay) return stayDates(booking.stay.checkIn, booking.stay.checkOut);
    if (booking.meal) return mealDay(booking.meal, { short: true });
    if (booking.ride) {
      const { date, time } = pickup(booking.ride.pickupAt, { short: true });
      // An isolate keeps "9:00 PM" whole inside a Hebrew sentence.
      return `${date}, \u2066${time}\u2069`;
    }
    return '';
  };
}
