import type { APIRequestContext } from '@playwright/test';
import type { AppConfig } from '@orchim/shared/app-config';

/**
 * Calls the API as the web app does: the anon key from /app-config.json in the `apikey` header. Specs use
 * it to read the data a page should show, so they compare the screen with the server and not with a copy.
 */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const configResponse = await request.get('/app-config.json');
  if (!configResponse.ok()) throw new Error(`/app-config.json answered ${configResponse.status()}`);
  const { anonKey } = (await configResponse.json()) as AppConfig;
  const response = await request.get(path, { headers: { apikey: anonKey, accept: 'application/json' } });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}
