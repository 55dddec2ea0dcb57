import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { StaySearchResult } from '@orchim/shared/stays';
import { createPgCluster, type PgCluster } from '../apps/server/test/helpers/pg-cluster';
import { startServerProcess, type ServerProcess } from '../apps/server/test/helpers/server-process';
import { expect, test } from './fixtures';
import { dirOf, LANGUAGE_STORAGE_KEY, t, type Language } from './support/i18n';

/**
 * Issue 8: while PostgreSQL is stopped the pages say product §8's general message and offer a retry; once it
 * is back the retry shows the listings, and the server was never restarted. The shared e2e server runs on
 * PGlite, which cannot go away, so this spec runs a server of its own (the built apps/server/dist/main.js,
 * demo data seeded) on a PostgreSQL cluster of its own (apps/server/test/helpers/pg-cluster.ts, which the
 * server suite's database-outage.pg.test.ts uses too), and stops and starts that cluster.
 */

let cluster: PgCluster;
let server: ServerProcess;
let dataDir: string;
let stay: { id: string; title: string };

// One cluster and one server for the file's tests, which take turns stopping the database.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await createPgCluster();
  dataDir = mkdtempSync(join(tmpdir(), 'orchim-e2e-outage-'));
  server = await startServerProcess({
    args: ['apps/server/dist/main.js'],
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: cluster.url(),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'error',
    },
  });
  const { anonKey } = (await (await fetch(`${server.baseUrl}/app-config.json`)).json()) as {
    anonKey: string;
  };
  const search = await fetch(`${server.baseUrl}/rest/v1/stays`, { headers: { apikey: anonKey } });
  stay = ((await search.json()) as StaySearchResult).items[0]!;
});

test.afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ browserErrors }) => {
  // The browser reports each refused request in the console.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 503/);
});

/** The site in `lng` on this spec's server (the language fixture only reaches the shared server's origin). */
async function visit(page: Page, lng: Language, path: string) {
  await page
    .context()
    .addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, lng] as const);
  await page.goto(`${server.baseUrl}${path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lng));
}

/** /stays with the database stopped, then retried once it is back. */
async function searchThroughOutage(page: Page, lng: Language) {
  await cluster.stop('fast');
  await visit(page, lng, '/stays');
  const main = page.getByRole('main');
  // The query retries twice before it gives up and shows the error.
  const failure = main.getByRole('alert').filter({ hasText: t(lng, 'stays:list.error.title') });
  await expect(failure).toContainText(t(lng, 'messages.general'));
  await expect(main.getByRole('article')).toHaveCount(0);

  await cluster.start();
  await failure.getByRole('button', { name: t(lng, 'results.retry') }).click();
  await expect(failure).toBeHidden();
  await expect(main.getByRole('article').first()).toBeVisible();
  return main;
}

test('a visitor meets the database outage on /stays and a stay page, and retries once it is back @desktop', async ({
  page,
}) => {
  const pid = server.pid;
  const main = await searchThroughOutage(page, 'en');
  // The card's link (the map and its list name the stay with its price too).
  await expect(main.getByRole('link', { name: stay.title, exact: true })).toBeVisible();

  // A stay's page: the screen's error with its own retry.
  await cluster.stop('immediate');
  await page.goto(`${server.baseUrl}/stays/${stay.id}`);
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(t('en', 'messages.screenError'));
  await expect(main).toContainText(t('en', 'messages.general'));
  await cluster.start();
  await main.getByRole('button', { name: t('en', 'bookings:detail.retry') }).click();
  await expect(heading).toHaveText(stay.title);

  expect(server.running).toBe(true);
  expect(server.pid).toBe(pid);
});

test('the outage in Hebrew: the translated message, right to left @desktop', async ({ page }) => {
  await searchThroughOutage(page, 'he');
  expect(server.running).toBe(true);
});
