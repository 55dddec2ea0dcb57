import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/browser';

/**
 * End-to-end tests: the built server (`npm run build` first) on a free port with a brand-new embedded
 * database, driven through the system Chromium (browsers are never downloaded here).
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

if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'orchim-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Runs in the runner after the web server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
// localhost is a secure context, so the HTTPS guard stays quiet (guards.spec.ts visits another host name).
const baseURL = `http://localhost:${port}`;

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
  // The machine has two cores.
  workers: 2,
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
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/health`,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Always the embedded database, even when the shell exports DATABASE_URL (empty means unset there).
      DATABASE_URL: '',
      // Every connection comes from 127.0.0.1; trusting X-Forwarded-For from loopback lets a spec play
      // several visitors (contact-us.spec.ts: the contact limit counts per sender address and email).
      TRUST_PROXY: 'loopback',
    },
    reuseExistingServer: !isCI,
    // The first start creates, migrates and seeds the database.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
