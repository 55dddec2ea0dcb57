import { describe, expect, it } from 'vitest';
import { todayInNewYork } from '../src/dates';

describe('todayInNewYork', () => {
  it('turns the date at midnight in New York, in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(todayInNewYork(new Date('2026-01-15T04:59:59Z'))).toBe('2026-01-14');
    expect(todayInNewYork(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(todayInNewYork(new Date('2026-07-15T03:59:59Z'))).toBe('2026-07-14');
    expect(todayInNewYork(new Date('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
  });

  it('answers for the moment asked, whatever was asked before (it keeps one hour’s answer)', () => {
    const moments = [
      ['2026-03-01T23:30:00Z', '2026-03-01'],
      ['2026-03-01T23:59:00Z', '2026-03-01'],
      ['2026-03-02T04:30:00Z', '2026-03-01'],
      ['2026-03-02T05:10:00Z', '2026-03-02'],
      ['2026-03-02T04:59:00Z', '2026-03-01'],
      ['2026-03-02T05:00:00Z', '2026-03-02'],
    ] as const;
    for (const [at, date] of moments) expect(todayInNewYork(new Date(at))).toBe(date);
  });
});
