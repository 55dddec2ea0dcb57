/**
 * The host area's query keys. The access token is not part of them (it changes on every refresh while
 * the data does not; the cache is cleared when the session ends, lib/auth/auth-provider.tsx).
 */
export const hostKeys = {
  /** Everything of the host area: what a booking event makes stale. */
  all: ['host'] as const,
  /** The host's listings of every kind (publishing, deleting and the listing forms change them). */
  listings: ['host', 'listings'] as const,
  /** Every page and filter of the host's bookings. */
  bookings: ['host', 'bookings'] as const,
  /** Every filter of the reviews of the host's listings (a reply changes them). */
  reviews: ['host', 'reviews'] as const,
  /** The means of payment the host accepts on arrival (docs/decisions/039-online-payment.md). */
  paymentMeans: ['host', 'paymentMeans'] as const,
};
