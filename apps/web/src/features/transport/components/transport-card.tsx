import { useTranslation } from 'react-i18next';
import { CarFront, Clock, Luggage, Plane, Users } from 'lucide-react';
import type { TransportSummary } from '@orchim/shared/transport';
import { CardPrice, ListingCard } from '@/components/listing/listing-card';
import { useFormat } from '@/lib/format';
import { useServiceHours } from './service-facts';

type Props = {
  service: TransportSummary;
  /** The service's page, carrying the list's passengers and luggage. */
  href: string;
  /** Left in `location.state` for the service's page (the way back to this list). */
  state?: unknown;
  /** The first row loads its photos at once; the rest wait until they are near the screen. */
  eager?: boolean;
};

/**
 * A service in the list: photo, kind of service and rating, title (the link; the whole card is its
 * click target), provider, vehicle and room for passengers and bags, hours, airports, and the price per
 * trip or per passenger.
 */
export function TransportCard({ service, href, state, eager = false }: Props) {
  const { t } = useTranslation('transport');
  const format = useFormat();
  const hoursOf = useServiceHours();

  return (
    <ListingCard
      ns="transport"
      keyPrefix="list.card"
      title={service.title}
      href={href}
      state={state}
      cover={service.cover}
      placeholder={CarFront}
      saveAs={{ kind: 'transport', id: service.id }}
      eager={eager}
      label={
        <p className="truncate font-medium text-brick-600">{t(`serviceTypes.${service.serviceType}`)}</p>
      }
      rating={{ average: service.ratingAverage, count: service.reviewCount }}
    >
      <p className="mt-0.5 text-sm text-muted">{t('list.card.by', { provider: service.providerName })}</p>
      <ul className="mt-3 space-y-1.5 text-sm text-ink">
        <li className="flex items-center gap-2">
          <CarFront className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
          {t(`vehicleTypes.${service.vehicleType}`)}
        </li>
        <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span className="inline-flex items-center gap-2">
            <Users className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
            {t('list.card.passengers', { count: service.maxPassengers })}
          </span>
          <span className="inline-flex items-center gap-2">
            <Luggage className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
            {t('list.card.luggage', { count: service.maxLuggage })}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('list.card.hours')} </span>
            {hoursOf(service.serviceHours)}
          </span>
        </li>
        {service.airports.length ? (
          <li className="flex items-center gap-2">
            <Plane className="flip-rtl size-4 shrink-0 text-navy-700" aria-hidden="true" />
            {t('list.card.airports', {
              airports: service.airports.map((code) => t(`airports.${code}`)).join(' · '),
            })}
          </li>
        ) : null}
      </ul>
      <CardPrice
        className="mt-auto pt-4"
        amount={format.money(service.priceCents, service.currency)}
        unit={t(`pricing.${service.pricingModel}`)}
      />
    </ListingCard>
  );
}
