import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowDown, ArrowLeft, Footprints, Star, UserRound } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import type { OhelListingDetail } from '@orchim/shared/ohel';
import { ListingGallery } from '@/components/listing/gallery';
import { ListingReviews } from '@/components/listing/reviews';
import { isNotFound } from '@/components/load-error-screen';
import { Container } from '@/components/ui/container';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { reviewsQueryOptions } from '@/lib/reviews-query';
import { useOhelListing } from './api/get-ohel-listing';
import { KindBadge } from './components/kind-badge';
import { ListingDetails, detailLines } from './detail/listing-details';
import { bookingTitleKey, OhelBookingCard } from './detail/ohel-booking-card';
import { OhelDetailError, OhelDetailSkeleton } from './detail/ohel-detail-states';
import type { OhelLinkState } from './ohel-listings';

/** The listings to go back to: the list the visitor came from (its kind and page), at the listings. */
function useBackToListings() {
  const location = useLocation();
  const fromList = (location.state as OhelLinkState | null)?.ohelSearch;
  const search = typeof fromList === 'string' && fromList.startsWith('?') ? fromList : '';
  return `/ohel${search}#listings`;
}

/**
 * /ohel/{id}: a shuttle, a ride, a place to stay or a guided visit — its photos, what it is, its
 * description and details (one item a line), its reviews, and how it is booked (ohel-booking-card).
 */
export default function OhelDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('ohel');
  const listing = useOhelListing(id, currentLanguage());
  // An error names the page after its heading, as every page does.
  usePageTitle(
    listing.isError
      ? isNotFound(listing.error)
        ? t('detail.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : (listing.data?.title ?? t('detail.title')),
  );
  if (listing.isPending) return <OhelDetailSkeleton />;
  if (listing.isError)
    return <OhelDetailError error={listing.error} onRetry={() => void listing.refetch()} />;
  return <OhelDetailView listing={listing.data} />;
}

function OhelDetailView({ listing }: { listing: OhelListingDetail }) {
  const { t } = useTranslation(['ohel', 'bookings']);
  const format = useFormat();
  const backTo = useBackToListings();
  const rated = listing.ratingAverage !== null && listing.reviewCount > 0;

  return (
    <Container className="pt-5 pb-16 sm:pt-8">
      <Link
        to={backTo}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
      >
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <ListingGallery images={listing.images} title={listing.title} />
      <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-3 lg:gap-12">
        <div className="space-y-8 lg:col-span-2">
          <header className="space-y-3">
            <KindBadge kind={listing.kind} className="text-sm" />
            <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
              {listing.title}
            </h1>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4 text-brick-600" aria-hidden="true" />
                {t('detail.with', { name: listing.host.firstName })}
              </span>
              {listing.stay ? (
                <span className="inline-flex items-center gap-1.5">
                  <Footprints className="size-4 text-brick-600" aria-hidden="true" />
                  {t('detail.walk', { minutes: format.number(listing.stay.walkMinutesToOhel) })}
                </span>
              ) : null}
              {rated ? (
                <a href="#reviews" className="inline-flex items-center gap-1.5 text-ink hover:underline">
                  <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
                  <span className="font-semibold">
                    {format.number(listing.ratingAverage!, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    })}
                  </span>
                  <span className="text-muted">
                    ({t('bookings:units.reviews', { count: listing.reviewCount })})
                  </span>
                </a>
              ) : null}
            </div>
            {/* On a phone the booking card comes after the details: a way straight to it. */}
            <a
              href="#book"
              className="inline-flex items-center gap-1.5 rounded-full font-medium text-navy-700 underline-offset-4 hover:underline lg:hidden"
            >
              <ArrowDown className="size-4" aria-hidden="true" />
              {t(bookingTitleKey(listing))}
            </a>
          </header>
          <section aria-labelledby="about-title" className="border-t border-line pt-8">
            <h2 id="about-title" className="text-xl font-semibold text-navy-800">
              {t('detail.about')}
            </h2>
            <p className="mt-4 leading-relaxed whitespace-pre-line text-ink">{listing.description}</p>
            <p className="mt-4 text-sm text-muted">
              {t('detail.hostSince', {
                name: listing.host.firstName,
                date: format.date(listing.host.memberSince, { month: 'long', year: 'numeric' }),
              })}
            </p>
          </section>
          {detailLines(listing.details).length ? (
            <section aria-labelledby="details-title" className="border-t border-line pt-8">
              <h2 id="details-title" className="text-xl font-semibold text-navy-800">
                {t('detail.details')}
              </h2>
              <div className="mt-4">
                <ListingDetails details={listing.details} />
              </div>
            </section>
          ) : null}
        </div>
        <aside
          aria-labelledby="book-title"
          className="scroll-mt-24 lg:col-start-3 lg:row-span-2 lg:row-start-1"
        >
          {/* Sticky beside the content; it scrolls within itself when taller than the window. */}
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:p-1 lg:[scrollbar-width:thin]">
            <OhelBookingCard listing={listing} />
          </div>
        </aside>
        <section
          id="reviews"
          aria-labelledby="reviews-title"
          className="scroll-mt-24 border-t border-line pt-8 lg:col-span-2"
        >
          <ListingReviews
            query={reviewsQueryOptions('ohel-listings', listing.id)}
            titleId="reviews-title"
            emptyLead={t('detail.reviewsEmptyLead')}
          />
        </section>
      </div>
    </Container>
  );
}
