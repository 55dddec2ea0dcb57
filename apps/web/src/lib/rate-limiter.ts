import { AUTH_RATE_LIMIT } from '@orchim/shared/constants';

/**
 * The client-side authentication rate limiter of product §5: 5 attempts in a 15-minute window, then a wait
 * before each further attempt that doubles from 1 second up to 1 hour. It spares the server pointless
 * requests and tells the visitor how long to wait; the server enforces its own limit (429 with
 * Retry-After), which `blockFor` adopts so the forms show one countdown for both.
 *
 * The backoff stays in force until a whole window has passed without attempts (counted from the end of
 * the last wait), so the doubling really reaches the 1-hour cap instead of starting over each time the
 * oldest attempts leave the window. State lives in localStorage, so a reload or another tab does not
 * reset it; a sign-out keeps it too (see clearAppStorage).
 */
export const AUTH_RATE_LIMIT_STORAGE_KEY = 'orchim-auth-attempts';

/** Each form family counts on its own: signing in, signing up, asking for a recovery email. */
export type LimitedAction = 'signIn' | 'signUp' | 'recover';

interface ActionState {
  /** Times of the attempts inside the window. */
  attempts: number[];
  /** How many waits this streak has imposed; the next wait is backoffStartMs · 2^strikes. */
  strikes: number;
  blockedUntil: number;
}

type Stored = Partial<Record<LimitedAction, ActionState>>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isActionState(value: unknown): value is ActionState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    Array.isArray(state.attempts) &&
    state.attempts.every(isNumber) &&
    isNumber(state.strikes) &&
    isNumber(state.blockedUntil)
  );
}

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(AUTH_RATE_LIMIT_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function read(action: LimitedAction, now: number): ActionState {
  const stored = readAll()[action];
  if (!isActionState(stored)) return { attempts: [], strikes: 0, blockedUntil: 0 };
  const lastActivity = Math.max(stored.attempts.at(-1) ?? 0, stored.blockedUntil);
  // A whole quiet window ends the streak.
  if (now - lastActivity >= AUTH_RATE_LIMIT.windowMs) return { attempts: [], strikes: 0, blockedUntil: 0 };
  return { ...stored, attempts: stored.attempts.filter((time) => now - time < AUTH_RATE_LIMIT.windowMs) };
}

function write(action: LimitedAction, state: ActionState | null) {
  try {
    const all = readAll();
    if (state) all[action] = state;
    else delete all[action];
    window.localStorage.setItem(AUTH_RATE_LIMIT_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage unavailable (private mode, quota): the limit then lasts as long as the page.
  }
}

/** How long until `action` may be tried again: 0 when it may be tried now. */
export function waitTimeMs(action: LimitedAction, now = Date.now()): number {
  return Math.max(0, read(action, now).blockedUntil - now);
}

/** Notes an attempt, and returns the wait it imposes before the next one (0 while under the limit). */
export function recordAttempt(action: LimitedAction, now = Date.now()): number {
  const state = read(action, now);
  state.attempts.push(now);
  if (state.attempts.length >= AUTH_RATE_LIMIT.attempts || state.strikes > 0) {
    const wait = Math.min(AUTH_RATE_LIMIT.backoffStartMs * 2 ** state.strikes, AUTH_RATE_LIMIT.backoffMaxMs);
    state.strikes += 1;
    state.blockedUntil = Math.max(state.blockedUntil, now + wait);
  }
  write(action, state);
  return Math.max(0, state.blockedUntil - now);
}

/** The server refused with 429: wait as long as it asked (its Retry-After), or longer if already waiting. */
export function blockFor(action: LimitedAction, waitMs: number, now = Date.now()) {
  const state = read(action, now);
  state.blockedUntil = Math.max(state.blockedUntil, now + waitMs);
  write(action, state);
}

/** A successful sign-in or sign-up starts afresh. */
export function resetAttempts(action: LimitedAction) {
  write(action, null);
}
