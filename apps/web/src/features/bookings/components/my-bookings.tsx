import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight, Luggage } from 'lucide-react';
import type { Booking, BookingKind } from '@orchim/shared/bookings';
import { imageVariantUrl } from '@orchim/shared/images';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { ButtonLink } from '@/components/ui/button-link';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useBookings, type BookingScope } from '@/lib/bookings/get-bookings';
import { useBookingWhen } from '@/components/booking/booking-when';
import { BookingKindLabel, KIND_ICONS } from '@/components/booking/booking-kind';
import { BookingStatusBadge } from '@/components/booking/booking-status';
import { RefundedLine } from '@/components/booking/cancellation';

const TABS = ['upcoming', 'past'] as const satisfies readonly BookingScope[];
type Tab = (typeof TABS)[number];

/** The kind filter: every kind, or one (written out: this page may not load the zod schemas). */
const KIND_FILTERS = ['all', 'stay', 'meal', 'ride'] as const satisfies readonly (BookingKind | 'all')[];
type KindFilter = (typeof KIND_FILTERS)[number];

/** Where to find something to book, per kind. */
const FIND_LINKS = [
  { kind: 'stay', to: '/stays', label: 'mine.findStay' },
  { kind: 'meal', to: '/meals', label: 'mine.findMeal' },
  { kind: 'ride', to: '/transport', label: 'mine.findRide' },
] as const satisfies readonly { kind: BookingKind; to: string; label: string }[];

/**
 * My bookings, for /profile: upcoming and past bookings of every kind (stays, meals, rides) in two tabs
 * (arrow keys move between them, mirrored in Hebrew), a filter by kind, each booking linking to its
 * confirmation page.
 */
export function MyBookings() {
  const { t, i18n } = useTranslation('bookings');
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('upcoming');
  const [kind, setKind] = useState<KindFilter>('all');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ upcoming: null, past: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = i18n.dir() === 'rtl';
    const index = TABS.indexOf(tab);
    const step =
      event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    let next: Tab | undefined;
    if (step) next = TABS[(index + step + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus */}
        <div
          role="tablist"
          aria-label={t('mine.title')}
          onKeyDown={onKeyDown}
          className="inline-flex rounded-full border border-line bg-page p-1"
        >
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${baseId}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              className={cn(
                'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
                tab === name ? 'bg-navy-700 text-white' : 'text-navy-700 hover:bg-navy-50',
              )}
            >
              {t(`mine.${name}`)}
            </button>
          ))}
        </div>
        <ToggleChips
          label={t('mine.filter.label')}
          options={KIND_FILTERS.map((name) => ({
            value: name,
            label: t(`mine.filter.${name}`),
            icon: name === 'all' ? null : KIND_ICONS[name],
          }))}
          value={kind}
          onChange={setKind}
        />
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        // ARIA tabs: the panel follows its tab in the Tab order.
        tabIndex={0}
        className="mt-5 focus-visible:rounded-xl"
      >
        <BookingList key={`${tab}-${kind}`} scope={tab} kind={kind} />
      </div>
    </div>
  );
}

function BookingList({ scope, kind }: { scope: Tab; kind: KindFilter }) {
  const { t } = useTranslation('bookings');
  const bookings = useBookings(scope, kind === 'all' ? undefined : kind);

  if (bookings.isPending) return <RowsSkeleton />;
  if (bookings.isError) {
    return (
      <LoadFailure
        error={bookings.error}
        retryLabel={t('detail.retry')}
        onRetry={() => void bookings.refetch()}
      />
    );
  }

  const items = bookings.data.pages.flatMap((page) => page.items);
  if (!items.length) return <NoBookings scope={scope} kind={kind} />;

  return (
    <div>
      <ul className="space-y-3">
        {items.map((booking) => (
          <li key={booking.id}>
            <BookingItem booking={booking} />
          </li>
        ))}
      </ul>
      {bookings.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          disabled={bookings.isFetchingNextPage}
          onClick={() => void bookings.fetchNextPage()}
        >
          {bookings.isFetchingNextPage ? t('reviews.loadingMore') : t('mine.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** None in this tab (of this kind): what to look for, with the way there. */
function NoBookings({ scope, kind }: { scope: Tab; kind: KindFilter }) {
  const { t } = useTranslation('bookings');
  const links = kind === 'all' ? FIND_LINKS : FIND_LINKS.filter((link) => link.kind === kind);
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-line bg-page p-5 sm:flex-row sm:items-center">
      <Luggage className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold text-ink">
          {t(kind === 'all' ? `mine.empty.${scope}` : `mine.emptyFor.${kind}.${scope}`)}
        </p>
        <p className="text-sm text-muted">
          {t(kind === 'all' ? 'mine.empty.lead' : `mine.emptyFor.${kind}.lead`)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        {links.map((link, index) => (
          <ButtonLink key={link.kind} to={link.to} size="sm" variant={index === 0 ? 'primary' : 'outline'}>
            {t(link.label)}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}

/** One booking: the whole card is its link (the title is the link; the card only extends its target). */
function BookingItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const when = useBookingWhen();
  const listing = booking.stay ?? booking.meal ?? booking.ride;
  const cover = listing?.cover;
  const KindIcon = KIND_ICONS[booking.kind];
  return (
    <article className="relative flex gap-3 rounded-xl border border-line bg-surface p-3 transition-colors focus-within:ring-2 focus-within:ring-gold-500 hover:border-navy-600/40 sm:p-4">
      {cover ? (
        <img
          src={imageVariantUrl(cover.src, 'card')}
          width={cover.width}
          height={cover.height}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
        />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:h-24 sm:w-32">
          <KindIcon className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <BookingKindLabel kind={booking.kind} className="whitespace-nowrap" />
          <BookingStatusBadge booking={booking} />
        </div>
        <h3 className="mt-0.5 font-semibold text-navy-800">
          <Link
            to={`/bookings/${booking.id}`}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
          >
            <bdi>{listing?.title ?? booking.reference}</bdi>
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink">
          {booking.meal ? <>{t(`mealTypes.${booking.meal.mealType}`)} · </> : null}
          {when(booking)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <span dir="ltr" className="font-mono">
            {booking.reference}
          </span>
          <span>
            {t(booking.ride ? 'units.passengers' : 'units.guests', { count: booking.numberOfGuests })}
          </span>
          <span className="font-semibold text-ink">
            {booking.totalCents === 0 ? t('price.free') : format.money(booking.totalCents, booking.currency)}
          </span>
          <RefundedLine
            cancellation={booking.cancellation}
            totalCents={booking.totalCents}
            currency={booking.currency}
          />
        </p>
      </div>
      <ChevronRight
        className="flip-rtl hidden size-5 shrink-0 self-center text-muted sm:block"
        aria-hidden="true"
      />
    </article>
  );
}
