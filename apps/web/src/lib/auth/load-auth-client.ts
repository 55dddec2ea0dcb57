import { getAppConfig } from '@/lib/app-config';
import type * as AuthClientModule from './auth-client';
import type { LoadedAuthClient } from './auth-client';
import { AUTH_STORAGE_KEY } from './types';

/**
 * The one auth client of the page, loaded on demand: @supabase/auth-js is a chunk of its own (see
 * auth-client.ts), about 22 KB that a signed-out visitor does not need to read the site. It is fetched
 * from boot on when this browser may hold a session (preloadAuthClient in main.tsx), and otherwise only
 * once something needs it: a sign-in, a sign-up, a recovery request.
 * A failed chunk load is not remembered, so the next call tries again.
 */
let module: Promise<typeof AuthClientModule> | null = null;
let loaded: Promise<LoadedAuthClient> | null = null;

let needed = false;
let resolveNeeded = () => {};
const neededLater = new Promise<void>((resolve) => (resolveNeeded = resolve));
function markNeeded() {
  needed = true;
  resolveNeeded();
}

/**
 * Whether this page may start with a session: one is stored, or the address brings one (a confirmation
 * or recovery link: #access_token=…, or its #error=…). Without either, the visitor is signed out.
 */
export function sessionAtStart(): boolean {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    // Storage unavailable: auth-js could not have stored a session either.
  }
  return /[#&](access_token|error)=/.test(window.location.hash);
}

/** Whether the page needs the auth client now: it may start with a session, or something loaded it. */
export function authClientNeededNow(): boolean {
  return needed || sessionAtStart();
}

/** Resolves once the page needs the auth client: at once, or at the client's first load. */
export function authClientNeeded(): Promise<void> {
  return authClientNeededNow() ? Promise.resolve() : neededLater;
}

function importModule() {
  module ??= import('./auth-client').catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}

/**
 * Starts fetching the auth chunk without waiting for it (the run-time config may still be on its way),
 * when the page may start with a session.
 */
export function preloadAuthClient() {
  if (!sessionAtStart()) return;
  importModule().catch(() => {
    // Reported by loadAuthClient when something needs the client.
  });
}

/** The client with the run-time config (the app renders only once that is loaded). */
export function loadAuthClient(): Promise<LoadedAuthClient> {
  markNeeded();
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
  if (client) markNeeded();
  loaded = client ? Promise.resolve(client) : null;
}
