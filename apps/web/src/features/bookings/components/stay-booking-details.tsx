import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import { useFormat } from '@/lib/format';
import { calendarDate, clockTime, TIME_FORMAT } from '@/lib/calendar-date';
import { AddressLine, BookedListingCard, IconValue } from './booking-facts';

/** A stay on its booking page: the home and its exact address, check-in and check-out, nights, guests. */
export function StayBookingDetails({
  booking,
  stay,
}: {
  booking: Booking;
  stay: NonNullable<Booking['stay']>;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (
    <BookedListingCard
      kind="stay"
      cover={stay.cover}
      title={stay.title}
      href={`/stays/${stay.id}`}
      facts={[
        {
          label: t('confirmation.checkIn'),
          value: format.date(calendarDate(stay.checkIn), { dateStyle: 'full' }),
          detail: t('confirmation.from', { time: format.date(clockTime(stay.checkInTime), TIME_FORMAT) }),
        },
        {
          label: t('confirmation.checkOut'),
          value: format.date(calendarDate(stay.checkOut), { dateStyle: 'full' }),
          detail: t('confirmation.until', { time: format.date(clockTime(stay.checkOutTime), TIME_FORMAT) }),
        },
        {
          label: t('confirmation.length'),
          value: <IconValue icon={CalendarDays}>{t('units.nights', { count: stay.nights })}</IconValue>,
        },
        {
          label: t('confirmation.guests'),
          value: <IconValue icon={Users}>{t('units.guests', { count: booking.numberOfGuests })}</IconValue>,
        },
      ]}
    >
      <AddressLine icon={MapPin} address={stay.address} area={stay.area} />
      <p className="text-sm text-muted">{t('confirmation.host', { name: stay.hostName })}</p>
    </BookedListingCard>
  );
}
