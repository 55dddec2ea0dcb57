import type { HostStay } from '@orchim/shared/host';

/** What every step screen is given by the form. */
export type StepProps = {
  /** The stay as saved; null before the first step creates the draft. */
  stay: HostStay | null;
  /** Whether the heading takes focus (after a move between steps, not on the page's first load). */
  focusOnMount: boolean;
  /** The step was saved: the server's answer. */
  onSaved: (stay: HostStay) => void;
  /** Goes to the previous step; null on the first. */
  onBack: (() => void) | null;
};

/** A step that needs its stay (every step after the first). */
export type SavedStepProps = Omit<StepProps, 'stay'> & { stay: HostStay };
