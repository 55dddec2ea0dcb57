/**
 * Cancellation policies: how much of a booking's total its guest gets back, by how long before the
 * booking begins they cancel. The rules in words are in docs/product.md ("Cancellation policies"). No zod
 * here (decision 030): the listing and booking pages read these rules on their first load.
 *
 * A stay's host picks one of three for each stay. Meals and rides have one each, the same for every host.
 * A booking keeps the policy it was made under (the bookings row's `cancellation_policy`), so a host who
 * changes a stay's policy later changes nothing for guests who have booked already. A cancel by the host
 * or the admin always gives the whole total back.
 */

/** The policies a host chooses from for a stay, from the most to the least generous. */
export const STAY_CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type StayCancellationPolicy = (typeof STAY_CANCELLATION_POLICIES)[number];

/** Every policy a booking can be under: a stay's, and the one of every meal and of every ride. */
export const CANCELLATION_POLICIES = [...STAY_CANCELLATION_POLICIES, 'meal', 'ride'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** What a new stay starts with (and what stays made before policies existed were given). */
export const DEFAULT_STAY_CANCELLATION_POLICY: StayCancellationPolicy = 'flexible';

/** Until `hoursBefore` the booking begins, `percent` of the total comes back. */
export interface RefundTier {
  hoursBefore: number;
  percent: number;
}

const HOURS_PER_DAY = 24;

/**
 * Each policy's tiers, the most generous first. Later than the last tier, nothing comes back (the guest may
 * still cancel until the booking begins, so that the host knows not to wait for them).
 */
export const REFUND_TIERS: Record<CancellationPolicy, readonly RefundTier[]> = {
  // Full refund until 24 hours before check-in.
  flexible: [{ hoursBefore: HOURS_PER_DAY, percent: 100 }],
  // Full refund until 5 days before check-in, half until 24 hours before.
  moderate: [
    { hoursBefore: 5 * HOURS_PER_DAY, percent: 100 },
    { hoursBefore: HOURS_PER_DAY, percent: 50 },
  ],
  // Full refund until 14 days before check-in, half until 7 days before.
  strict: [
    { hoursBefore: 14 * HOURS_PER_DAY, percent: 100 },
    { hoursBefore: 7 * HOURS_PER_DAY, percent: 50 },
  ],
  // Full refund until 24 hours before the candle lighting that begins the meal's day.
  meal: [{ hoursBefore: HOURS_PER_DAY, percent: 100 }],
  // Full refund until 24 hours before pickup.
  ride: [{ hoursBefore: HOURS_PER_DAY, percent: 100 }],
};

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

export function isStayCancellationPolicy(value: unknown): value is StayCancellationPolicy {
  return typeof value === 'string' && (STAY_CANCELLATION_POLICIES as readonly string[]).includes(value);
}

/** A tier as an instant: cancelled before `until`, `percent` comes back. */
export interface RefundDeadline {
  until: Date;
  percent: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The policy's tiers for a booking that begins at `startsAt`, the earliest deadline first. */
export function refundDeadlines(policy: CancellationPolicy, startsAt: Date): RefundDeadline[] {
  return REFUND_TIERS[policy].map(({ hoursBefore, percent }) => ({
    until: new Date(startsAt.getTime() - hoursBefore * HOUR_MS),
    percent,
  }));
}

/**
 * The percent of the total a guest who cancels at `at` gets back: the first tier whose deadline is still
 * ahead (a cancel at the deadline itself is too late for it), else 0.
 */
export function refundPercent(policy: CancellationPolicy, startsAt: Date, at: Date): number {
  const tier = refundDeadlines(policy, startsAt).find(({ until }) => at.getTime() < until.getTime());
  return tier?.percent ?? 0;
}

/** `percent` of `totalCents`, rounded down to a whole cent: the guest is never promised a fraction. */
export function refundCents(totalCents: number, percent: number): number {
  return Math.floor((totalCents * percent) / 100);
}
