import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';

/**
 * End-to-end tests: the built server (`npm run build` first) on a free port with a brand-new embedded
 * database, driven through the system Chromium (browsers are never downloaded here). A second instance of
 * the same build takes payment online, against a fake Stripe of its own (pay-online.spec.ts).
 *
 * The config is evaluated by the runner and again by every worker process. The runner picks the port and
 * the data directory once and passes them down through the environment, so all processes agree.
 */
const isCI = !!process.env.CI;

function freePort(): number {
  // Synchronous on purpose: the config must know its port before the runner reads `webServer`.
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** A data directory of its own for one server, removed when the runner exits (after the servers stop). */
function freshDataDir(variable: string) {
  if (process.env[variable]) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'orchim-e2e-'));
  process.env[variable] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
freshDataDir('E2E_DATA_DIR');
// A second server of the same build that takes payment online through Stripe, and the fake Stripe it
// talks to (docs/decisions/039-online-payment.md, "Tests without the internet"): pay-online.spec.ts.
if (!process.env.E2E_STRIPE_PORT) process.env.E2E_STRIPE_PORT = String(freePort());
if (!process.env.E2E_FAKE_STRIPE_PORT) process.env.E2E_FAKE_STRIPE_PORT = String(freePort());
freshDataDir('E2E_STRIPE_DATA_DIR');

const port = Number(process.env.E2E_PORT);
// localhost is a secure context, so the HTTPS guard stays quiet (guards.spec.ts visits another host name).
const baseURL = `http://localhost:${port}`;
const stripePort = Number(process.env.E2E_STRIPE_PORT);
const fakeStripePort = Number(process.env.E2E_FAKE_STRIPE_PORT);
/** Test secrets shared by the Stripe server and the fake Stripe, which signs its webhooks with it. */
const STRIPE_WEBHOOK_SECRET = 'whsec_test_fake';

/** The built server, as every instance runs it (the rest of the environment passes through). */
const SERVER_COMMAND = 'node apps/server/dist/main.js';
const serverEnv = (serverPort: number, dataDir: string) => ({
  PORT: String(serverPort),
  DATA_DIR: dataDir,
  // Always the embedded database, even when the shell exports DATABASE_URL (empty means unset there).
  DATABASE_URL: '',
  // Every connection comes from 127.0.0.1; trusting X-Forwarded-For from loopback lets a spec play
  // several visitors (contact-us.spec.ts: the contact limit counts per sender address and email).
  TRUST_PROXY: 'loopback',
});
const serverOptions = {
  reuseExistingServer: !isCI,
  // The first start creates, migrates and seeds the database.
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
} as const;

const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  launchOptions: chromiumLaunchOptions(),
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // Flaky tests are fixed, not retried.
  retries: 0,
  // Three on the machine's two cores: while a test waits (for the server, the network, a timer), the others
  // keep the cores busy. Two left them idle 18% of the time: the suite took 5.9 min rather than 5.0
  // (docs/decisions/027-test-loop-on-two-cores.md).
  workers: 3,
  timeout: 60_000,
  // Generous for a busy 2-core machine; a missing element still fails, only later.
  expect: { timeout: 10_000 },
  // Under CI also a JSON report, from which .ci/run's summary prints the failures (scripts/e2e-failures.mjs).
  reporter: isCI
    ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    ...chromium,
    baseURL,
    // Recording a trace costs about a fifth of the suite's time on two cores; when a test fails, run it
    // again with `--trace retain-on-failure` and open the trace (README, Test).
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
      // Tests tagged for one width run in that project alone: a journey runs once, in English at desktop
      // width and in Hebrew and French at phone width (e2e/support/widths.ts).
      grepInvert: /@desktop/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
      grepInvert: /@phone/,
    },
  ],
  // The rest of the environment passes through: WEB_DIST=<copy of apps/web/dist> pins the build under test
  // while someone else rebuilds the tree.
  webServer: [
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${port}/health`,
      env: serverEnv(port, process.env.E2E_DATA_DIR!),
      ...serverOptions,
    },
    // The fake Stripe: its API for the server, and a stand-in for Checkout's hosted page with "Pay" and
    // "Cancel and go back", which sends the signed webhook to the Stripe server and the browser back.
    {
      command: 'npx tsx apps/server/test/stripe/fake-stripe-cli.ts',
      url: `http://127.0.0.1:${fakeStripePort}/_test/health`,
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${stripePort}/functions/v1/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
      ...serverOptions,
      timeout: 60_000,
    },
    // The same build taking payment online: its own port, database and origin (Stripe's success and
    // cancel URLs come back to it), the Stripe SDK pointed at the fake.
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${stripePort}/health`,
      env: {
        ...serverEnv(stripePort, process.env.E2E_STRIPE_DATA_DIR!),
        PUBLIC_URL: `http://localhost:${stripePort}`,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
      },
      ...serverOptions,
    },
  ],
});
