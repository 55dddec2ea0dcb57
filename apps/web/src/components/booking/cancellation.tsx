import { useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import type { BookingCancellation } from '@orchim/shared/bookings';
import {
  REFUND_TIERS,
  refundDeadlines,
  type CancellationPolicy,
  type RefundDeadline,
} from '@orchim/shared/cancellation-policy';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/** What a policy's deadlines count back from, as the sentences name it. */
type Start = 'stay' | 'meal' | 'ride';

const startOf = (policy: CancellationPolicy): Start =>
  policy === 'meal' || policy === 'ride' ? policy : 'stay';

/**
 * A deadline as a guest reads it, in New York time: "Tuesday, May 12, 3 PM". Minutes only when there are
 * some (a check-in on the hour; a candle lighting at 4:12 PM).
 */
export function useDeadlineText() {
  const format = useFormat();
  return (until: Date | string) => {
    const instant = new Date(until);
    return format.date(instant, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      // New York is a whole number of hours off UTC, so its minutes are UTC's. Hebrew reads a bare hour
      // oddly ("בשעה 15"), so it keeps them.
      ...(instant.getUTCMinutes() === 0 && format.lng !== 'he' ? {} : { minute: '2-digit' }),
    });
  };
}

/** "24 hours", "5 days": how long before the start a tier ends, in words. */
function useLeadTime() {
  const format = useFormat();
  return (hoursBefore: number) =>
    hoursBefore % 24 === 0 && hoursBefore > 24
      ? format.number(hoursBefore / 24, { style: 'unit', unit: 'day', unitDisplay: 'long' })
      : format.number(hoursBefore, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
}

/**
 * A policy in plain words, before any date is known: "Moderate: Full refund until 5 days before check-in,
 * half refund until 24 hours before…" (the figures are REFUND_TIERS'). A stay's policy is named, since its
 * host chose it; a meal's or a ride's is the same everywhere and goes without.
 */
export function CancellationRule({ policy, className }: { policy: CancellationPolicy; className?: string }) {
  const { t } = useTranslation('bookings');
  return (
    <p className={cn('text-sm text-ink', className)}>
      {startOf(policy) === 'stay' ? (
        <>
          <span className="font-semibold">
            {t('cancellation.named', { name: t(`cancellation.names.${policy}`) })}
          </span>{' '}
        </>
      ) : null}
      {t(`cancellation.rules.${policy}`)}
    </p>
  );
}

/**
 * The refund deadlines of a booking or of a choice (the chosen nights, a sitting, a pickup) as dates:
 * "Free cancellation until …", "Half refund until …". A deadline already past is said as such: "No full
 * refund: check-in is less than 5 days away", "Non-refundable: check-in is less than 24 hours away".
 */
export function RefundDeadlines({
  policy,
  deadlines,
  now = new Date(),
  className,
}: {
  policy: CancellationPolicy;
  deadlines: readonly RefundDeadline[];
  now?: Date;
  className?: string;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const deadlineText = useDeadlineText();
  const leadTime = useLeadTime();
  const tiers = REFUND_TIERS[policy];
  const start = startOf(policy);
  const ahead = deadlines.filter(({ until }) => now.getTime() < until.getTime());
  const lines: { key: string; text: string; past: boolean }[] = [];
  if (ahead.length === 0) {
    lines.push({
      key: 'none',
      text: t(`cancellation.nonRefundable.${start}`, { time: leadTime(tiers.at(-1)?.hoursBefore ?? 0) }),
      past: true,
    });
  } else if (ahead.length < deadlines.length) {
    lines.push({
      key: 'partial',
      text: t(`cancellation.noFullRefund.${start}`, { time: leadTime(tiers[0]?.hoursBefore ?? 0) }),
      past: true,
    });
  }
  for (const { until, percent } of ahead) {
    const date = deadlineText(until);
    lines.push({
      key: until.toISOString(),
      text:
        percent === 100
          ? t('cancellation.freeUntil', { date })
          : percent === 50
            ? t('cancellation.halfUntil', { date })
            : t('cancellation.percentUntil', {
                date,
                percent: format.number(percent / 100, { style: 'percent' }),
              }),
      past: false,
    });
  }
  return (
    <div className={cn('space-y-1.5 text-sm', className)}>
      <ul className="space-y-1.5">
        {lines.map((line) => (
          <li
            key={line.key}
            className={cn('flex items-start gap-2', line.past ? 'text-muted' : 'font-medium text-success')}
          >
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
      {/* Guests often read from Israel or France: the dates are Crown Heights' clock. */}
      {ahead.length > 0 ? <p className="text-xs text-muted">{t('cancellation.deadlinesNote')}</p> : null}
    </div>
  );
}

/** The deadlines of a booking that begins at `startsAt` (a choice not booked yet). */
export function ChosenRefundDeadlines({
  policy,
  startsAt,
  className,
}: {
  policy: CancellationPolicy;
  startsAt: Date | string;
  className?: string;
}) {
  return (
    <RefundDeadlines
      policy={policy}
      deadlines={refundDeadlines(policy, new Date(startsAt))}
      {...(className ? { className } : {})}
    />
  );
}

/** A booking's deadlines as the server answered them. */
export const bookedDeadlines = (cancellation: BookingCancellation): RefundDeadline[] =>
  cancellation.deadlines.map(({ until, percent }) => ({ until: new Date(until), percent }));

/**
 * What came back of a cancelled booking: "Refunded $352.50", or "No refund". Nothing for a booking that
 * cost nothing (a free meal) or that stands. Inline: it sits in a line of facts or a sentence's paragraph.
 */
export function RefundedLine({
  cancellation,
  totalCents,
  currency,
  className,
}: {
  cancellation: Pick<BookingCancellation, 'refundedCents'>;
  totalCents: number;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const refunded = cancellation.refundedCents;
  if (refunded === null || totalCents === 0) return null;
  return (
    <span className={cn('font-medium', refunded > 0 ? 'text-success' : 'text-muted', className)}>
      {refunded > 0
        ? t('cancellation.refunded', { amount: format.money(refunded, currency) })
        : t('cancellation.noRefund')}
    </span>
  );
}
