/**
 * The system Chromium and the flags it runs with here (no sandbox as root, no GPU, no background traffic).
 * playwright.config.ts uses these, and specs that need one more flag extend them.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
