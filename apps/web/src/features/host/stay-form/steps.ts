import type { HostStay, ListingGap } from '@orchim/shared/host';
import { STAY_FORM_STEPS, type StayFormStep } from '@orchim/shared/stay-catalogue';

/** The form's screens: its steps, then the review where the stay is published. */
export type FormScreen = StayFormStep | 'review';

export const isStep = (value: string | null): value is StayFormStep =>
  (STAY_FORM_STEPS as readonly (string | null)[]).includes(value);

/** The screen after a step: the next step, or the review after the last. */
export function nextScreen(step: StayFormStep): FormScreen {
  const index = STAY_FORM_STEPS.indexOf(step);
  return STAY_FORM_STEPS[index + 1] ?? 'review';
}

/** The screen before: the previous step (none before the first). */
export function previousScreen(screen: FormScreen): StayFormStep | null {
  if (screen === 'review') return STAY_FORM_STEPS[STAY_FORM_STEPS.length - 1] ?? null;
  return STAY_FORM_STEPS[STAY_FORM_STEPS.indexOf(screen) - 1] ?? null;
}

/**
 * The screen a stay opens on without ?step=: a new stay's first step; a stay being prepared, the first
 * step it has not saved; one with every step saved, the review.
 */
export function openingScreen(stay: HostStay | null, asked: string | null): FormScreen {
  if (!stay) return 'basics';
  if (asked === 'review' || isStep(asked)) return asked;
  return STAY_FORM_STEPS.find((step) => !stay.setupSteps.includes(step)) ?? 'review';
}

/**
 * The screens a host may jump to from the step list: the saved steps, the first unsaved one (where the
 * host left off) and, once the draft exists, the review.
 */
export function reachableSteps(stay: HostStay | null): Set<FormScreen> {
  if (!stay) return new Set(['basics']);
  const reachable = new Set<FormScreen>(stay.setupSteps);
  const next = STAY_FORM_STEPS.find((step) => !stay.setupSteps.includes(step));
  if (next) reachable.add(next);
  reachable.add('review');
  return reachable;
}

/** The step where a gap of a listing is filled (the host's approval is not a step). */
export const GAP_STEPS: Record<ListingGap, StayFormStep | null> = {
  approval: null,
  basics: 'basics',
  location: 'location',
  rooms: 'rooms',
  pricing: 'pricing',
  photo: 'photos',
  details: 'basics',
};

/**
 * The history state of a move between steps (and of the redirect after creating the draft): the next
 * screen's heading takes focus, which it does not on the page's first load.
 */
export type StepLinkState = { stepFocus?: boolean };
export const STEP_LINK_STATE: StepLinkState = { stepFocus: true };
