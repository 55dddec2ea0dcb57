#!/usr/bin/env node
// Fails early, with a way out, when there is no Chromium for the end-to-end tests.
// Playwright never downloads browsers here: it drives the system Chromium (playwright.config.ts).
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';

// The same choice as e2e/support/browser.ts: the headless shell when installed, else the browser.
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const fromEnv = process.env.CHROMIUM_PATH;

function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * .ci/run installs the system packages in the background while npm ci and the first suites run, and names
 * a file that receives apt-get's exit status when it ends: wait for it before looking for Chromium.
 */
async function waitForInstall(statusFile) {
  const started = Date.now();
  if (!existsSync(statusFile)) {
    console.log(`check-chromium: waiting for the package install started by .ci/run (${statusFile})`);
  }
  while (!existsSync(statusFile)) {
    if (Date.now() - started > INSTALL_WAIT_MS) {
      console.error(
        `check-chromium: the package install did not end within ${INSTALL_WAIT_MS / 60_000} minutes`,
      );
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const status = readFileSync(statusFile, 'utf8').trim();
  const waited = Math.round((Date.now() - started) / 1000);
  if (status !== '0') {
    console.error(`check-chromium: the package install failed (exit ${status}); .ci/run prints its log`);
    process.exit(1);
  }
  console.log(
    `check-chromium: the package install had ended${waited ? `, after ${waited} s of waiting` : ''}`,
  );
}

const INSTALL_WAIT_MS = 30 * 60_000;
const installStatus = process.env.CHROMIUM_INSTALL_STATUS;
// Always waited for: Chromium's files land before the install has finished setting them up.
if (installStatus) await waitForInstall(installStatus);

const path = fromEnv || CANDIDATES.find(isExecutableFile);
if (path && isExecutableFile(path)) {
  console.log(`check-chromium: using ${path}${fromEnv ? ' (CHROMIUM_PATH)' : ''}`);
  process.exit(0);
}

const where = fromEnv
  ? `CHROMIUM_PATH=${fromEnv} is not an executable file.`
  : `No Chromium at ${CANDIDATES.join(' or ')}.`;
console.error(`check-chromium: ${where}

The end-to-end tests run in a headless Chromium installed on this machine (browsers are not downloaded).
Either install it:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell
  (the package chromium, the whole browser, works too, more slowly)
or point CHROMIUM_PATH at a Chromium or Chrome binary you already have, for example:
  CHROMIUM_PATH=/usr/bin/google-chrome npm test
`);
process.exit(1);
