import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planningVisitOf, startPlanning } from './planning-visit';

/** The visit a guest is booking for (lib/planning-visit.ts): kept for the tab, two hours, inside its dates. */

const VISIT_ID = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const KEY = 'orchim.planningVisit';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the visit being planned', () => {
  it('is none before the guest leaves a plan for a suggestion', () => {
    expect(planningVisitOf('2027-04-13T20:00:00Z')).toBeNull();
  });

  it('names the visit for a booking that begins inside its dates, by New York’s date', () => {
    startPlanning({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14' });
    // The first day, from its start in New York (04:00 UTC in April).
    expect(planningVisitOf('2027-04-12T04:00:00Z')).toBe(VISIT_ID);
    expect(planningVisitOf('2027-04-13T20:00:00.000Z')).toBe(VISIT_ID);
    // Already April 15 in London, still the evening of April 14 in New York.
    expect(planningVisitOf('2027-04-15T03:30:00Z')).toBe(VISIT_ID);
  });

  it('names none for a booking outside its dates', () => {
    startPlanning({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14' });
    // April 11, 11:30 PM in New York.
    expect(planningVisitOf('2027-04-12T03:30:00Z')).toBeNull();
    // April 15, 12:30 AM in New York.
    expect(planningVisitOf('2027-04-15T04:30:00Z')).toBeNull();
    expect(planningVisitOf('2027-05-01T12:00:00Z')).toBeNull();
  });

  it('is forgotten two hours after leaving the plan', () => {
    startPlanning({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14' });
    vi.setSystemTime(new Date('2027-03-01T17:00:00Z'));
    expect(planningVisitOf('2027-04-13T20:00:00Z')).toBe(VISIT_ID);
    vi.setSystemTime(new Date('2027-03-01T17:00:01Z'));
    expect(planningVisitOf('2027-04-13T20:00:00Z')).toBeNull();
  });

  it('follows the latest plan left', () => {
    startPlanning({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14' });
    const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    startPlanning({ id: other, from: '2027-06-01', to: '2027-06-05' });
    expect(planningVisitOf('2027-04-13T20:00:00Z')).toBeNull();
    expect(planningVisitOf('2027-06-03T20:00:00Z')).toBe(other);
  });

  it('names none when what is kept is not a plan', () => {
    const at = Date.now();
    for (const kept of [
      '{not json',
      'null',
      '"6f1e2d3c"',
      '42',
      JSON.stringify({ from: '2027-04-12', to: '2027-04-14', at }),
      JSON.stringify({ id: VISIT_ID, from: 20_270_412, to: '2027-04-14', at }),
      JSON.stringify({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14' }),
      JSON.stringify({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14', at: String(at) }),
    ]) {
      sessionStorage.setItem(KEY, kept);
      expect(planningVisitOf('2027-04-13T20:00:00Z'), kept).toBeNull();
    }
    sessionStorage.setItem(KEY, JSON.stringify({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14', at }));
    expect(planningVisitOf('2027-04-13T20:00:00Z')).toBe(VISIT_ID);
  });

  it('is none, without failing, when the tab keeps no storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => startPlanning({ id: VISIT_ID, from: '2027-04-12', to: '2027-04-14' })).not.toThrow();
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(planningVisitOf('2027-04-13T20:00:00Z')).toBeNull();
  });
});
