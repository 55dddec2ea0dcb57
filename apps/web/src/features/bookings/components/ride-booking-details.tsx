import { useTranslation } from 'react-i18next';
import { Briefcase, CircleDot, Clock, MapPin, Users, type LucideIcon } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import { usePickupTime } from '@/components/booking/booking-when';
import { BookedListingCard, IconValue } from './booking-facts';

/**
 * A ride on its booking page: what was booked (the Ohel listing it was booked from, or the service) and
 * its provider, pickup → destination, the pickup's date and time in New York and when the ride should be
 * over, passengers, luggage, the vehicle and the flight to meet.
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
  const ends = pickupTime(ride.endsAt);

  return (
    <BookedListingCard
      kind="ride"
      cover={ride.cover}
      title={ride.title}
      // Booked from the Ohel page, the title is that listing's, and so is the link.
      href={ride.ohelListing ? `/ohel/${ride.ohelListing.id}` : `/transport/${ride.id}`}
      facts={[
        {
          label: t('ride.pickupAt'),
          value: (
            <IconValue icon={Clock}>
              {/* The time keeps its own order ("9:00 PM") in a Hebrew page. */}
              <bdi dir="ltr">{pickup.time}</bdi>
            </IconValue>
          ),
          detail: pickup.date,
        },
        {
          // A ride to the Ohel and back ends back home: the trip's whole length, the wait included.
          label: t('ride.endsAt'),
          value: (
            <IconValue icon={Clock}>
              <bdi dir="ltr">{ends.time}</bdi>
            </IconValue>
          ),
          detail: ends.date === pickup.date ? undefined : ends.date,
        },
        {
          label: t('ride.passengers'),
          value: (
            <IconValue icon={Users}>{t('units.passengers', { count: booking.numberOfGuests })}</IconValue>
          ),
        },
        {
          label: t('ride.luggage'),
          value: (
            <IconValue icon={Briefcase}>
              {ride.luggage > 0 ? t('units.bags', { count: ride.luggage }) : t('ride.noLuggage')}
            </IconValue>
          ),
        },
        { label: t('ride.vehicle'), value: t(`vehicleTypes.${ride.vehicleType}`) },
        ride.flightNumber
          ? {
              label: t('ride.flight'),
              value: <span dir="ltr">{ride.flightNumber}</span>,
            }
          : null,
      ]}
    >
      <p className="text-sm text-muted">
        {t(`serviceTypes.${ride.serviceType}`)} ·{' '}
        {t('ride.provider', { name: `\u2068${ride.providerName}\u2069` })}
      </p>
      <ol className="space-y-2" aria-label={t('ride.route')}>
        <RouteStop icon={CircleDot} label={t('ride.pickup')} place={ride.pickup} />
        <RouteStop icon={MapPin} label={t('ride.destination')} place={ride.destination} />
      </ol>
    </BookedListingCard>
  );
}

/** One end of the ride: what it is (pickup, destination) and the place. */
function RouteStop({ icon: Icon, label, place }: { icon: LucideIcon; label: string; place: string }) {
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 size-5 shrink-0 text-brick-600" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block text-sm text-muted">{label}</span>
        <span className="block font-medium text-ink">
          <bdi>{place}</bdi>
        </span>
      </span>
    </li>
  );
}
