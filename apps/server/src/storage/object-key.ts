/*
 * The one check every object store makes on a key. A file of its own, below the stores: object-store.ts
 * picks a store, so the stores importing it would make a circle.
 */

/** Segments of letters, digits, dot, dash and underscore; never empty, '.' or '..'. */
const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Keys are made by the server from validated names, but a key that could climb out of the store's
 * folder (`..`, an absolute path, a backslash) is refused here too, before any backend touches it.
 */
export function assertSafeKey(key: string): string[] {
  const segments = key.split('/');
  const safe =
    key.length > 0 &&
    key.length <= 1024 &&
    segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!safe) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  return segments;
}
