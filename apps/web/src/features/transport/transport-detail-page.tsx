import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { CarFront, Clock, Luggage, Moon, Plane, Route, UserRound, Users } from 'lucide-react';
import type { TransportDetail } from '@orchim/shared/transport';
import { TRANSPORT_LIMITS } from '@orchim/shared/transport-catalogue';
import { RideBookingForm, RidePrice } from '@/components/booking/ride-booking-form';
import { DetailHeader, DetailLayout, MetaItem } from '@/components/listing/detail-layout';
import { FactList, type ListingFact } from '@/components/listing/listing-facts';
import { HostSection } from '@/components/listing/host-section';
import { DetailSection } from '@/components/listing/detail-section';
import { DetailStates } from '@/components/listing/detail-states';
import { Card } from '@/components/ui/card';
import { useLanguage } from '@/lib/i18n';
import { parseWhole } from '@/lib/url-filters';
import { useTransportService } from './api/get-transport-service';
import { useServiceHours, useTripDuration } from './components/service-facts';
import { parseRidePickup } from './transport-filters';

/** /transport/{id}: a service's photos, details, hours, reviews and the ride booking form. */
export default function TransportDetailPage() {
  const { id = '' } = useParams();
  const service = useTransportService(id, useLanguage());
  return (
    <DetailStates
      query={service}
      ns={['transport', 'bookings']}
      listHref="/transport"
      skeleton={TRANSPORT_SKELETON}
    >
      {(data) => <TransportDetailView service={data} />}
    </DetailStates>
  );
}

const TRANSPORT_SKELETON = {
  facts: { grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3', count: 6, height: 'h-14' },
  cardHeight: 'h-96',
};

function TransportDetailView({ service }: { service: TransportDetail }) {
  const { t } = useTranslation(['transport', 'bookings']);
  const tripDuration = useTripDuration();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const passengers = parseWhole(params.get('passengers'), 1, TRANSPORT_LIMITS.maxPassengers);
  const luggage = parseWhole(params.get('luggage'), 0, TRANSPORT_LIMITS.maxLuggage);
  const pickup = parseRidePickup(params);

  return (
    <DetailLayout
      back={{ list: { path: '/transport', stateKey: 'transportSearch' }, label: t('detail.back') }}
      images={service.images}
      title={service.title}
      bookingId="book"
      booking={
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
              {...(pickup ? { pickup } : {})}
            />
          </div>
        </Card>
      }
      reviews={{ resource: 'transport', id: service.id }}
      reviewsEmptyLead={t('detail.reviewsEmptyLead')}
    >
      <DetailHeader
        title={service.title}
        before={
          <p className="text-sm font-semibold tracking-wide text-brick-600">
            {t(`serviceTypes.${service.serviceType}`)}
          </p>
        }
        meta={
          <MetaItem icon={UserRound}>{t('detail.providedBy', { provider: service.providerName })}</MetaItem>
        }
        rating={{ average: service.ratingAverage, count: service.reviewCount }}
      >
        <a
          href="#book"
          className="inline-flex items-center gap-2 rounded-full bg-navy-700 px-5 py-2.5 font-medium text-white hover:bg-navy-800 lg:hidden"
        >
          <CarFront className="size-5" aria-hidden="true" />
          {t('detail.bookJump')}
        </a>
      </DetailHeader>
      <ServiceFacts service={service} />
      <HostSection
        title={t('detail.about')}
        id="about"
        description={service.description}
        host={service.provider}
        since="transport:detail.providerSince"
        listing={{ kind: 'transport', id: service.id, title: service.title }}
      />
      <DetailSection title={t('detail.restDays.title')} id="rest-days">
        <p className="flex gap-3 rounded-xl bg-navy-50 px-4 py-3 leading-relaxed text-navy-800">
          <Moon className="mt-1 size-5 shrink-0" aria-hidden="true" />
          {t('detail.restDays.text', {
            duration: tripDuration(service.tripMinutes),
          })}
        </p>
      </DetailSection>
    </DetailLayout>
  );
}

/** Vehicle, room for passengers and bags, hours, a typical trip and the airports, as labelled facts. */
function ServiceFacts({ service }: { service: TransportDetail }) {
  const { t } = useTranslation('transport');
  const hoursOf = useServiceHours();
  const tripDuration = useTripDuration();
  const facts: ListingFact[] = [
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
  return <FactList facts={facts} className="grid grid-cols-2 sm:grid-cols-3" />;
}
