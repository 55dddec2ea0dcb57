import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Images, X } from 'lucide-react';
import { coverImageSources } from '@orchim/shared/cover-image';
import { imageSrcSet, imageVariantUrl } from '@orchim/shared/images';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/** A listing's photo, as every kind's API describes it (stayImageSchema's shape). */
export type ListingImage = { src: string; width: number; height: number; alt: string };

type Props = { images: readonly ListingImage[]; title: string };

/** The photo's own description, or "Photo 2 of 5: <title>" when the host gave none. */
function useAltText(images: readonly ListingImage[], title: string) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  return (index: number) =>
    images[index]?.alt.trim() ||
    t('gallery.alt', {
      index: format.number(index + 1),
      total: format.number(images.length),
      title,
    });
}

/**
 * How the cover and the photos beside it share a desktop-wide gallery of fixed proportions, by how many
 * are beside it, so no cell is left empty: one fills the right third; two stack there; three put a tall
 * one beside two stacked; four make a square of four.
 */
const LAYOUTS: Record<number, { grid: string; cover: string; side?: string[] }> = {
  1: { grid: 'md:grid-cols-3 md:grid-rows-1', cover: 'md:col-span-2' },
  2: { grid: 'md:grid-cols-3 md:grid-rows-2', cover: 'md:col-span-2 md:row-span-2' },
  3: { grid: 'md:grid-cols-4 md:grid-rows-2', cover: 'md:col-span-2 md:row-span-2', side: ['md:row-span-2'] },
  4: { grid: 'md:grid-cols-4 md:grid-rows-2', cover: 'md:col-span-2 md:row-span-2' },
};

/**
 * The cover large and up to four more beside it (a strip under it on a phone); any photo opens the viewer.
 * Every <img> carries its width and height, and its box has a fixed aspect ratio, so nothing shifts while
 * photos load.
 */
export function ListingGallery({ images, title }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const altOf = useAltText(images, title);
  const [viewing, setViewing] = useState<number | null>(null);

  if (!images.length) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-(--radius-card) border border-line bg-navy-50 text-muted">
        <Images className="size-10" aria-hidden="true" />
        <span className="sr-only">{t('gallery.none')}</span>
      </div>
    );
  }

  const [cover, ...rest] = images;
  // The server preloads the cover with these same sources (the first image the page shows).
  const coverSources = coverImageSources(cover!);
  const side = rest.slice(0, 4);
  const layout = LAYOUTS[side.length];
  const open = (index: number) => () => setViewing(index);
  const photoButton =
    'group relative block overflow-hidden bg-navy-50 focus-visible:outline-offset-[-3px] focus-visible:outline-gold-500';

  return (
    <div className="relative">
      <div
        className={cn(
          'grid gap-2 overflow-hidden rounded-(--radius-card)',
          layout && ['md:aspect-[8/3]', layout.grid],
        )}
      >
        <button
          type="button"
          onClick={open(0)}
          className={cn(
            photoButton,
            'aspect-[4/3] md:aspect-auto',
            layout ? layout.cover : 'md:aspect-[16/9]',
          )}
          aria-label={t('gallery.open', { alt: altOf(0) })}
        >
          <img
            src={coverSources.src}
            srcSet={coverSources.srcSet}
            sizes={coverSources.sizes}
            width={cover!.width}
            height={cover!.height}
            alt={altOf(0)}
            fetchPriority="high"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        </button>
        {side.map((image, position) => (
          <button
            key={image.src}
            type="button"
            onClick={open(position + 1)}
            aria-label={t('gallery.open', { alt: altOf(position + 1) })}
            className={cn(photoButton, 'hidden md:block', layout?.side?.[position])}
          >
            <img
              src={imageVariantUrl(image.src, 'card')}
              srcSet={imageSrcSet(image.src, image.width)}
              sizes="(min-width: 768px) 33vw, 100vw"
              width={image.width}
              height={image.height}
              alt={altOf(position + 1)}
              loading="lazy"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
            />
          </button>
        ))}
      </div>
      {rest.length ? (
        // On a phone the other photos are a strip under the cover.
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1 md:hidden">
          {rest.map((image, position) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={open(position + 1)}
                // Chromium leaves a half-hidden photo half-hidden when Tab reaches it: show all of it.
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                }
                aria-label={t('gallery.open', { alt: altOf(position + 1) })}
                className={cn(photoButton, 'h-16 w-24 rounded-lg')}
              >
                <img
                  src={imageVariantUrl(image.src, 'card')}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 1 ? (
        <button
          type="button"
          onClick={open(0)}
          className="absolute end-3 bottom-3 hidden items-center gap-2 rounded-full border border-line bg-surface/95 px-4 py-2 text-sm font-medium text-navy-800 shadow-(--shadow-card) hover:bg-surface md:inline-flex"
        >
          <Images className="size-4" aria-hidden="true" />
          {t('gallery.showAll', { total: format.number(images.length) })}
        </button>
      ) : null}
      <PhotoViewer
        images={images}
        altOf={altOf}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}

/**
 * The full-screen viewer: one photo at a time, the previous and next buttons (and arrow keys, mirrored in
 * Hebrew), "2 / 5", Escape or Close to leave.
 */
function PhotoViewer({
  images,
  altOf,
  index,
  onIndex,
  onClose,
}: {
  images: readonly ListingImage[];
  altOf: (index: number) => string;
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const format = useFormat();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = index ?? 0;
  const image = images[current];
  const go = (step: number) => onIndex((current + step + count) % count);
  const rtl = i18n.dir() === 'rtl';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  };

  const navButton =
    'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-40';

  return (
    <ModalDialog
      open={index !== null}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-navy-900 p-0 text-white"
    >
      {/* The arrow keys work wherever focus is inside the viewer. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="flex h-full flex-col" onKeyDown={onKeyDown}>
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <h2 id={titleId} className="text-sm font-medium" aria-live="polite">
            {t('gallery.position', { index: format.number(current + 1), total: format.number(count) })}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex h-11 items-center gap-2 rounded-full px-4 text-white hover:bg-white/10"
          >
            <X className="size-5" aria-hidden="true" />
            {t('gallery.close')}
          </button>
        </div>
        <div className="flex min-h-0 flex-1 items-center justify-center gap-2 px-2 pb-6 sm:gap-4 sm:px-4">
          {count > 1 ? (
            <button
              type="button"
              onClick={() => go(-1)}
              className={navButton}
              aria-label={t('gallery.previous')}
            >
              <ChevronLeft className="flip-rtl size-6" aria-hidden="true" />
            </button>
          ) : null}
          {image ? (
            <figure className="flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-3">
              <img
                src={imageVariantUrl(image.src, 'full')}
                srcSet={imageSrcSet(image.src, image.width)}
                sizes="100vw"
                width={image.width}
                height={image.height}
                alt={altOf(current)}
                className="max-h-[calc(100%-2.5rem)] w-auto max-w-full rounded-lg object-contain"
              />
              {image.alt.trim() ? (
                <figcaption className="text-center text-sm text-white/80">{image.alt}</figcaption>
              ) : null}
            </figure>
          ) : null}
          {count > 1 ? (
            <button type="button" onClick={() => go(1)} className={navButton} aria-label={t('gallery.next')}>
              <ChevronRight className="flip-rtl size-6" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
