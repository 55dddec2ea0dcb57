import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import {
  ArrowLeft,
  CarFront,
  Clock,
  Luggage,
  Moon,
  Plane,
  Route,
  Star,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import type { TransportDetail } from '@orchim/shared/transport';
import { TRANSPORT_LIMITS } from '@orchim/shared/transport-catalogue';
import { RideBookingForm, RidePrice } from '@/components/booking/ride-booking-form';
import { DetailSection } from '@/components/listing/detail-section';
import { ListingGallery } from '@/components/listing/gallery';
import { ListingReviews } from '@/components/listing/reviews';
import { isNotFound } from '@/components/load-error-screen';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { reviewsQueryOptions } from '@/lib/reviews-query';
import { parseWhole } from '@/lib/url-filters';
import { useTransportService } from './api/get-transport-service';
import { useServiceHours, useTripDuration } from './components/service-facts';
import { TransportDetailError, TransportDetailSkeleton } from './components/transport-detail-states';
import type { TransportLinkState } from './transport-filters';

/** The list to go back to: the one the visitor came from, else the whole list. */
function useBackToList() {
  const location = useLocation();
  const fromList = (location.state as TransportLinkState | null)?.transportSearch;
  return typeof fromList === 'string' && (fromList === '' || fromList.startsWith('?'))
    ? `/transport${fromList}`
    : '/transport';
}

/** /transport/{id}: a service's photos, details, hours, reviews and the ride booking form. */
export default function TransportDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['transport', 'bookings']);
  const service = useTransportService(id, currentLanguage());
  // An error names the page after its heading, as every page does.
  usePageTitle(
    service.isError
      ? isNotFound(service.error)
        ? t('detail.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : (service.data?.title ?? t('detail.title')),
  );
  if (service.isPending) return <TransportDetailSkeleton />;
  if (service.isError) {
    return <TransportDetailError error={service.error} onRetry={() => void service.refetch()} />;
  }
  return <TransportDetailView service={service.data} />;
}

function TransportDetailView({ service }: { service: TransportDetail }) {
  const { t } = useTranslation(['transport', 'bookings']);
  const format = useFormat();
  const tripDuration = useTripDuration();
  const backTo = useBackToList();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const passengers = parseWhole(params.get('passengers'), 1, TRANSPORT_LIMITS.maxPassengers);
  const luggage = parseWhole(params.get('luggage'), 0, TRANSPORT_LIMITS.maxLuggage);

  return (
    <Container className="pt-5 pb-16 sm:pt-8">
      <Link
        to={backTo}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
      >
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <ListingGallery images={service.images} title={service.title} />
      <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-3 lg:gap-12">
        <div className="space-y-8 lg:col-span-2">
          <header className="space-y-3">
            <p className="text-sm font-semibold tracking-wide text-brick-600">
              {t(`serviceTypes.${service.serviceType}`)}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
              {service.title}
            </h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4 text-brick-600" aria-hidden="true" />
                {t('detail.providedBy', { provider: service.providerName })}
              </span>
              {service.ratingAverage !== null && service.reviewCount > 0 ? (
                <a href="#reviews" className="inline-flex items-center gap-1.5 text-ink hover:underline">
                  <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
                  <span className="font-semibold">
                    {format.number(service.ratingAverage, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    })}
                  </span>
                  <span className="text-muted">
                    ({t('units.reviews', { ns: 'bookings', count: service.reviewCount })})
                  </span>
                </a>
              ) : null}
            </div>
            <a
              href="#book"
              className="inline-flex items-center gap-2 rounded-full bg-navy-700 px-5 py-2.5 font-medium text-white hover:bg-navy-800 lg:hidden"
            >
              <CarFront className="size-5" aria-hidden="true" />
              {t('detail.bookJump')}
            </a>
          </header>
          <ServiceFacts service={service} />
          <DetailSection title={t('detail.about')} id="about">
            <p dir="auto" className="leading-relaxed whitespace-pre-line text-ink">
              {service.description}
            </p>
            <p className="mt-4 text-sm text-muted">
              {t('detail.providerSince', {
                name: service.provider.firstName,
                date: format.date(service.provider.memberSince, { month: 'long', year: 'numeric' }),
              })}
            </p>
          </DetailSection>
          <DetailSection title={t('detail.restDays.title')} id="rest-days">
            <p className="flex gap-3 rounded-xl bg-navy-50 px-4 py-3 leading-relaxed text-navy-800">
              <Moon className="mt-1 size-5 shrink-0" aria-hidden="true" />
              {t('detail.restDays.text', {
                duration: tripDuration(service.tripMinutes),
              })}
            </p>
          </DetailSection>
        </div>
        <aside
          id="book"
          aria-labelledby="book-title"
          className="scroll-mt-24 lg:col-start-3 lg:row-span-2 lg:row-start-1"
        >
          {/* Sticky beside the content; it scrolls within itself when taller than the window. */}
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:p-1 lg:[scrollbar-width:thin]">
            <Card className="p-5 sm:p-6">
              <h2 id="book-title" className="text-lg font-semibold text-navy-800">
                {t('form.title')}
              </h2>
              <RidePrice service={service} />
              <div className="mt-5 border-t border-line pt-5">
                <RideBookingForm
                  service={service}
                  {...(passengers !== undefined ? { passengers } : {})}
                  {...(luggage !== undefined ? { luggage } : {})}
                />
              </div>
            </Card>
          </div>
        </aside>
        <section
          id="reviews"
          aria-labelledby="reviews-title"
          className="scroll-mt-24 border-t border-line pt-8 lg:col-span-2"
        >
          <ListingReviews
            query={reviewsQueryOptions('transport', service.id)}
            titleId="reviews-title"
            emptyLead={t('detail.reviewsEmptyLead')}
          />
        </section>
      </div>
    </Container>
  );
}

/** Vehicle, room for passengers and bags, hours, a typical trip and the airports, as labelled facts. */
function ServiceFacts({ service }: { service: TransportDetail }) {
  const { t } = useTranslation('transport');
  const hoursOf = useServiceHours();
  const tripDuration = useTripDuration();
  const facts: { icon: LucideIcon; label: string; value: string; flip?: boolean }[] = [
    { icon: CarFront, label: t('detail.facts.vehicle'), value: t(`vehicleTypes.${service.vehicleType}`) },
    {
      icon: Users,
      label: t('detail.facts.passengers'),
      value: t('detail.facts.upTo', { count: service.maxPassengers }),
    },
    {
      icon: Luggage,
      label: t('detail.facts.luggage'),
      value: t('detail.facts.bags', { count: service.maxLuggage }),
    },
    { icon: Clock, label: t('detail.facts.hours'), value: hoursOf(service.serviceHours) },
    {
      icon: Route,
      label: t('detail.facts.trip'),
      value: tripDuration(service.tripMinutes),
    },
  ];
  if (service.airports.length) {
    facts.push({
      icon: Plane,
      flip: true,
      label: t('detail.facts.airports'),
      value: service.airports.map((code) => t(`airports.${code}`)).join(' · '),
    });
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map(({ icon: Icon, label, value, flip }) => (
        // A <dl> may hold only dt/dd groups wrapped in one <div>: the icon sits inside the term.
        <div key={label} className="rounded-xl border border-line bg-surface px-3 py-2.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted">
            <Icon className={`size-4 shrink-0 text-brick-600 ${flip ? 'flip-rtl' : ''}`} aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
