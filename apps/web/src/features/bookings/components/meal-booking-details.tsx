import { useTranslation } from 'react-i18next';
import { Flame, MapPin, Users } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import { isLanguage } from '@/lib/i18n';
import { useFormat } from '@/lib/format';
import { useHolyDayName, useMealDay } from '@/components/booking/booking-when';
import { AddressLine, BookedListingCard, IconValue } from './booking-facts';

/**
 * A Shabbos or Yom Tov meal on its booking page: the family's table and its exact address (shown only
 * here, to the guest who booked), the evening or day of the meal with its Shabbos or Yom Tov and Hebrew
 * date, the meal, candle lighting in Crown Heights, the guests and their dietary needs.
 */
export function MealBookingDetails({
  booking,
  meal,
}: {
  booking: Booking;
  meal: NonNullable<Booking['meal']>;
}) {
  const { t, i18n } = useTranslation('bookings');
  const format = useFormat();
  const mealDay = useMealDay();
  const holyDayName = useHolyDayName();
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  const { holyDay } = meal;
  const dietaryNeeds = meal.dietaryNeeds.trim();

  return (
    <BookedListingCard
      kind="meal"
      cover={meal.cover}
      title={meal.title}
      href={`/meals/${meal.id}`}
      facts={[
        {
          label: t('meal.date'),
          value: mealDay(meal),
          detail: holyDay ? (
            <>
              {holyDayName(holyDay)} · <bdi>{holyDay.hebrewDate[lng]}</bdi>
            </>
          ) : undefined,
        },
        { label: t('meal.mealType'), value: t(`mealTypes.${meal.mealType}`) },
        holyDay
          ? {
              label: t('meal.candleLighting'),
              value: (
                <span className="inline-flex items-center gap-2">
                  <Flame className="size-4 text-gold-700" aria-hidden="true" />
                  <span>
                    {format.date(holyDay.candleLighting, { weekday: 'long' })}{' '}
                    <bdi dir="ltr">{format.date(holyDay.candleLighting, { timeStyle: 'short' })}</bdi>
                  </span>
                </span>
              ),
              detail: holyDay.candlesAfterNightfall
                ? t('meal.afterNightfall')
                : t('meal.candleLightingWhere'),
            }
          : null,
        {
          label: t('confirmation.guests'),
          value: <IconValue icon={Users}>{t('units.guests', { count: booking.numberOfGuests })}</IconValue>,
        },
        {
          label: t('meal.dietaryNeeds'),
          value: dietaryNeeds ? (
            <span dir="auto" className="whitespace-pre-line">
              {dietaryNeeds}
            </span>
          ) : (
            <span className="font-normal text-muted">{t('confirmation.noRequests')}</span>
          ),
        },
      ]}
    >
      <AddressLine icon={MapPin} address={meal.address} area={meal.area} />
      <p className="text-sm text-muted">{t('confirmation.host', { name: meal.hostName })}</p>
      <p className="text-sm text-muted">{t('meal.addressNote')}</p>
    </BookedListingCard>
  );
}
