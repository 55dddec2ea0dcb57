import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight, Home, Luggage } from 'lucide-react';
import type { Booking } from '@orchim/shared/bookings';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useBookings, type BookingScope } from '../api/get-bookings';
import { useStayDateRange } from '../format-stay-dates';
import { BookingStatusBadge } from './booking-status';

const TABS = ['upcoming', 'past'] as const satisfies readonly BookingScope[];
type Tab = (typeof TABS)[number];

/**
 * My bookings, for /profile: upcoming and past stays in two tabs (arrow keys move between them, mirrored
 * in Hebrew), each booking linking to its confirmation page.
 */
export function MyBookings() {
  const { t, i18n } = useTranslation('bookings');
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('upcoming');
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
      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        // ARIA tabs: the panel follows its tab in the Tab order.
        tabIndex={0}
        className="mt-5 focus-visible:rounded-xl"
      >
        <BookingList key={tab} scope={tab} />
      </div>
    </div>
  );
}

function BookingList({ scope }: { scope: Tab }) {
  const { t } = useTranslation('bookings');
  const bookings = useBookings(scope);

  if (bookings.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t(messageKey('loading'), { ns: 'common' })}</span>
        <div
          aria-hidden="true"
          className="h-24 animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none"
        />
        <div
          aria-hidden="true"
          className="h-24 animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none"
        />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-danger">
        {t(
          messageKey(bookings.error instanceof ApiError && bookings.error.isNetwork ? 'network' : 'general'),
          {
            ns: 'common',
          },
        )}
        <Button variant="outline" size="sm" onClick={() => void bookings.refetch()}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  }

  const items = bookings.data.pages.flatMap((page) => page.items);
  if (!items.length) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-line bg-page p-5 sm:flex-row sm:items-center">
        <Luggage className="size-8 shrink-0 text-brick-600" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold text-ink">{t(`mine.empty.${scope}`)}</p>
          <p className="text-sm text-muted">{t('mine.empty.lead')}</p>
        </div>
        <ButtonLink to="/stays" size="sm">
          {t('mine.findStay')}
        </ButtonLink>
      </div>
    );
  }

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

/** One booking: the whole card is its link (the title is the link; the card only extends its target). */
function BookingItem({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const dateRange = useStayDateRange();
  const { stay } = booking;
  return (
    <article className="relative flex gap-3 rounded-xl border border-line bg-surface p-3 transition-colors focus-within:ring-2 focus-within:ring-gold-500 hover:border-navy-600/40 sm:p-4">
      {stay?.cover ? (
        <img
          src={stay.cover.src}
          width={stay.cover.width}
          height={stay.cover.height}
          alt=""
          loading="lazy"
          className="h-16 w-20 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
        />
      ) : (
        <span className="flex h-16 w-20 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 sm:h-24 sm:w-32">
          <Home className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold text-navy-800">
            <Link
              to={`/bookings/${booking.id}`}
              className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            >
              <bdi>{stay?.title ?? booking.reference}</bdi>
            </Link>
          </h3>
          <BookingStatusBadge booking={booking} />
        </div>
        {stay ? <p className="mt-1 text-sm text-ink">{dateRange(stay.checkIn, stay.checkOut)}</p> : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-muted">
          <span dir="ltr" className="font-mono">
            {booking.reference}
          </span>
          <span>{t('units.guests', { count: booking.numberOfGuests })}</span>
          <span className="font-semibold text-ink">{format.money(booking.totalCents, booking.currency)}</span>
        </p>
      </div>
      <ChevronRight
        className="flip-rtl hidden size-5 shrink-0 self-center text-muted sm:block"
        aria-hidden="true"
      />
    </article>
  );
}
