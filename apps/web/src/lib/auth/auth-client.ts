import { AuthClient } from '@supabase/auth-js';
import type { AppConfig } from '@orchim/shared/app-config';
import { blockFor, type LimitedAction } from '@/lib/rate-limiter';
import { AUTH_STORAGE_KEY } from './types';

/**
 * The @supabase/auth-js client against our own /auth/v1 (DESIGN: GoTrue protocol). It does not fit in
 * the first-load budget (about 22 KB gzipped), so this module is its own chunk, loaded when the page needs
 * it; lib/auth/load-auth-client.ts hands out the one client.
 */

/** The auth service's base URL; the configured API URL may or may not end with slashes. */
export function authUrl(apiUrl: string) {
  return `${apiUrl.replace(/\/+$/, '')}/auth/v1`;
}

/** Which limiter a refused call counts against (lib/rate-limiter.ts), by the endpoint it called. */
const LIMITED_PATHS: readonly [RegExp, LimitedAction][] = [
  [/\/token\?grant_type=password/, 'signIn'],
  [/\/signup(\?|$)/, 'signUp'],
  [/\/recover(\?|$)/, 'recover'],
];

function retryAfterMs(response: Response): number {
  const header = response.headers.get('retry-after');
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  const date = header ? Date.parse(header) : NaN;
  // Without a usable Retry-After, a minute: the server's window is 15 minutes, so sooner is pointless.
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : 60_000;
}

/**
 * auth-js reports a 429 as an error without its headers; this fetch reads Retry-After on the way and
 * blocks the matching limiter, so the form shows how long to wait (product §5).
 */
function rateLimitAwareFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status === 429) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const action = LIMITED_PATHS.find(([pattern]) => pattern.test(url))?.[1];
      if (action) blockFor(action, retryAfterMs(response));
    }
    return response;
  };
}

/** The access token of a password-recovery link in the address (…#access_token=…&type=recovery), if any. */
export function recoveryTokenIn(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('type') === 'recovery' ? params.get('access_token') : null;
}

export type LoadedAuthClient = {
  client: InstanceType<typeof AuthClient>;
  /**
   * The token of the recovery link the page was opened with: auth-js clears the address once it has
   * stored that session, and may report INITIAL_SESSION before PASSWORD_RECOVERY, so the provider
   * recognises the recovery session by its token.
   */
  recoveryToken: string | null;
};

export function createAuthClient(
  { apiUrl, anonKey }: AppConfig,
  { fetch: fetchImpl = (...args) => fetch(...args) }: { fetch?: typeof fetch } = {},
): LoadedAuthClient {
  // Read before the client exists: it takes the session out of the address as it starts.
  const recoveryToken = recoveryTokenIn(window.location.hash);
  const client = new AuthClient({
    url: authUrl(apiUrl),
    headers: { apikey: anonKey },
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
    fetch: rateLimitAwareFetch(fetchImpl),
  });
  return { client, recoveryToken };
}
