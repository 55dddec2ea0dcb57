import { useCallback, useEffect, useState } from 'react';
import { SEARCH_RATE_LIMIT } from '@orchim/shared/constants';
import { useBrowserValue } from './use-hydrated';

/**
 * The server's search limit (product §9: 50 searches a minute, then 5 minutes blocked) as the browser keeps
 * it: after a 429 no search request is sent until the Retry-After has passed, whatever the visitor
 * changes meanwhile. One block for every list (stays, meals, rides, Ohel listings): the server counts
 * the searches of all of them per client. Kept in sessionStorage, so reloading the tab does not knock on
 * the server again; sessionStorage rather than localStorage because a sign-out clears the latter
 * (app-storage.ts).
 */
export const SEARCH_BLOCK_STORAGE_KEY = 'orchim-search-blocked-until';

function readBlockedUntil(): number {
  try {
    const value = Number(window.sessionStorage.getItem(SEARCH_BLOCK_STORAGE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

let memoryBlockedUntil = 0;

/** How long until searching is allowed again: 0 when it is. */
export function searchWaitMs(now = Date.now()): number {
  return Math.max(0, Math.max(memoryBlockedUntil, readBlockedUntil()) - now);
}

/** The server said 429: hold searches back for `waitMs` (its Retry-After; product §9's block without one). */
export function blockSearches(waitMs: number = SEARCH_RATE_LIMIT.blockMs, now = Date.now()) {
  memoryBlockedUntil = Math.max(memoryBlockedUntil, now + waitMs);
  try {
    window.sessionStorage.setItem(SEARCH_BLOCK_STORAGE_KEY, String(memoryBlockedUntil));
  } catch {
    // Storage unavailable: the block then lasts as long as the page.
  }
}

const isSearchBlocked = () => searchWaitMs() > 0;

/** Tests start afresh. */
export function clearSearchBlock() {
  memoryBlockedUntil = 0;
  try {
    window.sessionStorage.removeItem(SEARCH_BLOCK_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The wait left, ticking down every second while there is one, and the call that starts one. A page the
 * server drew with results shows them until the app has taken over (the tab's storage is the browser's).
 */
export function useSearchBlock() {
  const [storedWaitMs, setWaitMs] = useState(() => searchWaitMs());
  // A list page renders its results' PageParts: with no block stored (nearly always) it must not render
  // again once hydrated, which useHydrated would make it do.
  const blockStored = useBrowserValue(isSearchBlocked, false);
  const waitMs = blockStored ? storedWaitMs : 0;
  const blocked = waitMs > 0;

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setInterval(() => setWaitMs(searchWaitMs()), 1000);
    return () => window.clearInterval(timer);
  }, [blocked]);

  const block = useCallback((ms?: number) => {
    blockSearches(ms);
    setWaitMs(searchWaitMs());
  }, []);

  return { waitMs, blocked, block };
}
