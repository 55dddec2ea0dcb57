/**
 * The admin area's query keys. The access token is not part of them (it changes on every refresh while
 * the data does not; the cache is cleared when the session ends, lib/auth/auth-provider.tsx).
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  hosts: ['admin', 'hosts'] as const,
  listings: ['admin', 'listings'] as const,
  bookings: ['admin', 'bookings'] as const,
  /** One booking whole (every id: a cancel makes them stale). */
  bookingDetails: ['admin', 'booking'] as const,
  reviews: ['admin', 'reviews'] as const,
  /** Reported messages of conversations. */
  reports: ['admin', 'reports'] as const,
  users: ['admin', 'users'] as const,
  /** One account's details (every id: a change to any user makes them stale). */
  userDetails: ['admin', 'user'] as const,
  messages: ['admin', 'messages'] as const,
  audit: ['admin', 'audit'] as const,
};

/** `?a=1&b=2` of the parameters that are set, or '' (a list's query, in a fixed order). */
export function adminSearch(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
