import { appConfigSchema, type AppConfig } from '@orchim/shared';

let current: AppConfig | null = null;

export class ConfigError extends Error {}
export class ConfigNetworkError extends Error {}

/**
 * Reads the API base URL and anon key from the server (GET /app-config.json, preloaded by index.html).
 * A reply without them is a configuration error (SPEC §5); no reply at all is a network error.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/app-config.json', { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ConfigNetworkError(String(error));
  }
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) throw new ConfigError('The server gave no API URL or anon key');
  current = parsed.data;
  return current;
}

/** The loaded configuration; the app renders only after loadAppConfig succeeded. */
export function getAppConfig(): AppConfig {
  if (!current) throw new ConfigError('App configuration is not loaded');
  return current;
}

/** For tests. */
export function setAppConfig(config: AppConfig | null) {
  current = config;
}
