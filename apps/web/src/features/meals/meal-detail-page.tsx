import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, LockKeyhole, MapPin, Star, UsersRound } from 'lucide-react';
import type { MealDetail } from '@orchim/shared/meals';
import { messageKey } from '@orchim/shared/messages';
import { DetailSection } from '@/components/listing/detail-section';
import { ListingGallery } from '@/components/listing/gallery';
import { ListingReviews } from '@/components/listing/reviews';
import { isNotFound } from '@/components/load-error-screen';
import { Container } from '@/components/ui/container';
import { useFormat } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { reviewsQueryOptions } from '@/lib/reviews-query';
import { useMeal } from './detail/api/get-meal';
import { useMealQuote } from './detail/api/get-meal-quote';
import { useMealSittings } from './detail/api/get-meal-sittings';
import { MealBookBar } from './detail/components/meal-book-bar';
import { MealBookingCard } from './detail/components/meal-booking-card';
import { MealDetailError, MealDetailSkeleton } from './detail/components/meal-detail-states';
import {
  AccessibilityDetails,
  DietaryDetails,
  MealFacts,
  TableDetails,
  WalkTo770,
} from './detail/components/meal-overview';
import { chooseSitting, sittingDays } from './detail/meal-selection';
import { useMealParams } from './detail/use-meal-params';
import type { MealLinkState } from './meals-page';

/** The list to go back to: the search the visitor came from, else one for the same date and guests. */
function useBackToSearch() {
  const location = useLocation();
  const fromSearch = (location.state as MealLinkState | null)?.mealsSearch;
  if (typeof fromSearch === 'string' && (fromSearch === '' || fromSearch.startsWith('?'))) {
    return `/meals${fromSearch}`;
  }
  const current = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of ['date', 'guests']) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size ? `/meals?${kept}` : '/meals';
}

/** /meals/{id}: a family's Shabbos and Yom Tov table: photos, the family, the food, reviews and booking. */
export default function MealDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('meals');
  const meal = useMeal(id, currentLanguage());
  // An error names the page after its heading, as every page does.
  usePageTitle(
    meal.isError
      ? isNotFound(meal.error)
        ? t('detail.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : (meal.data?.title ?? t('detail.title')),
  );
  if (meal.isPending) return <MealDetailSkeleton />;
  if (meal.isError) return <MealDetailError error={meal.error} onRetry={() => void meal.refetch()} />;
  return <MealDetailView meal={meal.data} />;
}

function MealDetailView({ meal }: { meal: MealDetail }) {
  const { t } = useTranslation(['meals', 'bookings']);
  const format = useFormat();
  const backTo = useBackToSearch();
  const { params, update } = useMealParams();
  const sittings = useMealSittings(meal.id);
  const days = useMemo(() => sittingDays(sittings.data ?? []), [sittings.data]);
  const choice = chooseSitting(params, days);
  const { date, mealType } = choice;
  const quote = useMealQuote(meal.id, date && mealType ? { date, mealType, guests: params.guests } : null);
  const bookHeadingRef = useRef<HTMLHeadingElement>(null);

  // The phone's bar steps aside once the booking card is on screen or scrolled past.
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

  /** Scrolls the booking card into view and moves focus to its heading, so keyboard users land there too. */
  const revealCard = () => {
    const heading = bookHeadingRef.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <Container className="pt-5 pb-16 sm:pt-8">
        <Link
          to={backTo}
          className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
        >
          <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
          {t('detail.back')}
        </Link>
        <ListingGallery images={meal.images} title={meal.title} />
        <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-3 lg:gap-12">
          <div className="space-y-8 lg:col-span-2">
            <header className="space-y-3">
              <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
                {meal.title}
              </h1>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
                <span className="inline-flex items-center gap-1.5">
                  <UsersRound className="size-4 text-brick-600" aria-hidden="true" />
                  <span dir="auto">{t('detail.family', { name: meal.familyName })}</span>
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-brick-600" aria-hidden="true" />
                  {meal.area}
                </span>
                {meal.ratingAverage !== null && meal.reviewCount > 0 ? (
                  <a href="#reviews" className="inline-flex items-center gap-1.5 text-ink hover:underline">
                    <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
                    <span className="font-semibold">
                      {format.number(meal.ratingAverage, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      })}
                    </span>
                    <span className="text-muted">
                      ({t('bookings:units.reviews', { count: meal.reviewCount })})
                    </span>
                  </a>
                ) : null}
              </div>
              <p className="flex items-center gap-1.5 text-sm text-muted">
                <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
                {t('detail.addressHint')}
              </p>
              <WalkTo770 minutes={meal.walkMinutesTo770} />
            </header>
            <MealFacts meal={meal} />
            <DetailSection title={t('detail.aboutFamily')} id="family">
              <p className="leading-relaxed whitespace-pre-line text-ink">{meal.familyDescription}</p>
              <p className="mt-4 text-sm text-muted">
                {t('bookings:detail.hostSince', {
                  name: meal.host.firstName,
                  date: format.date(meal.host.memberSince, { month: 'long', year: 'numeric' }),
                })}
              </p>
            </DetailSection>
            <DetailSection title={t('detail.aboutMeal')} id="meal">
              <p className="leading-relaxed whitespace-pre-line text-ink">{meal.description}</p>
            </DetailSection>
            <DetailSection title={t('detail.dietary')} id="dietary">
              <DietaryDetails meal={meal} />
            </DetailSection>
            <DetailSection title={t('detail.table')} id="table">
              <TableDetails meal={meal} />
            </DetailSection>
            <DetailSection title={t('detail.accessibility')} id="accessibility">
              <AccessibilityDetails meal={meal} />
            </DetailSection>
          </div>
          <aside
            ref={asideRef}
            aria-labelledby="book-title"
            className="scroll-mt-24 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          >
            {/* Sticky beside the content; it scrolls within itself when taller than the window. */}
            <div className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:p-1 lg:[scrollbar-width:thin]">
              <MealBookingCard
                ref={bookHeadingRef}
                meal={meal}
                sittings={sittings}
                days={days}
                choice={choice}
                guests={params.guests}
                onChoose={update}
                quote={quote}
              />
            </div>
          </aside>
          <section
            id="reviews"
            aria-labelledby="reviews-title"
            className="scroll-mt-24 border-t border-line pt-8 lg:col-span-2"
          >
            <ListingReviews
              query={reviewsQueryOptions('meals', meal.id)}
              titleId="reviews-title"
              emptyLead={t('detail.reviewsEmptyLead')}
            />
          </section>
        </div>
      </Container>
      {cardReached ? null : (
        <MealBookBar
          pricePerGuestCents={meal.pricePerGuestCents}
          totalCents={quote.data?.available ? quote.data.totalCents : null}
          currency={meal.currency}
          onBook={revealCard}
        />
      )}
    </>
  );
}
