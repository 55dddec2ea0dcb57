import { forwardRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowRight, CarFront, Footprints, Mail, Users } from 'lucide-react';
import type { OhelListingDetail, OhelRideService } from '@orchim/shared/ohel';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import { RideBookingForm, RidePrice } from '@/components/booking/ride-booking-form';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';

type Props = { listing: OhelListingDetail };

/** The card's heading: what the visitor does here. */
export function bookingTitleKey(listing: Pick<OhelListingDetail, 'kind' | 'booking'>) {
  const { booking, kind } = listing;
  if (booking?.type === 'ride')
    return kind === 'guided_visit' ? 'detail.ride.visitTitle' : 'detail.ride.title';
  if (booking?.type === 'stay') return 'detail.stay.title';
  return kind === 'shuttle' || kind === 'ride' ? 'detail.contact.rideTitle' : 'detail.contact.title';
}

const headingClass = 'text-lg font-semibold text-navy-800 focus:outline-none';

/**
 * How this listing is booked, beside its details: a shuttle or a ride (or a guided visit that names
 * one) with the ride form of its transport service, the Ohel's address as the destination; a place to
 * stay with the way to its own page, where stays are booked; anything else with the way to write to us.
 * The card's heading is `book-title`.
 */
export const OhelBookingCard = forwardRef<HTMLHeadingElement, Props>(function OhelBookingCard(
  { listing },
  headingRef,
) {
  const { t } = useTranslation('ohel');
  const format = useFormat();
  const { booking } = listing;

  if (booking?.type === 'ride') {
    return (
      <Card className="p-5 sm:p-6">
        <h2 ref={headingRef} tabIndex={-1} id="book-title" className={headingClass}>
          {t(bookingTitleKey(listing))}
        </h2>
        <div className="mt-1">
          <RidePrice service={booking.service} />
        </div>
        <RideFacts service={booking.service} />
        <div className="mt-5 border-t border-line pt-5">
          <RideBookingForm
            service={booking.service}
            ohelListingId={listing.id}
            defaultDestination={booking.service.defaultDestination || OHEL_ADDRESS}
          />
        </div>
      </Card>
    );
  }

  if (booking?.type === 'stay') {
    return (
      <Card className="p-5 sm:p-6">
        <h2 ref={headingRef} tabIndex={-1} id="book-title" className={headingClass}>
          {t(bookingTitleKey(listing))}
        </h2>
        {listing.stay ? (
          <>
            <p className="mt-1 text-muted">
              <span className="text-2xl font-bold text-navy-800">
                {format.money(listing.stay.pricePerNightCents, listing.currency)}
              </span>{' '}
              {t('detail.stay.perNight')}
            </p>
            <ul className="mt-3 space-y-1.5 text-sm text-ink">
              <li className="flex items-center gap-2">
                <Footprints className="size-4 shrink-0 text-brick-600" aria-hidden="true" />
                {t('detail.walk', { minutes: format.number(listing.stay.walkMinutesToOhel) })}
              </li>
              <li className="flex items-center gap-2">
                <Users className="size-4 shrink-0 text-brick-600" aria-hidden="true" />
                {t('detail.stay.sleeps', { count: listing.stay.maxGuests })}
              </li>
            </ul>
          </>
        ) : null}
        <p className="mt-4 text-muted">{t('detail.stay.lead')}</p>
        <ButtonLink to={`/stays/${encodeURIComponent(booking.stayId)}`} size="lg" className="mt-5 w-full">
          {t('detail.stay.link')}
          <ArrowRight className="flip-rtl size-5" aria-hidden="true" />
        </ButtonLink>
      </Card>
    );
  }

  // Not booked on the site: a guided visit arranged with its host, or a ride that is not on offer now.
  const isRide = listing.kind === 'shuttle' || listing.kind === 'ride';
  return (
    <Card className="p-5 sm:p-6">
      <h2 ref={headingRef} tabIndex={-1} id="book-title" className={headingClass}>
        {t(bookingTitleKey(listing))}
      </h2>
      {listing.priceFromCents !== null ? (
        <p className="mt-1 text-muted">
          <Trans
            t={t}
            i18nKey="detail.contact.from"
            values={{ price: format.money(listing.priceFromCents, listing.currency) }}
            components={{ strong: <span className="text-2xl font-bold text-navy-800" /> }}
          />
        </p>
      ) : null}
      <p className="mt-3 text-muted">
        {isRide ? t('detail.contact.rideLead') : t('detail.contact.lead', { name: listing.host.firstName })}
      </p>
      <ButtonLink to="/contact" size="lg" className="mt-5 w-full">
        <Mail className="size-5" aria-hidden="true" />
        {t('detail.contact.link')}
      </ButtonLink>
    </Card>
  );
});

/** Who drives, in what, with room for how many. */
function RideFacts({ service }: { service: OhelRideService }) {
  const { t } = useTranslation(['ohel', 'bookings']);
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-ink">
      <li className="flex items-center gap-2">
        <CarFront className="size-4 shrink-0 text-brick-600" aria-hidden="true" />
        {t('detail.ride.vehicle', {
          vehicle: t(`bookings:vehicleTypes.${service.vehicleType}`),
          provider: service.providerName,
        })}
      </li>
      <li className="flex items-center gap-2">
        <Users className="size-4 shrink-0 text-brick-600" aria-hidden="true" />
        {t('detail.ride.passengers', { count: service.maxPassengers })}
      </li>
    </ul>
  );
}
