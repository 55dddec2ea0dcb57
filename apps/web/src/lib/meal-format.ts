import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@orchim/shared/constants';
import { addDays } from '@orchim/shared/dates';
import type { MealType } from '@orchim/shared/meal-catalogue';
import type { HolyDayInfo } from '@orchim/shared/meals';
import { useFormat } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { useMoney } from '@/lib/use-money';

/**
 * How the meals pages and the host's meal form write holy days, sittings and prices. Zod-free (types
 * only from @orchim/shared/meals), so the list page can use it too.
 */

/** The meals eaten on the evening before their holy day (a meal is dated by the holy day itself). */
const EVENING_MEALS: readonly MealType[] = ['friday_night', 'yom_tov_night'];

export const isEveningMeal = (mealType: MealType) => EVENING_MEALS.includes(mealType);

/** A calendar date (YYYY-MM-DD) as an instant that falls on that date in New York. */
export const onCalendarDate = (date: string) => `${date}T12:00:00Z`;

/** The civil day a meal is eaten on: an evening meal on the eve of its holy day. */
export const mealDay = (date: string, mealType: MealType) =>
  isEveningMeal(mealType) ? addDays(date, -1) : date;

type HolyDayNames = Pick<HolyDayInfo, 'kinds' | 'names'>;
type Candles = Pick<HolyDayInfo, 'candleLighting' | 'candlesAfterNightfall'>;

/** The formatters of the meals pages, in the reader's language. */
export function useMealFormat() {
  const { t, i18n } = useTranslation('meals');
  const format = useFormat();
  const money = useMoney();
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const clock = (instant: string) =>
    format.date(instant, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

  return {
    /** "Shabbos Vayishlach", or the Yom Tov's own name ("Pesach I"). */
    holyDayName: (day: HolyDayNames) =>
      day.kinds.includes('yom_tov') ? day.names[lng] : t('holyDay.shabbos', { name: day.names[lng] }),
    hebrewDate: (day: Pick<HolyDayInfo, 'hebrewDate'>) => day.hebrewDate[lng],
    /** "Sat, Nov 28" (`short`) or "Saturday, November 28". */
    date: (date: string, style: 'short' | 'long' = 'short') =>
      format.date(onCalendarDate(date), { weekday: style, month: style, day: 'numeric' }),
    /** "Nov 28". */
    dayMonth: (date: string) => format.date(onCalendarDate(date), { month: 'short', day: 'numeric' }),
    /** "candles Fri 4:12 PM" in a short line, "candles after …" on a second day of Yom Tov. */
    candlesShort: (day: Candles) =>
      t(day.candlesAfterNightfall ? 'holyDay.candlesAfter' : 'holyDay.candles', {
        time: clock(day.candleLighting),
      }),
    /** "Candle lighting Fri 4:12 PM". */
    candleLighting: (day: Candles) =>
      t(day.candlesAfterNightfall ? 'holyDay.candleLightingAfter' : 'holyDay.candleLighting', {
        time: clock(day.candleLighting),
      }),
    /** When a sitting is eaten: "Friday evening, November 27", or "Saturday, November 28". */
    when: (date: string, mealType: MealType, style: 'short' | 'long' = 'long') => {
      const day = onCalendarDate(mealDay(date, mealType));
      if (!isEveningMeal(mealType)) {
        return format.date(day, { weekday: 'long', month: style, day: 'numeric' });
      }
      return t('holyDay.evening', {
        weekday: format.date(day, { weekday: 'long' }),
        date: format.date(day, { month: style, day: 'numeric' }),
      });
    },
    /** "$36" (cents only when there are some): prices on a card and in the booking card read calmer. */
    money,
  };
}

export type MealFormat = ReturnType<typeof useMealFormat>;
