import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MapPin, UserRound } from 'lucide-react';
import type { StayDetail } from '@orchim/shared/stays';
import { DetailLayout, DetailHeader, MetaItem } from '@/components/listing/detail-layout';
import { HostSection } from '@/components/listing/host-section';
import { DetailSection } from '@/components/listing/detail-section';
import { DetailStates } from '@/components/listing/detail-states';
import { CancellationRule } from '@/components/booking/cancellation';
import { blockPlace, PlacesMap } from '@/components/map/places-map';
import { PagePart } from '@/components/page-part';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { reveal } from '@/lib/reveal';
import { useStay } from './detail/api/get-stay';
import { useStayQuote } from './detail/api/get-stay-quote';
import { AvailabilityCalendar } from './detail/components/availability-calendar';
import { BookingCard } from './detail/components/booking-card';
import {
  Amenities,
  HouseRules,
  JewishFeatures,
  StayFacts,
  WalkTo770,
} from './detail/components/stay-overview';
import { useStaySearchParams } from './detail/use-stay-search-params';

/**
 * What a search result link may leave in `location.state`: the search's own query ("?checkIn=…&sort=…"),
 * so "All stays" returns to the same results.
 */
export type StayLinkState = { staysSearch?: string };

/** /stays/{id}: a stay's photos, details, calendar, price, reviews and the booking form. */
export default function StayDetailPage() {
  const { id = '' } = useParams();
  const stay = useStay(id, useLanguage());
  return (
    <DetailStates
      query={stay}
      ns={['bookings', 'stays']}
      titleKey="stays:detail.title"
      listHref="/stays"
      skeleton={STAY_SKELETON}
    >
      {(data) => <StayDetailView stay={data} />}
    </DetailStates>
  );
}

const STAY_SKELETON = {
  facts: { grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', count: 5, height: 'h-14' },
};

function StayDetailView({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation(['bookings', 'stays']);
  const format = useFormat();
  const { selection, guests, update } = useStaySearchParams(stay.maxGuests);
  const { checkIn, checkOut } = selection;
  const quote = useStayQuote(stay.id, checkIn && checkOut ? { checkIn, checkOut, guests } : null);
  const calendarHeadingRef = useRef<HTMLHeadingElement>(null);
  const total = quote.data?.available ? quote.data.totalCents : null;

  return (
    <DetailLayout
      back={{
        list: {
          path: '/stays',
          stateKey: 'staysSearch',
          keep: ['checkIn', 'checkOut', 'guests'],
        },
        label: t('stays:detail.back'),
      }}
      images={stay.images}
      title={stay.title}
      booking={
        <BookingCard
          stay={stay}
          selection={selection}
          guests={guests}
          onGuestsChange={(count) => update({ guests: count })}
          quote={quote}
          onChooseDates={() => reveal(calendarHeadingRef.current)}
        />
      }
      bookBar={{
        amount: format.money(total ?? stay.pricePerNightCents, stay.currency),
        unit: total !== null ? t('bar.total') : t('card.perNight'),
      }}
      reviews={{ resource: 'stays', id: stay.id }}
    >
      <DetailHeader
        title={stay.title}
        meta={
          <>
            <MetaItem icon={MapPin}>{stay.area}</MetaItem>
            <MetaItem icon={UserRound}>{t('detail.hostedBy', { name: stay.host.firstName })}</MetaItem>
          </>
        }
        rating={{ average: stay.ratingAverage, count: stay.reviewCount }}
      >
        <WalkTo770 stay={stay} />
      </DetailHeader>
      <StayFacts stay={stay} />
      <HostSection
        title={t('detail.about')}
        id="about"
        description={stay.description}
        host={stay.host}
        since="bookings:detail.hostSince"
        listing={{ kind: 'stays', id: stay.id, title: stay.title }}
      />
      <DetailSection title={t('detail.jewishFeatures')} id="jewish">
        <JewishFeatures stay={stay} />
      </DetailSection>
      <DetailSection title={t('detail.amenities')} id="amenities">
        <Amenities stay={stay} />
      </DetailSection>
      <DetailSection title={t('detail.houseRules')} id="rules">
        <HouseRules stay={stay} />
      </DetailSection>
      <DetailSection title={t('map:stay.title')} id="where">
        <p className="mb-4 text-muted">{t('map:stay.lead')}</p>
        {/* Its block, never its door: the address comes with the booking (docs/decisions/041-map.md). */}
        <PlacesMap
          places={[blockPlace(stay.id, t('map:stay.place'), 'stay', stay.block)]}
          label={t('map:stay.label')}
          list="visible"
          className="h-72 sm:h-96"
        />
      </DetailSection>
      <DetailSection title={t('cancellation.title')} id="cancellation">
        <CancellationRule policy={stay.cancellationPolicy} className="text-base leading-relaxed" />
      </DetailSection>
      <section aria-labelledby="availability-title" className="scroll-mt-24 border-t border-line pt-8">
        <h2
          ref={calendarHeadingRef}
          id="availability-title"
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-navy-800 focus:outline-none"
        >
          {t('calendar.title')}
        </h2>
        <p className="mt-1 text-muted">{t('calendar.lead')}</p>
        <div className="mt-5 rounded-(--radius-card) border border-line bg-surface p-3 sm:p-5">
          <PagePart>
            <AvailabilityCalendar
              stayId={stay.id}
              minimumNights={stay.minimumNights}
              selection={selection}
              onSelect={update}
              labelledBy="availability-title"
            />
          </PagePart>
        </div>
      </section>
    </DetailLayout>
  );
}
