import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Briefcase, CircleDot, Clock, MapPin, Users } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import { usePickupTime } from '../booking-when';
import { BookedListingCard } from './booking-facts';

/**
 * A ride on its booking page: the service and its provider, pickup → destination, the pickup's date and
 * time in New York, passengers, luggage, the vehicle, the flight to meet, and the Ohel listing it was
 * booked from.
 */
export function RideBookingDetails({
  booking,
  ride,
}: {
  booking: Booking;
  ride: NonNullable<Booking['ride']>;
}) {
  const { t } = useTranslation('bookings');
  const pickupTime = usePickupTime();
  const pickup = pickupTime(ride.pickupAt);

  return (
    <BookedListingCard
      kind="ride"
      cover={ride.cover}
      title={ride.title}
      href={`/transport/${ride.id}`}
      facts={[
        {
          label: t('ride.pickupAt'),
          value: (
            <span className="inline-flex items-center gap-2">
              <Clock className="size-4 text-brick-600" aria-hidden="true" />
              {/* The time keeps its own order ("9:00 PM") in a Hebrew page. */}
              <bdi dir="ltr">{pickup.time}</bdi>
            </span>
          ),
          detail: pickup.date,
        },
        {
          label: t('ride.passengers'),
          value: (
            <span className="inline-flex items-center gap-2">
              <Users className="size-4 text-brick-600" aria-hidden="true" />
              {t('units.passengers', { count: booking.numberOfGuests })}
            </span>
          ),
        },
        {
          label: t('ride.luggage'),
          value: (
            <span className="inline-flex items-center gap-2">
              <Briefcase className="size-4 text-brick-600" aria-hidden="true" />
              {ride.luggage > 0 ? t('units.bags', { count: ride.luggage }) : t('ride.noLuggage')}
            </span>
          ),
        },
        { label: t('ride.vehicle'), value: t(`vehicleTypes.${ride.vehicleType}`) },
        ride.flightNumber
          ? {
              label: t('ride.flight'),
              value: <span dir="ltr">{ride.flightNumber}</span>,
            }
          : null,
        ride.ohelListing
          ? {
              label: t('ride.ohelListing'),
              value: (
                <Link
                  to={`/ohel/${ride.ohelListing.id}`}
                  className="text-navy-700 underline-offset-4 hover:underline"
                >
                  <bdi>{ride.ohelListing.title}</bdi>
                </Link>
              ),
            }
          : null,
      ]}
    >
      <p className="text-sm text-muted">
        {t(`serviceTypes.${ride.serviceType}`)} ·{' '}
        {t('ride.provider', { name: `\u2068${ride.providerName}\u2069` })}
      </p>
      <ol className="space-y-2" aria-label={t('ride.route')}>
        <li className="flex items-start gap-2">
          <CircleDot className="mt-0.5 size-5 shrink-0 text-brick-600" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block text-sm text-muted">{t('ride.pickup')}</span>
            <span className="block font-medium text-ink">
              <bdi>{ride.pickup}</bdi>
            </span>
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brick-600" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block text-sm text-muted">{t('ride.destination')}</span>
            <span className="block font-medium text-ink">
              <bdi>{ride.destination}</bdi>
            </span>
          </span>
        </li>
      </ol>
    </BookedListingCard>
  );
}
