#!/usr/bin/env node
// Fails early, with a way out, when there is no Chromium for the end-to-end tests.
// Playwright never downloads browsers here: it drives the system Chromium (playwright.config.ts).
import { accessSync, constants, statSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const fromEnv = process.env.CHROMIUM_PATH;
const path = fromEnv || DEFAULT_PATH;

function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutableFile(path)) {
  console.log(`check-chromium: using ${path}${fromEnv ? ' (CHROMIUM_PATH)' : ''}`);
  process.exit(0);
}

const where = fromEnv
  ? `CHROMIUM_PATH=${fromEnv} is not an executable file.`
  : `No Chromium at ${DEFAULT_PATH}.`;
console.error(`check-chromium: ${where}

The end-to-end tests run in a headless Chromium installed on this machine (browsers are not downloaded).
Either install it:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary you already have, for example:
  CHROMIUM_PATH=/usr/bin/google-chrome npm test
`);
process.exit(1);
