/** Business constants from product §9. One place, used by browser and server. */

const MINUTE = 60_000;

export const SESSION = {
  idleTimeoutMs: 30 * MINUTE,
  activityCheckMs: 60_000,
  autoRefreshTickMs: 30_000,
  autoRefreshThresholdTicks: 3,
} as const;

/**
 * Product §9's auth limit. The server holds each account and client address pair to it (sign-in failures,
 * sign-ups, recovery mails); the browser's limiter backs off by it.
 */
export const AUTH_RATE_LIMIT = {
  attempts: 5,
  windowMs: 15 * MINUTE,
  backoffStartMs: 1_000,
  backoffMaxMs: 60 * MINUTE,
} as const;

/**
 * The server's wider auth bound, per client address across accounts and per account across addresses.
 * Held to AUTH_RATE_LIMIT's 5, a stranger could lock an account for its owner from anywhere, and one
 * guest could lock every account behind a shared address (a hotel, a yeshiva, a phone network). This
 * higher bound still slows a guesser who spreads over accounts or addresses, without locking the owner out.
 */
export const AUTH_RATE_LIMIT_PER_ACCOUNT_OR_ADDRESS = { attempts: 20, windowMs: 15 * MINUTE } as const;

export const CONTACT_RATE_LIMIT = { attempts: 3, windowMs: 60 * MINUTE } as const;

export const SEARCH_RATE_LIMIT = { attempts: 50, windowMs: MINUTE, blockMs: 5 * MINUTE } as const;

export const UPLOADS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 10,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  extensions: ['jpeg', 'jpg', 'png', 'webp'] as const,
} as const;

export const LIMITS = {
  name: 50,
  email: 100,
  subject: 100,
  message: 1000,
  passwordMin: 6,
  passwordMax: 128,
} as const;

export const QUERY = { retries: 2, staleTimeMs: 5 * MINUTE, mutationRetries: 1 } as const;

export const REALTIME = {
  eventsPerSecond: 10,
  heartbeatMs: 25_000,
  timeoutMs: 10_000,
  reconnectBackoffMs: [1_000, 2_000, 5_000, 10_000] as const,
} as const;

export const LANGUAGES = ['en', 'fr', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['he'];
export const LANGUAGE_STORAGE_KEY = 'orchim-language';

/** Crown Heights, for zmanim and walking distances. */
export const CROWN_HEIGHTS = {
  name: 'Crown Heights, Brooklyn',
  latitude: 40.6694,
  longitude: -73.9422,
  elevationMeters: 27,
  timeZone: 'America/New_York',
  /** 770 Eastern Parkway */
  seven70: { latitude: 40.66929, longitude: -73.94251 },
} as const;
