import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Bus, Heart, House, Landmark, Trash2, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { imageVariantUrl } from '@orchim/shared/images';
import { HOST_LISTING_KINDS, type HostListingKind } from '@orchim/shared/listing-kinds';
import type { SavedListing, Visit } from '@orchim/shared/visits';
import { IntroPage } from '@/components/intro-page';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useAuth } from '@/lib/auth/auth-context';
import { listingPath } from '@/lib/messages/listing-path';
import { notify } from '@/lib/notify';
import { useSavedListings } from '@/lib/saved/saved-api';
import { useVisits } from '@/lib/visit-list';
import { changeSaved } from '@/lib/saved/saved-changes';
import { VisitOptions } from '@/components/saved/visit-options';

const KIND_ICONS: Record<HostListingKind, LucideIcon> = {
  stays: House,
  meals: UtensilsCrossed,
  transport: Bus,
  ohel: Landmark,
};

/** Where a guest goes to find something to save, from the empty list. */
const BROWSE: readonly { kind: HostListingKind; to: string }[] = [
  { kind: 'stays', to: '/stays' },
  { kind: 'meals', to: '/meals' },
  { kind: 'transport', to: '/transport' },
  { kind: 'ohel', to: '/ohel' },
];

const itemKey = (item: Pick<SavedListing, 'kind' | 'id'>) => `${item.kind}/${item.id}`;

/**
 * /saved (product §12): the listings the guest saved with the heart, grouped by kind (stays, meals, rides,
 * the Ohel), newest first in each; each with its photo, its title (a link to its page), the visit it is
 * saved to (when the guest has visits) and a way to take it off the list.
 */
export default function SavedPage() {
  const { t } = useTranslation('saved');
  return (
    <IntroPage title={t('title')} lead={t('lead')}>
      <Container className="py-8 sm:py-10">
        <SavedList />
      </Container>
    </IntroPage>
  );
}

function SavedList() {
  const { t } = useTranslation('saved');
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const list = useSavedListings();
  const visits = useVisits();
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once a removed listing has left the list: the next one's Remove, or the empty list.
  const [focusAfterRemove, setFocusAfterRemove] = useState<string | null>(null);
  const registerRemove = useCallback((key: string, button: HTMLButtonElement | null) => {
    if (button) removeButtons.current.set(key, button);
    else removeButtons.current.delete(key);
  }, []);

  useEffect(() => {
    if (focusAfterRemove === null) return;
    const target = removeButtons.current.get(focusAfterRemove) ?? emptyHeading.current;
    if (target) {
      target.focus();
      setFocusAfterRemove(null);
    }
  }, [focusAfterRemove, list.data]);

  if (list.isPending) return <RowsSkeleton rows={3} />;
  if (list.isError) {
    return <LoadFailure error={list.error} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  }
  const items = list.data.items;
  if (!items.length) return <NothingSaved headingRef={emptyHeading} />;

  const groups = HOST_LISTING_KINDS.map((kind) => ({
    kind,
    items: items.filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0);
  const ordered = groups.flatMap((group) => group.items);

  const remove = (item: SavedListing) => {
    const index = ordered.indexOf(item);
    const next = ordered[index + 1] ?? ordered[index - 1];
    setFocusAfterRemove(next ? itemKey(next) : '');
    void changeSaved(queryClient, { action: 'remove', listing: item }, session?.access_token, (key) =>
      t(key, { ns: 'common' }),
    ).then((ok) => {
      if (ok) void notify('success', t('removed', { title: item.title }));
    });
  };
  const move = (item: SavedListing, visitId: string | null) =>
    void changeSaved(queryClient, { action: 'save', listing: item, visitId }, session?.access_token, (key) =>
      t(key, { ns: 'common' }),
    );

  return (
    <div className="space-y-10">
      <p className="text-muted">{t('count', { count: items.length })}</p>
      {groups.map((group) => (
        <KindGroup
          key={group.kind}
          kind={group.kind}
          items={group.items}
          visits={visits.data?.items ?? []}
          onMove={move}
          onRemove={remove}
          registerRemove={registerRemove}
        />
      ))}
    </div>
  );
}

function KindGroup({
  kind,
  items,
  visits,
  onMove,
  onRemove,
  registerRemove,
}: {
  kind: HostListingKind;
  items: readonly SavedListing[];
  visits: readonly Visit[];
  onMove: (item: SavedListing, visitId: string | null) => void;
  onRemove: (item: SavedListing) => void;
  registerRemove: (key: string, button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation('saved');
  const headingId = useId();
  const Icon = KIND_ICONS[kind];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-semibold text-navy-800">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-brick-50 text-brick-600">
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
        {t(`kinds.${kind}`)}
      </h2>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {items.map((item) => (
          <li key={itemKey(item)}>
            <SavedItem
              item={item}
              visits={visits}
              onMove={onMove}
              onRemove={onRemove}
              removeRef={(button) => registerRemove(itemKey(item), button)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedItem({
  item,
  visits,
  onMove,
  onRemove,
  removeRef,
}: {
  item: SavedListing;
  visits: readonly Visit[];
  onMove: (item: SavedListing, visitId: string | null) => void;
  onRemove: (item: SavedListing) => void;
  removeRef: (button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation('saved');
  const titleId = useId();
  const selectId = useId();
  const labelId = useId();
  const Icon = KIND_ICONS[item.kind];
  const current = visits.some((visit) => visit.id === item.visitId) ? item.visitId! : '';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full gap-4 rounded-(--radius-card) border border-line bg-surface p-3 shadow-(--shadow-card) sm:p-4"
    >
      <div className="aspect-4/3 w-24 shrink-0 self-start overflow-hidden rounded-xl bg-gold-100/60 sm:w-32">
        {item.cover ? (
          <img
            src={imageVariantUrl(item.cover.src, 'card')}
            width={item.cover.width}
            height={item.cover.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brick-600/60">
            <Icon className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 id={titleId} className="leading-snug font-semibold text-balance text-navy-800">
          <Link to={listingPath(item.kind, item.id)} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap items-end gap-x-3 gap-y-2">
          {visits.length ? (
            <div className="flex min-w-0 flex-col gap-1">
              <label id={labelId} htmlFor={selectId} className="text-sm font-medium text-muted">
                {t('savedTo')}
              </label>
              <select
                id={selectId}
                aria-labelledby={`${labelId} ${titleId}`}
                value={current}
                onChange={(event) => onMove(item, event.target.value || null)}
                className="h-11 max-w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none"
              >
                <VisitOptions visits={visits} />
              </select>
            </div>
          ) : null}
          <Button
            ref={removeRef}
            variant="ghost"
            className="ms-auto text-brick-700"
            onClick={() => onRemove(item)}
            aria-label={t('removeLabel', { title: item.title })}
          >
            <Trash2 className="size-4.5" aria-hidden="true" />
            {t('remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Nothing saved yet: what the heart does, and the lists to find something in. */
function NothingSaved({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('saved');
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-line bg-page p-5 sm:flex-row sm:items-center">
      <Heart className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
      <div className="flex-1">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
          {t('empty.title')}
        </h2>
        <p className="text-sm text-muted">{t('empty.lead')}</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {BROWSE.map(({ kind, to }, index) => (
          <li key={kind}>
            <ButtonLink to={to} size="sm" variant={index === 0 ? 'primary' : 'outline'}>
              {t(`empty.browse.${kind}`)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
