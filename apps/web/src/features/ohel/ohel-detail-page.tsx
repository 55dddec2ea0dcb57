import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArrowDown, Footprints, UserRound } from 'lucide-react';
import type { OhelListingDetail } from '@orchim/shared/ohel';
import { DetailHeader, DetailLayout, MetaItem } from '@/components/listing/detail-layout';
import { HostSection } from '@/components/listing/host-section';
import { DetailSection } from '@/components/listing/detail-section';
import { DetailStates } from '@/components/listing/detail-states';
import { blockPlace, PlacesMap } from '@/components/map/places-map';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useOhelListing } from './api/get-ohel-listing';
import { KindBadge } from './components/kind-badge';
import { ListingDetails, detailLines } from './detail/listing-details';
import { bookingTitleKey, OhelBookingCard } from './detail/ohel-booking-card';

/**
 * /ohel/{id}: a shuttle, a ride, a place to stay or a guided visit — its photos, what it is, its
 * description and details (one item a line), its reviews, and how it is booked (ohel-booking-card).
 */
export default function OhelDetailPage() {
  const { id = '' } = useParams();
  const listing = useOhelListing(id, useLanguage());
  return (
    <DetailStates query={listing} ns="ohel" listHref="/ohel#listings" skeleton={{ badge: true }}>
      {(data) => <OhelDetailView listing={data} />}
    </DetailStates>
  );
}

function OhelDetailView({ listing }: { listing: OhelListingDetail }) {
  const { t } = useTranslation(['ohel', 'bookings']);
  const format = useFormat();

  return (
    <DetailLayout
      back={{ list: { path: '/ohel', stateKey: 'ohelSearch', hash: '#listings' }, label: t('detail.back') }}
      images={listing.images}
      title={listing.title}
      booking={<OhelBookingCard listing={listing} />}
      bookingId="book"
      reviews={{ resource: 'ohel-listings', id: listing.id }}
      reviewsEmptyLead={t('detail.reviewsEmptyLead')}
    >
      <DetailHeader
        title={listing.title}
        before={<KindBadge kind={listing.kind} className="text-sm" />}
        meta={
          <>
            <MetaItem icon={UserRound}>{t('detail.with', { name: listing.host.firstName })}</MetaItem>
            {listing.stay ? (
              <MetaItem icon={Footprints}>
                {t('detail.walk', { minutes: format.number(listing.stay.walkMinutesToOhel) })}
              </MetaItem>
            ) : null}
          </>
        }
        rating={{ average: listing.ratingAverage, count: listing.reviewCount }}
      >
        {/* On a phone the booking card comes after the details: a way straight to it. */}
        <a
          href="#book"
          className="inline-flex items-center gap-1.5 rounded-full font-medium text-navy-700 underline-offset-4 hover:underline lg:hidden"
        >
          <ArrowDown className="size-4" aria-hidden="true" />
          {t(bookingTitleKey(listing))}
        </a>
      </DetailHeader>
      <HostSection
        title={t('detail.about')}
        id="about"
        description={listing.description}
        host={listing.host}
        since="ohel:detail.hostSince"
        listing={{ kind: 'ohel', id: listing.id, title: listing.title }}
      />
      {detailLines(listing.details).length ? (
        <DetailSection title={t('detail.details')} id="details">
          <ListingDetails details={listing.details} />
        </DetailSection>
      ) : null}
      <DetailSection title={t('map:ohelListing.title')} id="where">
        <p className="mb-4 text-muted">
          {listing.block ? t('map:ohelListing.leadStay') : t('map:ohelListing.lead')}
        </p>
        {/* A place to stay shows its block by the Ohel; a ride or a visit the way from Crown Heights. */}
        <PlacesMap
          places={
            listing.block ? [blockPlace(listing.id, t('map:ohelListing.place'), 'stay', listing.block)] : []
          }
          label={t('map:ohelListing.label')}
          list="visible"
          toOhel={!listing.block}
          className="h-72 sm:h-96"
        />
      </DetailSection>
    </DetailLayout>
  );
}
