import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Star, type LucideIcon } from 'lucide-react';
import type { ReviewedResource } from '@orchim/shared/reviews';
import { SaveButton, SaveToVisitSlot } from '@/components/saved/save-button';
import { Container } from '@/components/ui/container';
import { useBackToList, type BackToList } from '@/lib/back-to-list';
import { useFormat } from '@/lib/format';
import type { SaveTarget } from '@/lib/saved/saved-api';
import { PagePart } from '@/components/page-part';
import { BookBar, type BookBarPrice } from './book-bar';
import { ListingGallery, type ListingImage } from './gallery';
import { ListingReviews } from './reviews';

type DetailLayoutProps = {
  /** The way back to the list ("All stays"): which list, and the link's text. */
  back: { list: BackToList; label: string };
  images: readonly ListingImage[];
  title: string;
  /** The main column: the header, the facts and the sections. */
  children: ReactNode;
  /** The booking card (its heading has the id `book-title`). */
  booking: ReactNode;
  /** On a phone, a bar at the bottom with this price and a way to the booking card. */
  bookBar?: BookBarPrice;
  /** An anchor for the booking card ("#book"). */
  bookingId?: string;
  /** The listing whose reviews show (its API resource and id), and what an empty list says next. */
  reviews: { resource: ReviewedResource; id: string };
  reviewsEmptyLead?: string;
};

/** The listing a page's heart saves, from its reviews' resource (/rest/v1/ohel-listings is kind `ohel`). */
const SavedListingContext = createContext<(SaveTarget & { title: string }) | null>(null);

/**
 * A listing's page: the way back, the gallery, then the content beside the booking card, which sticks
 * beside it on a desktop (see StickyCard), and the reviews under the content (#reviews).
 */
export function DetailLayout({
  back,
  images,
  title,
  children,
  booking,
  bookBar,
  bookingId,
  reviews,
  reviewsEmptyLead,
}: DetailLayoutProps) {
  const bookingCard = useRef<HTMLElement>(null);
  const kind = reviews.resource === 'ohel-listings' ? 'ohel' : reviews.resource;
  const saveAs = useMemo<SaveTarget & { title: string }>(
    () => ({ kind, id: reviews.id, title }),
    [kind, reviews.id, title],
  );
  return (
    <SavedListingContext.Provider value={saveAs}>
      <Container className="pt-5 pb-16 sm:pt-8">
        <BackToListLink list={back.list} label={back.label} />
        <PagePart>
          <ListingGallery images={images} title={title} />
        </PagePart>
        <div className="mt-6 grid gap-10 lg:mt-8 lg:grid-cols-3 lg:gap-12">
          <PagePart>
            <div className="space-y-8 lg:col-span-2">{children}</div>
          </PagePart>
          <aside
            ref={bookingCard}
            id={bookingId}
            aria-labelledby="book-title"
            className="scroll-mt-24 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          >
            <StickyCard>
              <PagePart>{booking}</PagePart>
            </StickyCard>
          </aside>
          <section
            id="reviews"
            aria-labelledby="reviews-title"
            className="scroll-mt-24 border-t border-line pt-8 lg:col-span-2"
          >
            <PagePart>
              <ListingReviews
                resource={reviews.resource}
                id={reviews.id}
                titleId="reviews-title"
                emptyLead={reviewsEmptyLead}
              />
            </PagePart>
          </section>
        </div>
      </Container>
      {bookBar ? <BookBar {...bookBar} card={bookingCard} /> : null}
    </SavedListingContext.Provider>
  );
}

/** Where a card that fits the window sticks: below the sticky header (`lg:top-20`). */
const STICKY_TOP = 80;
/** The space kept below a sticky card's lower edge. */
const STICKY_BOTTOM_GAP = 16;

/**
 * The booking card beside the content on a desktop. When it fits the window it sticks below the header;
 * when it is taller (a signed-in guest's whole form) it is part of the page and scrolls with it, so
 * scrolling the page, or moving through the form with the keyboard, reaches every field, the Confirm
 * button and the refusals next to it: the card never scrolls inside itself, and no part of it is held
 * out of view. On a phone it is part of the page's column.
 *
 * Measured in the browser and set on the element, not rendered: the server's page carries no style
 * attribute (the CSP allows none), and a change of height re-renders nothing.
 */
function StickyCard({ children }: { children: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const place = () => {
      const fits = element.offsetHeight + STICKY_TOP + STICKY_BOTTOM_GAP <= window.innerHeight;
      element.style.position = fits ? '' : 'static';
    };
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
  return (
    <div ref={card} className="lg:sticky lg:top-20 lg:p-1">
      {children}
    </div>
  );
}

/**
 * The way back, in a component of its own: its address changes once the page is hydrated (the list the
 * visitor came from is known in the browser only), and that re-render must stay here. Were the layout to
 * re-render, every PagePart below would get new props and React would hydrate them all at once, in one
 * long task, instead of one part at a time.
 */
function BackToListLink({ list, label }: { list: BackToList; label: string }) {
  return (
    <Link
      to={useBackToList(list)}
      className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
    >
      <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

type DetailHeaderProps = {
  title: string;
  /** Above the title: the kind of listing. */
  before?: ReactNode;
  /** The line under the title (MetaItems); the rating, when there is one, ends it. */
  meta: ReactNode;
  rating: { average: number | null; count: number };
  /** Under that line: hints, the walk, a way to the booking card. */
  children?: ReactNode;
};

/**
 * The top of a listing's page: its title with the heart that saves it, who and where, the rating (a link
 * to the reviews), which visit it is saved to, and more.
 */
export function DetailHeader({ title, before, meta, rating, children }: DetailHeaderProps) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const saveAs = useContext(SavedListingContext);
  return (
    <header className="space-y-3">
      {before}
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight text-balance text-navy-800 sm:text-4xl">
          {title}
        </h1>
        {saveAs ? (
          <SaveButton listing={saveAs} title={saveAs.title} variant="page" className="mt-0.5" />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted">
        {meta}
        {rating.average !== null && rating.count > 0 ? (
          <a href="#reviews" className="inline-flex items-center gap-1.5 text-ink hover:underline">
            <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
            <span className="font-semibold">
              {format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </span>
            <span className="text-muted">({t('units.reviews', { count: rating.count })})</span>
          </a>
        ) : null}
      </div>
      {saveAs ? <SaveToVisitSlot listing={saveAs} title={saveAs.title} /> : null}
      {children}
    </header>
  );
}

/** One item of the line under a listing's title: an icon and a few words. */
export function MetaItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-4 text-brick-600" aria-hidden="true" />
      {children}
    </span>
  );
}
