import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CarFront, Clock, Luggage, Plane, Star, Users } from 'lucide-react';
import type { TransportSummary } from '@orchim/shared/transport';
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
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500"
    >
      <div className="aspect-4/3 overflow-hidden bg-gold-100/60">
        {service.cover ? (
          <img
            src={service.cover.src}
            width={service.cover.width}
            height={service.cover.height}
            alt={service.cover.alt.trim() || t('list.card.photoAlt', { title: service.title })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brick-600/60">
            <CarFront className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="truncate font-medium text-brick-600">{t(`serviceTypes.${service.serviceType}`)}</p>
          <Rating average={service.ratingAverage} count={service.reviewCount} />
        </div>
        <h3 id={titleId} className="mt-1 text-lg leading-snug font-semibold text-balance text-navy-800">
          <Link
            to={href}
            state={state}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {service.title}
          </Link>
        </h3>
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
        <p className="mt-auto pt-4 text-ink">
          <span className="text-lg font-bold">{format.money(service.priceCents, service.currency)}</span>{' '}
          <span className="text-sm text-muted">{t(`pricing.${service.pricingModel}`)}</span>
        </p>
      </div>
    </article>
  );
}

/** The average and the number of reviews, or "New" for a service nobody has reviewed yet. */
function Rating({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation('transport');
  const format = useFormat();
  if (average === null || count === 0) {
    return (
      <span className="shrink-0 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
        {t('list.card.new')}
      </span>
    );
  }
  const rating = format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex shrink-0 items-center gap-1 text-ink">
      <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
      <span className="sr-only">
        {t('list.card.rating', { rating })}, {t('list.card.reviews', { count })}
      </span>
      <span aria-hidden="true">
        <span className="font-semibold">{rating}</span>{' '}
        <span className="text-muted">({format.number(count)})</span>
      </span>
    </p>
  );
}
