import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MapPin } from 'lucide-react';
import { mapTiles } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { isRtl } from '@/lib/i18n';
import type { MapPlace, MapPlaceKind } from './map-places';

export type { MapPlace, MapPlaceKind } from './map-places';
export { blockPlace } from './map-places';

type PlacesMapProps = {
  /**
   * What to show, in the order of the list under the map (and of Tab through the markers). 770 Eastern
   * Parkway and the Ohel are added on every map: do not pass them. See MapPlace (map-places.ts) for each
   * field; a stay or a meal passes its `block`'s centre, never a door the public answers do not have.
   */
  places: readonly MapPlace[];
  /** The map's name for screen readers: "Map of the stays on this page", "Where this stay is". */
  label: string;
  /** The box's size, e.g. "h-72 sm:h-96": the map and its placeholder both fill it (no layout shift). */
  className?: string;
  /**
   * The same places as a list, with their links: under the map ('visible'), or only for screen readers and
   * for the keyboard, shown when a link in it has the focus ('hidden', the default).
   */
  list?: 'visible' | 'hidden';
  /** Frame 770 and the Ohel together, with the way between them (an Ohel ride or visit). */
  toOhel?: boolean;
  /** The mouse wheel zooms the map: for a map that fills its own column; elsewhere it scrolls the page. */
  wheelZoom?: boolean;
};

/**
 * A map of places with 770 Eastern Parkway and the Ohel marked (docs/decisions/041-map.md), e.g.
 * `<PlacesMap label={t('map')} places={[{ id, label, latitude, longitude, kind: 'stay', href }]} />`.
 *
 * The page's first load never carries it: the server renders a placeholder of the same size, and the
 * browser loads Leaflet and the street grid (leaflet-map.ts, a chunk of its own) only once the box comes
 * near the screen, so a map hidden by CSS (a phone's list, before "Show map") loads nothing. The map is a
 * labelled region the keyboard reaches: arrow keys move it, + and − zoom, Tab goes through the markers
 * that are links; under it the same places are a list with the same links, for screen readers.
 */
export function PlacesMap({
  places,
  label,
  className,
  list = 'hidden',
  toOhel = false,
  wheelZoom = false,
}: PlacesMapProps) {
  const { t, i18n } = useTranslation('map');
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  const hintId = useId();
  const rtl = isRtl(i18n.language);

  // Near the screen (and shown: a box hidden by CSS never intersects): time to load the map.
  useEffect(() => {
    const box = boxRef.current;
    // Every browser the site supports has IntersectionObserver; without it (jsdom) the map stays a list.
    if (!box || near || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  // Drawn again when what it shows changes (another page of results, another language).
  const placesKey = JSON.stringify(places);
  // Following a marker's link does not redraw the map when the router hands out a new navigate.
  const open = useEffectEvent((href: string) => void navigate(href));
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!near || !canvas) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    import('./leaflet-map')
      .then(({ drawMap }) => {
        if (cancelled) return;
        const drawn = drawMap(canvas, {
          places: JSON.parse(placesKey) as MapPlace[],
          words: {
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            seven70: t('seven70.short'),
            ohel: t('ohel.short'),
            ohelAway: t('ohel.away'),
            crownHeights: t('crownHeights'),
            cambriaHeights: t('cambriaHeights'),
          },
          rtl,
          tiles: mapTiles(),
          toOhel,
          wheelZoom,
          onOpen: open,
        });
        destroy = () => drawn.destroy();
        setState('drawn');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [near, placesKey, rtl, toOhel, wheelZoom, t]);

  return (
    <div className="flex flex-col">
      <div
        ref={boxRef}
        className={cn(
          // isolate: Leaflet's layers (z-index up to 1000) stay inside the map, under the header.
          'relative isolate overflow-hidden rounded-(--radius-card) border border-line bg-[#efe8da]',
          className,
        )}
      >
        <div
          ref={canvasRef}
          role="region"
          aria-label={label}
          aria-describedby={hintId}
          data-map-state={state}
          className="absolute inset-0"
        />
        {state !== 'drawn' ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm font-medium text-navy-700"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1.5 shadow-(--shadow-card)">
              <MapPin className="size-4 text-brick-600" />
              {state === 'failed' ? t('failed') : t('loading')}
            </span>
          </div>
        ) : null}
      </div>
      <p id={hintId} className="sr-only">
        {t('hint')}
      </p>
      <PlaceList places={places} visible={list === 'visible'} toOhel={toOhel} />
    </div>
  );
}

const DOT: Record<MapPlaceKind, string> = {
  stay: 'bg-navy-700',
  meal: 'bg-brick-600',
  ride: 'bg-gold-500',
  place: 'bg-gold-500',
  ohel: 'bg-gold-400 ring-1 ring-gold-700',
  seven70: 'bg-navy-800',
};

/**
 * The map's places as a list with their links, then 770 and the Ohel: what a screen reader reads instead
 * of the map. Hidden, it still shows itself when a link in it has the keyboard's focus.
 */
export function PlaceList({
  places,
  visible,
  toOhel = false,
}: {
  places: readonly MapPlace[];
  visible: boolean;
  toOhel?: boolean;
}) {
  const { t } = useTranslation('map');
  const titleId = useId();
  const items: { key: string; kind: MapPlaceKind; label: string; href?: string; detail?: string }[] = [
    ...places.map((place) => ({
      key: place.id,
      kind: place.kind,
      label: place.label,
      href: place.href,
      detail: place.detail,
    })),
    { key: 'seven70', kind: 'seven70', label: t('seven70.name'), detail: t('seven70.detail') },
    {
      key: 'ohel',
      kind: 'ohel',
      label: t('ohel.name'),
      detail: toOhel ? t('ohel.way') : t('ohel.detail'),
    },
  ];
  return (
    <div
      className={cn(
        visible
          ? 'mt-4'
          : 'sr-only focus-within:not-sr-only focus-within:mt-3 focus-within:rounded-lg focus-within:bg-surface focus-within:p-3',
      )}
    >
      <h3 id={titleId} className={cn(visible ? 'sr-only' : 'text-sm font-semibold text-navy-800')}>
        {t('list')}
      </h3>
      <ul aria-labelledby={titleId} className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} className="flex items-start gap-2.5">
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', DOT[item.kind])}
            />
            {item.href ? (
              // The detail is in the link's name: "Garden floor · $180 a night", unlike the result card's.
              <Link to={item.href} className="group min-w-0 text-muted underline-offset-4">
                <span dir="auto" className="font-medium text-navy-700 group-hover:underline">
                  {item.label}
                </span>
                {item.detail ? ` · ${item.detail}` : null}
              </Link>
            ) : (
              <span className="min-w-0 text-muted">
                <span dir="auto" className="font-medium text-ink">
                  {item.label}
                </span>
                {item.detail ? ` · ${item.detail}` : null}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
