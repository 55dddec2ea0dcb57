import { SESSION } from '@orchim/shared/constants';

/**
 * The idle timeout of product §4 and §9: a signed-in visitor with no mouse, keyboard, scroll or touch
 * activity for 30 minutes is signed out; activity is checked every 60 seconds.
 *
 * Activity is shared across tabs: the last time is kept in localStorage (written at most every
 * WRITE_EVERY_MS, since mousemove fires constantly), and the `storage` event tells the other tabs at
 * once; each check also reads the stored time, in case an event was missed. So reading in one tab keeps
 * a second, untouched tab signed in, and a laptop closed for an hour ends the session on the first
 * check after it wakes up.
 */
export const LAST_ACTIVITY_STORAGE_KEY = 'orchim-last-activity';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

export const WRITE_EVERY_MS = 10_000;

export function readLastActivity(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Records activity now: also called when a session starts by the visitor's own action (signing in). */
export function markActivity(now = Date.now()) {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(now));
  } catch {
    // Without storage the timer still works for this tab, from its own listeners.
  }
}

type IdleTimerOptions = {
  /** Called once, when the visitor has been idle for `timeoutMs`; the timer has stopped by then. */
  onTimeout: () => void;
  timeoutMs?: number;
  checkEveryMs?: number;
};

/** Starts watching for activity; returns the function that stops it. */
export function startIdleTimer({
  onTimeout,
  timeoutMs = SESSION.idleTimeoutMs,
  checkEveryMs = SESSION.activityCheckMs,
}: IdleTimerOptions): () => void {
  let last = readLastActivity() ?? Date.now();
  let written = 0;
  let stopped = false;

  const record = () => {
    last = Date.now();
    if (last - written >= WRITE_EVERY_MS) {
      markActivity(last);
      written = last;
    }
  };
  const adoptStored = (value: number | null) => {
    if (value !== null && value > last) last = value;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_STORAGE_KEY) adoptStored(Number(event.newValue) || null);
  };
  const check = () => {
    adoptStored(readLastActivity());
    if (Date.now() - last < timeoutMs) return;
    stop();
    onTimeout();
  };
  // Background tabs run timers late; coming back to one is the moment to check.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };

  // Capture, so scrolling inside any element counts; passive, so listening never delays the page.
  const listenerOptions = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, listenerOptions);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  const interval = window.setInterval(check, checkEveryMs);

  function stop() {
    if (stopped) return;
    stopped = true;
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, listenerOptions);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(interval);
  }

  if (readLastActivity() === null) markActivity(last);
  check();
  return stop;
}
