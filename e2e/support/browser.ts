import { accessSync, constants } from 'node:fs';

/**
 * The system Chromium and the flags it runs with here (no sandbox as root, no GPU, no background traffic).
 * playwright.config.ts uses these, and specs that need one more flag extend them.
 *
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the same engine as the
 * browser without the browser around it, as Playwright runs headless tests itself; the suite takes about
 * 0.7 of the time in it (docs/decisions/031-ci-machine-setup.md). Otherwise the browser, or CHROMIUM_PATH.
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find(isExecutable) || CHROMIUM_CANDIDATES[1]!;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export const chromiumLaunchOptions = (extraArgs: string[] = []) => ({
  executablePath: CHROMIUM_EXECUTABLE,
  args: [...CHROMIUM_ARGS, ...extraArgs],
});
