import { useTranslation } from 'react-i18next';
import { CalendarCheck, LockOpen } from 'lucide-react';
import { nightsBetween } from '@orchim/shared/dates';
import { Button } from '@/components/ui/button';
import type { CalendarEntry } from './night-dates';
import { useNightFormat } from './use-night-format';

type Props = {
  today: string;
  entries: readonly CalendarEntry[];
  busy: boolean;
  onUnblock: (entry: CalendarEntry) => void;
};

/**
 * The blocks still to come, each with "Unblock", and the bookings (which only the guest or a
 * cancellation can change), so a phone, without hover, also sees who is coming.
 */
export function BlockList({ today, entries, busy, onUnblock }: Props) {
  const { t } = useTranslation('hostForm');
  const nights = useNightFormat();
  const upcoming = entries
    .filter((entry) => entry.end > today)
    .sort((a, b) => a.start.localeCompare(b.start));
  const blocks = upcoming.filter((entry) => entry.kind === 'blocked');
  const bookings = upcoming.filter((entry) => entry.kind === 'booked');
  const count = (entry: CalendarEntry) =>
    t('calendar.nights', { count: nightsBetween(entry.start, entry.end) });
  // Ranges of nights, said as such: "Dec 24 – 26" is the nights of the 24th to the 26th, not a stay out
  // on the 26th.
  const nightsOf = (entry: CalendarEntry) =>
    t('calendar.nightsOf', { nights: nights.range(entry.start, entry.end) });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="blocks-heading">
        <h3 id="blocks-heading" className="text-lg font-semibold text-navy-800">
          {t('calendar.blocksTitle')}
        </h3>
        {blocks.length ? (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {blocks.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium text-ink">{nightsOf(entry)}</p>
                  <p className="text-sm text-muted">
                    {t('calendar.blockReopens', {
                      count: nightsBetween(entry.start, entry.end),
                      reopens: nights.day(entry.end),
                    })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => onUnblock(entry)}
                  aria-label={t('calendar.unblockRange', { nights: nights.range(entry.start, entry.end) })}
                >
                  <LockOpen className="size-4" aria-hidden="true" />
                  {t('calendar.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('calendar.noBlocks')}</p>
        )}
      </section>
      <section aria-labelledby="bookings-heading">
        <h3 id="bookings-heading" className="text-lg font-semibold text-navy-800">
          {t('calendar.bookingsTitle')}
        </h3>
        {bookings.length ? (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
            {bookings.map((entry) => (
              <li key={entry.id} className="flex items-start gap-3 p-3">
                <CalendarCheck className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
                <div>
                  <p className="font-medium text-ink">{nightsOf(entry)}</p>
                  <p className="text-sm text-muted">
                    {[entry.guestName, entry.reference, count(entry)].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">{t('calendar.noBookings')}</p>
        )}
      </section>
    </div>
  );
}
