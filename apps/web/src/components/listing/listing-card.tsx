import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { imageSrcSet, imageVariantUrl } from '@orchim/shared/images';
import { SaveButton } from '@/components/saved/save-button';
import { useFormat } from '@/lib/format';
import type { SaveTarget } from '@/lib/saved/saved-api';
import type { ListingImage } from './gallery';

type ListingCardProps = {
  /** The namespace and key prefix of the card's words: `photoAlt`, `new`, `rating`, `reviews`. */
  ns: string;
  keyPrefix: string;
  title: string;
  /** The listing's page (the title links there; the whole card is its click target). */
  href: string;
  /** What the link leaves in `location.state` (the list's query, for the way back). */
  state?: unknown;
  cover: ListingImage | null;
  /** Drawn in place of a missing cover. */
  placeholder: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** The first row loads its photos at once; the rest wait until they are near the screen. */
  eager?: boolean;
  /** Above the title, across from the rating: what the listing is, or where, or whose. */
  label: ReactNode;
  /** How the label and the rating line up: centred, or at the top when the label may wrap. */
  labelAlign?: 'center' | 'start';
  rating: { average: number | null; count: number };
  /** The title's space above (a badge for a label wants a little more). */
  titleMargin?: 'mt-1' | 'mt-2';
  /** Under the title: the facts and, last, the price. */
  children: ReactNode;
  /** The listing the card's heart saves (product §12); no heart without it. */
  saveAs?: SaveTarget;
};

/**
 * How wide a card's photo is shown: the whole width on a phone, half from two columns on, and at most
 * about 350 pixels in three columns. A little more than the narrowest layouts need (the lists with a
 * sidebar), so a photo is never blurred on a sharp screen.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 352px, (min-width: 640px) 50vw, 100vw';

/** A listing in a list: its cover, a label and the rating, the title (the link) and what the kind shows. */
export function ListingCard({
  ns,
  keyPrefix,
  title,
  href,
  state,
  cover,
  placeholder: Placeholder,
  eager = false,
  label,
  labelAlign = 'center',
  rating,
  titleMargin = 'mt-1',
  children,
  saveAs,
}: ListingCardProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500"
    >
      <div className="aspect-4/3 overflow-hidden bg-gold-100/60">
        {cover ? (
          <img
            src={imageVariantUrl(cover.src, 'card')}
            srcSet={imageSrcSet(cover.src, cover.width)}
            sizes={CARD_IMAGE_SIZES}
            width={cover.width}
            height={cover.height}
            alt={cover.alt.trim() || t('photoAlt', { title })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brick-600/60">
            <Placeholder className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div
          className={`flex ${labelAlign === 'start' ? 'items-start' : 'items-center'} justify-between gap-3 text-sm`}
        >
          {label}
          <CardRating {...rating} ns={ns} keyPrefix={keyPrefix} />
        </div>
        <h3
          id={titleId}
          className={`${titleMargin} text-lg leading-snug font-semibold text-balance text-navy-800`}
        >
          <Link
            to={href}
            state={state}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        {children}
      </div>
      {/* After the title's link, never inside it (a button inside a link is invalid); drawn over the
          photo's top corner at the reading side's end, above the link's overlay that makes the card
          clickable. */}
      {saveAs ? <SaveButton listing={saveAs} title={title} className="absolute end-3 top-3 z-10" /> : null}
    </article>
  );
}

/** The average and the number of reviews, or "New" for a listing nobody has reviewed yet. */
function CardRating({
  average,
  count,
  ns,
  keyPrefix,
}: {
  average: number | null;
  count: number;
  ns: string;
  keyPrefix: string;
}) {
  const { t } = useTranslation(ns, { keyPrefix });
  const format = useFormat();
  if (average === null || count === 0) {
    return (
      <span className="shrink-0 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
        {t('new')}
      </span>
    );
  }
  const rating = format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex shrink-0 items-center gap-1 text-ink">
      <Star className="size-4 fill-gold-500 text-gold-500" aria-hidden="true" />
      <span className="sr-only">
        {t('rating', { rating })}, {t('reviews', { count })}
      </span>
      {/* "4.8 (7)": the short form leaves the label beside it room on a narrow card. */}
      <span aria-hidden="true">
        <span className="font-semibold">{rating}</span>{' '}
        <span className="text-muted">({format.number(count)})</span>
      </span>
    </p>
  );
}

/** "$210 per night": the amount large, what it is for after it. */
export function CardPrice({ amount, unit, className }: { amount: string; unit: string; className?: string }) {
  return (
    <p className={className ? `${className} text-ink` : 'text-ink'}>
      <span className="text-lg font-bold">{amount}</span> <span className="text-sm text-muted">{unit}</span>
    </p>
  );
}
