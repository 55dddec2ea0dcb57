import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AppConfig } from '@orchim/shared/app-config';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { StayDetail, StaySearchResult } from '@orchim/shared/stays';
import { freePort } from '../apps/server/test/helpers/pg-cluster';
import { startServerProcess, type ServerProcess } from '../apps/server/test/helpers/server-process';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD, signedInState, type Session } from './support/accounts';

/**
 * Issue 6: the realtime client reconnects after the server restarts. The shared e2e server cannot be
 * restarted, so this spec runs a server of its own (the built apps/server/dist/main.js, with its own data
 * folder and port, demo data seeded), stops it under a host's open /host/bookings, starts it again on the
 * same port and data, and checks that a booking made afterwards reaches the page.
 *
 * The page's realtime state is read from <html data-realtime="…" data-realtime-event="<last booking id>">,
 * which lib/realtime writes while a screen listens for booking events (the production build has no other
 * test hook).
 */

/** The built server, as playwright.config.ts starts the shared one, on a port it keeps across restarts. */
class OwnServer {
  private process: ServerProcess | null = null;

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get baseURL() {
    return `http://localhost:${this.port}`;
  }

  /** Starts it and resolves once it listens (after migrating and seeding a new database). */
  async start() {
    this.process = await startServerProcess({
      args: ['apps/server/dist/main.js'],
      env: {
        NODE_ENV: 'development',
        // Every interface, as the shared server: `localhost` may resolve to ::1 or 127.0.0.1.
        HOST: '0.0.0.0',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
    });
  }

  /** SIGTERM, as a deployment restarts it; resolves once the process has exited. */
  async stop() {
    const running = this.process;
    this.process = null;
    await running?.stop();
  }
}

/** Calls of the API of `server`, with its own anon key (its data folder has its own secrets). */
async function apiOf(server: OwnServer) {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const { anonKey } = (await (await api.get('/app-config.json')).json()) as AppConfig;
  const headers = (session?: Session) => ({
    apikey: anonKey,
    ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
  });
  const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    dispose: () => api.dispose(),
    signIn: async (email: string) =>
      ok<Session>(
        await api.post('/auth/v1/token?grant_type=password', {
          headers: headers(),
          data: { email, password: DEMO_PASSWORD },
        }),
        `sign-in as ${email}`,
      ),
    /** A published stay of host@example.com (Rivka Goldberg, the only Rivka among the demo hosts). */
    async stayOfDemoHost() {
      for (let page = 1; page <= 10; page += 1) {
        const result = await ok<StaySearchResult>(
          await api.get(`/rest/v1/stays?page=${page}`, { headers: headers() }),
          'stay search',
        );
        for (const stay of result.items) {
          const detail = await ok<StayDetail>(
            await api.get(`/rest/v1/stays/${stay.id}`, { headers: headers() }),
            'stay',
          );
          if (detail.host.firstName === 'Rivka') return detail;
        }
        if (!result.hasMore) break;
      }
      throw new Error('no stay of host@example.com in the demo data');
    },
    book: async (session: Session, stayId: string, checkIn: string) =>
      ok<{ id: string }>(
        await api.post('/rest/v1/bookings', {
          headers: headers(session),
          data: {
            kind: 'stay',
            stayId,
            checkIn,
            checkOut: addDays(checkIn, 3),
            firstName: 'Sarah',
            lastName: 'Cohen',
            phone: '+1 718 555 0142',
            numberOfGuests: 2,
            specialRequests: '',
          },
        }),
        'booking',
      ),
  };
}

let server: OwnServer;

test.beforeEach(async () => {
  server = new OwnServer(await freePort(), mkdtempSync(join(tmpdir(), 'orchim-e2e-realtime-')));
});
test.afterEach(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

test('the realtime client reconnects after the server restarts, and new bookings reach the host live @desktop', async ({
  page,
  browserErrors,
}) => {
  // Two starts of a server of its own (the first seeds the demo data: about 24 s on a quiet machine, 2 minutes
  // for the whole test beside a second worker and three busy loops), on a machine CI keeps busy.
  test.setTimeout(420_000);
  // While the server is down the browser logs the refused reconnections and any refused request; while it
  // stops, it answers 503 or drops a connection it was answering on (a page's code fetched then, such as the
  // toaster's, loads on a later try).
  browserErrors.allow(/WebSocket connection to .* failed/);
  browserErrors.allow(
    /Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)/,
  );
  browserErrors.allow(/Failed to load resource: the server responded with a status of 503/);
  await server.start();
  let api = await apiOf(server);
  const host = await api.signIn(DEMO.host);
  await api.dispose();
  await page
    .context()
    .addInitScript(
      (storage) => storage.forEach(({ name, value }) => localStorage.setItem(name, value)),
      signedInState(server.baseURL, host).origins[0]!.localStorage,
    );

  const root = page.locator('html');
  await page.goto(`${server.baseURL}/host/bookings`);
  await expect(root).toHaveAttribute('data-realtime', 'live', { timeout: 60_000 });

  await server.stop();
  await expect(root).toHaveAttribute('data-realtime', 'reconnecting', { timeout: 30_000 });

  await server.start();
  // The client retries after 1, 2, 5, then every 10 seconds.
  await expect(root).toHaveAttribute('data-realtime', 'live', { timeout: 60_000 });

  api = await apiOf(server);
  const guest = await api.signIn(DEMO.guest);
  const stay = await api.stayOfDemoHost();
  // Beyond the demo bookings' horizon (110 days), so the nights are free.
  const booking = await api.book(guest, stay.id, addDays(todayInNewYork(), 130));
  await api.dispose();
  await expect(root).toHaveAttribute('data-realtime-event', booking.id, { timeout: 30_000 });
  // What the host sees: the toast (its code loads now, from the restarted server).
  await expect(page.getByText('A new booking has just arrived.')).toBeVisible({ timeout: 30_000 });
  // Closed before afterEach stops the server, so nothing the page still fetches meets a stopping server.
  await page.close();
});
