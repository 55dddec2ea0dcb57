import { newYorkDateTime } from '@orchim/shared/dates';

/**
 * The visit a guest is booking for (docs/product.md §12): set when they leave their plan for a suggestion,
 * so the booking made next lands back on the plan rather than on its own page. Kept for the tab only
 * (sessionStorage), for two hours, and only for a booking that falls inside the visit.
 */
const KEY = 'orchim.planningVisit';

const KEPT_MS = 2 * 60 * 60 * 1000;

type Planning = { id: string; from: string; to: string; at: number };

/** Remembers the visit (its id, first and last day) as the one being planned. */
export function startPlanning(visit: { id: string; from: string; to: string }) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...visit, at: Date.now() } satisfies Planning));
  } catch {
    // No storage: the booking opens its own page, as without a plan.
  }
}

function planning(): Planning | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, from, to, at } = value as Partial<Planning>;
    if (typeof id !== 'string' || typeof from !== 'string' || typeof to !== 'string') return null;
    if (typeof at !== 'number' || Date.now() - at > KEPT_MS) return null;
    return { id, from, to, at };
  } catch {
    return null;
  }
}

/** The visit being planned that a booking beginning at `startsAt` (an instant) belongs to, if any. */
export function planningVisitOf(startsAt: string): string | null {
  const visit = planning();
  if (!visit) return null;
  const { date } = newYorkDateTime(new Date(startsAt));
  return date >= visit.from && date <= visit.to ? visit.id : null;
}
