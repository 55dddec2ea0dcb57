import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, MapPin, Star, UserRound } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import type { StayDetail } from '@orchim/shared/stays';
import { DetailSection } from '@/components/listing/detail-section';
import { ListingGallery } from '@/components/listing/gallery';
import { ListingReviews } from '@/components/listing/reviews';
import { Container } from '@/components/ui/container';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { reviewsQueryOptions } from '@/lib/reviews-query';
import { useStay } from './detail/api/get-stay';
import { useStayQuote } from './detail/api/get-stay-quote';
import { AvailabilityCalendar } from './detail/components/availability-calendar';
import { BookingCard } from './detail/components/booking-card';
import { MobileBookBar } from './detail/components/mobile-book-bar';
import { isNotFound } from '@/components/load-error-screen';
import { StayDetailError, StayDetailSkeleton } from './detail/components/stay-detail-states';
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

/** The list to go back to: the search the visitor came from, else one for the same dates and guests. */
function useBackToSearch() {
  const location = useLocation();
  const fromSearch = (location.state as StayLinkState | null)?.staysSearch;
  if (typeof fromSearch === 'string' && fromSearch.startsWith('?')) return `/stays${fromSearch}`;
  const current = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of ['checkIn', 'checkOut', 'guests']) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size ? `/stays?${kept}` : '/stays';
}

/** /stays/{id}: a stay's photos, details, calendar, price, reviews and the booking form. */
export default function StayDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['bookings', 'stays']);
  const stay = useStay(id, currentLanguage());
  // An error names the page after its heading, as every page does.
  usePageTitle(
    stay.isError
      ? isNotFound(stay.error)
        ? t('detail.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : (stay.data?.title ?? t('stays:detail.title')),
  );
  if (stay.isPending) return <StayDetailSkeleton />;
  if (stay.isError) return <StayDetailError error={stay.error} onRetry={() => void stay.refetch()} />;
  return <StayDetailView stay={stay.data} />;
}

function StayDetailView({ stay }: { stay: StayDetail }) {
  const { t } = useTranslation(['bookings', 'stays']);
  const format = useFormat();
  const backTo = useBackToSearch();
  const { selection, guests, update } = useStaySearchParams(stay.maxGuests);
  const { checkIn, checkOut } = selection;
  const quote = useStayQuote(stay.id, checkIn && checkOut ? { checkIn, checkOut, guests } : null);
  const calendarHeadingRef = useRef<HTMLHeadingElement>(null);
  const bookHeadingRef = useRef<HTMLHeadingElement>(null);

  /** Scrolls a section into view and moves focus to its heading, so keyboard users land there too. */
  const reveal = (heading: HTMLHeadingElement | null) => {
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  const total = quote.data?.available ? quote.data.totalCents : null;

  // The phone's bar steps aside once the booking card is on screen or scrolled past (it would only
  // repeat it, and would cover the footer at the end of the page).
  const asideRef = useRef<HTMLElement>(null);
  const [cardReached, setCardReached] = useState(false);
  useEffect(() => {
    const aside = asideRef.current;
    if (!aside || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setCardReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(aside);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <Container className="pt-5 pb-16 sm:pt-8">
        <Link
          to={backTo}
          className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
        >
          <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
          {t('stays:detail.back')}
        </Link>
        <ListingGallery images={stay.images} title={stay.title} />
        <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-3 lg:gap-12">
          <div className="space-y-8 lg:col-span-2">
            <header className="space-y-3">
              <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
                {stay.title}
              </h1>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-brick-600" aria-hidden="true" />
                  {stay.area}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <UserRound className="size-4 text-brick-600" aria-hidden="true" />
                  {t('detail.hostedBy', { name: stay.host.firstName })}
                </span>
                {stay.ratingAverage !== null && stay.reviewCount > 0 ? (
                  <a href="#reviews" className="inline-flex items-center gap-1.5 text-ink hover:underline">
                    <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
                    <span className="font-semibold">
                      {format.number(stay.ratingAverage, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      })}
                    </span>
                    <span className="text-muted">({t('units.reviews', { count: stay.reviewCount })})</span>
                  </a>
                ) : null}
              </div>
              <WalkTo770 stay={stay} />
            </header>
            <StayFacts stay={stay} />
            <DetailSection title={t('detail.about')} id="about">
              <p className="leading-relaxed whitespace-pre-line text-ink">{stay.description}</p>
              <p className="mt-4 text-sm text-muted">
                {t('detail.hostSince', {
                  name: stay.host.firstName,
                  date: format.date(stay.host.memberSince, { month: 'long', year: 'numeric' }),
                })}
              </p>
            </DetailSection>
            <DetailSection title={t('detail.jewishFeatures')} id="jewish">
              <JewishFeatures stay={stay} />
            </DetailSection>
            <DetailSection title={t('detail.amenities')} id="amenities">
              <Amenities stay={stay} />
            </DetailSection>
            <DetailSection title={t('detail.houseRules')} id="rules">
              <HouseRules stay={stay} />
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
                <AvailabilityCalendar
                  stayId={stay.id}
                  minimumNights={stay.minimumNights}
                  selection={selection}
                  onSelect={update}
                  labelledBy="availability-title"
                />
              </div>
            </section>
          </div>
          <aside
            ref={asideRef}
            aria-labelledby="book-title"
            className="scroll-mt-24 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          >
            {/* Sticky beside the content; it scrolls within itself when taller than the window. */}
            <div className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:p-1 lg:[scrollbar-width:thin]">
              <BookingCard
                ref={bookHeadingRef}
                stay={stay}
                selection={selection}
                guests={guests}
                onGuestsChange={(count) => update({ guests: count })}
                quote={quote}
                onChooseDates={() => reveal(calendarHeadingRef.current)}
              />
            </div>
          </aside>
          <section
            id="reviews"
            aria-labelledby="reviews-title"
            className="scroll-mt-24 border-t border-line pt-8 lg:col-span-2"
          >
            <ListingReviews query={reviewsQueryOptions('stays', stay.id)} titleId="reviews-title" />
          </section>
        </div>
      </Container>
      {cardReached ? null : (
        <MobileBookBar
          pricePerNightCents={stay.pricePerNightCents}
          totalCents={total}
          currency={stay.currency}
          onBook={() => reveal(bookHeadingRef.current)}
        />
      )}
    </>
  );
}
