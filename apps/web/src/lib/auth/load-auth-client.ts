import { getAppConfig } from '@/lib/app-config';
import type * as AuthClientModule from './auth-client';
import type { LoadedAuthClient } from './auth-client';

/**
 * The one auth client of the page, loaded on demand: @supabase/auth-js is a chunk of its own (see
 * auth-client.ts), fetched from boot on (preloadAuthClient in main.tsx) in parallel with the first page.
 * A failed chunk load is not remembered, so the next call tries again.
 */
let module: Promise<typeof AuthClientModule> | null = null;
let loaded: Promise<LoadedAuthClient> | null = null;

function importModule() {
  module ??= import('./auth-client').catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}

/** Starts fetching the auth chunk without waiting for it (the run-time config may still be on its way). */
export function preloadAuthClient() {
  importModule().catch(() => {
    // Reported by loadAuthClient when something needs the client.
  });
}

/** The client with the run-time config (the app renders only once that is loaded). */
export function loadAuthClient(): Promise<LoadedAuthClient> {
  loaded ??= importModule().then(
    ({ createAuthClient }) => createAuthClient(getAppConfig()),
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

export async function getAuthClient() {
  return (await loadAuthClient()).client;
}

/** For tests: a client of their own (createAuthClient with a fake fetch), or null to start over. */
export function setAuthClientForTests(client: LoadedAuthClient | null) {
  loaded = client ? Promise.resolve(client) : null;
}
