import { LIMITS } from '@orchim/shared';

/**
 * How a review is signed: the first name and the initial of the last ("Sarah Cohen" → "Sarah C."), cut
 * when the review is written, so the full name is never stored with it nor sent to readers (decision
 * 022). One word stays as it is; no name at all signs "Guest". Migration 0013 cut the older rows the
 * same way.
 */
export function reviewAuthorName(fullName: unknown): string {
  const words = typeof fullName === 'string' ? fullName.trim().split(/\s+/u).filter(Boolean) : [];
  const [first, ...rest] = words;
  if (!first) return 'Guest';
  // Array.from: the first character, not half of a surrogate pair.
  const initial = Array.from(rest.at(-1) ?? '')[0]?.toLocaleUpperCase();
  return (initial ? `${first} ${initial}.` : first).slice(0, LIMITS.name);
}
