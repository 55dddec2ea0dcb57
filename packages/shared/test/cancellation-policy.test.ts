import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  isCancellationPolicy,
  isStayCancellationPolicy,
  refundCents,
  refundDeadlines,
  refundPercent,
  type CancellationPolicy,
} from '../src/cancellation-policy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 15:00 in New York on Tuesday 12 May 2026 (EDT).
const STARTS_AT = new Date('2026-05-12T19:00:00Z');
const before = (ms: number) => new Date(STARTS_AT.getTime() - ms);

describe('refundDeadlines', () => {
  it('puts each tier its hours before the booking begins, the earliest first', () => {
    const iso = (policy: CancellationPolicy) =>
      refundDeadlines(policy, STARTS_AT).map(({ until, percent }) => [until.toISOString(), percent]);
    expect(iso('flexible')).toEqual([['2026-05-11T19:00:00.000Z', 100]]);
    expect(iso('moderate')).toEqual([
      ['2026-05-07T19:00:00.000Z', 100],
      ['2026-05-11T19:00:00.000Z', 50],
    ]);
    expect(iso('strict')).toEqual([
      ['2026-04-28T19:00:00.000Z', 100],
      ['2026-05-05T19:00:00.000Z', 50],
    ]);
    expect(iso('meal')).toEqual([['2026-05-11T19:00:00.000Z', 100]]);
    expect(iso('ride')).toEqual([['2026-05-11T19:00:00.000Z', 100]]);
  });
});

describe('refundPercent, just before, at and just after each deadline', () => {
  // [policy, how long before the start, percent]
  const cases: [CancellationPolicy, number, number][] = [
    ['flexible', 30 * DAY, 100],
    ['flexible', DAY + 1, 100],
    ['flexible', DAY, 0],
    ['flexible', DAY - 1, 0],
    ['flexible', 0, 0],
    ['moderate', 5 * DAY + 1, 100],
    ['moderate', 5 * DAY, 50],
    ['moderate', 5 * DAY - 1, 50],
    ['moderate', DAY + 1, 50],
    ['moderate', DAY, 0],
    ['moderate', DAY - 1, 0],
    ['strict', 14 * DAY + 1, 100],
    ['strict', 14 * DAY, 50],
    ['strict', 14 * DAY - 1, 50],
    ['strict', 7 * DAY + 1, 50],
    ['strict', 7 * DAY, 0],
    ['strict', 7 * DAY - 1, 0],
    ['strict', DAY, 0],
    ['meal', DAY + 1, 100],
    ['meal', DAY, 0],
    ['meal', DAY - 1, 0],
    ['ride', DAY + 1, 100],
    ['ride', DAY, 0],
    ['ride', DAY - 1, 0],
  ];
  it.each(cases)('%s, %d ms before the start: %d%%', (policy, ms, percent) => {
    expect(refundPercent(policy, STARTS_AT, before(ms))).toBe(percent);
  });

  it('gives nothing once the booking has begun', () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(refundPercent(policy, STARTS_AT, STARTS_AT), policy).toBe(0);
      expect(refundPercent(policy, STARTS_AT, new Date(STARTS_AT.getTime() + DAY)), policy).toBe(0);
    }
  });
});

describe('refundCents', () => {
  it('rounds down to a whole cent', () => {
    expect(refundCents(705_00, 50)).toBe(352_50);
    expect(refundCents(100_01, 50)).toBe(50_00);
    expect(refundCents(1, 50)).toBe(0);
    expect(refundCents(333, 33)).toBe(109);
  });

  it('gives the whole total at 100% and nothing at 0%', () => {
    expect(refundCents(705_00, 100)).toBe(705_00);
    expect(refundCents(100_01, 100)).toBe(100_01);
    expect(refundCents(705_00, 0)).toBe(0);
    expect(refundCents(0, 50)).toBe(0);
  });
});

describe('the vocabularies', () => {
  it('tell a policy, and a stay’s policy, from anything else', () => {
    expect(CANCELLATION_POLICIES.every(isCancellationPolicy)).toBe(true);
    expect(['flexible', 'moderate', 'strict'].every(isStayCancellationPolicy)).toBe(true);
    expect(isStayCancellationPolicy('meal')).toBe(false);
    expect(isCancellationPolicy('lenient')).toBe(false);
    expect(isCancellationPolicy(null)).toBe(false);
  });
});
