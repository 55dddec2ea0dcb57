import type { AppConfig } from '@orchim/shared/app-config';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The shape of appConfigSchema (packages/shared) in a JSON body, checked without zod: this runs on the
 * first load, which the schema library does not fit in (app-config.test.ts checks the two agree).
 */
export function isAppConfig(value: unknown): value is AppConfig {
  return (
    isRecord(value) &&
    typeof value.apiUrl === 'string' &&
    isUrl(value.apiUrl.trim()) &&
    typeof value.anonKey === 'string' &&
    value.anonKey.length > 0 &&
    (value.payments === 'on_arrival' || value.payments === 'stripe') &&
    (value.mapTiles === undefined ||
      (isRecord(value.mapTiles) &&
        typeof value.mapTiles.url === 'string' &&
        typeof value.mapTiles.attribution === 'string'))
  );
}

let current: AppConfig | null = null;

export class ConfigError extends Error {}
export class ConfigNetworkError extends Error {}

/**
 * Reads the API base URL and anon key from the server (GET /app-config.json, preloaded by index.html).
 * A reply without them is a configuration error (product §5); no reply at all is a network error.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/app-config.json', { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ConfigNetworkError(String(error));
  }
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  if (!isAppConfig(body)) throw new ConfigError('The server gave no API URL, anon key or payment mode');
  current = {
    apiUrl: body.apiUrl.trim(),
    anonKey: body.anonKey,
    payments: body.payments,
    ...(body.mapTiles
      ? { mapTiles: { url: body.mapTiles.url, attribution: body.mapTiles.attribution } }
      : {}),
  };
  return current;
}

/** The loaded configuration; the app renders only after loadAppConfig succeeded. */
export function getAppConfig(): AppConfig {
  if (!current) throw new ConfigError('App configuration is not loaded');
  return current;
}

/**
 * How this server takes payment (docs/decisions/039-online-payment.md): 'stripe' sends the guest to Stripe
 * Checkout after booking, 'on_arrival' confirms at once. Read where a booking form or the host's bookings
 * are drawn: only for someone signed in, so in the browser once the config is loaded. Without a config
 * (the server's render of a public page never reaches them) it says what the embedded default does.
 */
export const paymentMode = (): AppConfig['payments'] => current?.payments ?? 'on_arrival';

/**
 * The map tiles this server names (MAP_STYLE_URL), or null: the maps then draw the street grid shipped with
 * the site (docs/decisions/041-map.md).
 */
export const mapTiles = (): NonNullable<AppConfig['mapTiles']> | null => current?.mapTiles ?? null;

/** For tests. */
export function setAppConfig(config: AppConfig | null) {
  current = config;
}
