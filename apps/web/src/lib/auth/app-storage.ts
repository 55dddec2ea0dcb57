import { LANGUAGE_STORAGE_KEY } from '@orchim/shared/constants';
import { AUTH_RATE_LIMIT_STORAGE_KEY } from '@/lib/rate-limiter';

/**
 * Kept when a sign-out clears the app's storage (product §4): the language is the visitor's choice, not the
 * account's, and the rate limiter would be pointless if signing out reset it.
 */
export const KEPT_ON_SIGN_OUT = [LANGUAGE_STORAGE_KEY, AUTH_RATE_LIMIT_STORAGE_KEY] as const;

/** Removes everything the app keeps in localStorage except KEPT_ON_SIGN_OUT. */
export function clearAppStorage(storage: Storage = window.localStorage) {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key !== null && !(KEPT_ON_SIGN_OUT as readonly string[]).includes(key)) storage.removeItem(key);
    }
  } catch {
    // Storage unavailable: there is nothing of ours in it either.
  }
}
