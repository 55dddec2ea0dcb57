/**
 * The production build as `npm start` serves it (node apps/server/dist/main.js after `npm run build`), on a
 * free port of 127.0.0.1 with a throwaway DATA_DIR, so the demo data is seeded fresh and nothing of ./data
 * is touched. The bench builds nothing itself. `startSite(root)` serves the build of another checkout
 * (its apps/server/dist/main.js, which serves its own apps/web/dist), e.g. a worktree of an older commit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The demo seed and PGlite's first start take a few seconds on a busy machine. */
const START_TIMEOUT_MS = 120_000;

/** Chromium's flags for the benches that drive it through Playwright (headless is Playwright's default). */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface RunningSite {
  origin: string;
  anonKey: string;
  stop: () => Promise<void>;
}

/** `root`: the checkout whose build is served, this one by default. */
export async function startSite(root = ROOT): Promise<RunningSite> {
  const MAIN = join(root, 'apps/server/dist/main.js');
  const INDEX = join(root, 'apps/web/dist/index.html');
  const missing = [MAIN, INDEX].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `${missing.join(' and ')} missing: run \`npm run build\` first (the bench builds nothing).`,
    );
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'orchim-bench-web-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
    const config = (await (await fetch(`${origin}/app-config.json`)).json()) as { anonKey: string };
    return { origin, anonKey: config.anonKey, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The five pages of issue 8, the detail pages being the first stay and meal the lists show. */
export async function publicPages(origin: string, anonKey: string) {
  const firstId = async (list: string) => {
    const response = await fetch(`${origin}/rest/v1/${list}`, { headers: { apikey: anonKey } });
    if (!response.ok) throw new Error(`GET /rest/v1/${list}: ${response.status}`);
    const body = (await response.json()) as { items: { id: string }[] };
    const id = body.items[0]?.id;
    if (!id) throw new Error(`GET /rest/v1/${list} listed nothing: is the demo data seeded?`);
    return id;
  };
  const [stay, meal] = await Promise.all([firstId('stays'), firstId('meals')]);
  return [
    { label: '/', path: '/' },
    { label: '/stays', path: '/stays' },
    { label: '/stays/{id}', path: `/stays/${stay}` },
    { label: '/meals', path: '/meals' },
    { label: '/meals/{id}', path: `/meals/${meal}` },
  ];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/health within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
