/**
 * First-load JavaScript (issue 21): the JavaScript a browser fetches on a cold first visit of each of the
 * five public pages of the production build, counted until the network is idle (the entry, the route's
 * chunks, and whatever the app asks for after the page has loaded), gzipped. Not a test: it prints each
 * page's files and, with `--write`, records the figures in docs/benchmarks.md ("First-load JavaScript (until
 * network idle)"). Run `npm run build` first; `--root <dir>` measures the build of another checkout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { machine } from '../api/report';
import { recordSection } from './report';
import { CHROME_FLAGS, publicPages, startSite } from './server';

const SECTION = 'First-load JavaScript (until network idle)';
/** Issue 21: gzipped JavaScript on the first load of `/`, everything fetched until the network is idle. */
const BUDGET_KB = 150;
/** After Playwright's network idle (no request for 500 ms), how long to wait for a late script. */
const SETTLE_MS = 1_500;
/** Network-idle rounds before giving up on a page that keeps fetching scripts. */
const MAX_ROUNDS = 5;
/** A phone, as the page-speed bench's mobile run. */
const VIEWPORT = { width: 390, height: 844 };
const OWN_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const USAGE = `npm run bench:js -- [options]
  --root DIR    measure the build of the checkout in DIR (its apps/server/dist/main.js and apps/web/dist),
                e.g. a git worktree of an older commit; the default is this checkout
  --page PATH   only this page: /, /stays, /stays/{id}, /meals or /meals/{id} (repeatable)
  --write       record the figures in docs/benchmarks.md ("${SECTION}"); without it the bench only prints`;

const { values: args } = parseArgs({
  options: {
    root: { type: 'string' },
    page: { type: 'string', multiple: true },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const root = args.root ? resolve(args.root) : OWN_ROOT;
// The record is of this checkout's build and of the five pages: anything else only prints.
if (args.write && args.page?.length) throw new Error('--write records all five pages: leave out --page');
if (args.write && resolve(root) !== resolve(OWN_ROOT))
  throw new Error("--write records this checkout's build: leave out --root");
const dist = join(root, 'apps/web/dist');

interface Script {
  path: string;
  gzip: number;
  /** Bytes of the response body as sent (brotli for Chromium), or null when Chromium did not report it. */
  transfer: number | null;
}
interface PageFigures {
  label: string;
  scripts: Script[];
  gzip: number;
  transfer: number;
}

const gzipSizes = new Map<string, number>();
/** Gzip level 9 (as the build's own .gz copies) of the built file a script's URL path names. */
function gzipSize(path: string) {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    const file = join(dist, decodeURIComponent(path));
    if (!existsSync(file)) throw new Error(`${path} was fetched but ${file} does not exist`);
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(path, size);
  }
  return size;
}

/** One cold visit (a fresh context: empty cache, no cookies) of `url`, until no new script comes. */
async function firstLoad(browser: Browser, label: string, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const requested = new Set<string>();
    const transfer = new Map<string, number>();
    const pending: Promise<void>[] = [];
    const isScript = (requestUrl: string) => new URL(requestUrl).pathname.endsWith('.js');
    page.on('request', (request) => {
      if (isScript(request.url())) requested.add(new URL(request.url()).pathname);
    });
    page.on('requestfinished', (request) => {
      if (!isScript(request.url())) return;
      const path = new URL(request.url()).pathname;
      // A modulepreloaded file is requested again when imported, answered from the preload cache: that
      // second request reports no body (a negative size, less its headers), so the largest is the one sent.
      pending.push(
        request.sizes().then(({ responseBodySize }) => {
          transfer.set(path, Math.max(transfer.get(path) ?? 0, responseBodySize));
        }),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`GET ${url}: ${response?.status() ?? 'no response'}`);
    for (let round = 1; ; round++) {
      const seen = requested.size;
      await page.waitForTimeout(SETTLE_MS);
      if (requested.size === seen) break;
      if (round >= MAX_ROUNDS) throw new Error(`${label}: scripts still coming after ${round} rounds`);
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(pending);
    const scripts = [...requested]
      .map((path) => ({ path, gzip: gzipSize(path), transfer: transfer.get(path) ?? null }))
      .sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
    return {
      label,
      scripts,
      gzip: sum(scripts.map(({ gzip }) => gzip)),
      transfer: sum(scripts.map(({ transfer }) => transfer ?? 0)),
    };
  } finally {
    await context.close();
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function summaryTable(results: readonly PageFigures[]) {
  const rows = results.map(({ label, scripts, gzip, transfer }) => [
    `\`${label}\``,
    String(scripts.length),
    `${kb(gzip)} KB`,
    `${kb(transfer)} KB`,
    label === '/' ? `${BUDGET_KB.toFixed(1)} KB` : '–',
  ]);
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    line(['Page', 'Files', 'JS gzip', 'JS sent (brotli)', 'Budget']),
    line(['---', '--:', '--:', '--:', '--:']),
    ...rows.map(line),
  ].join('\n');
}

/** The largest files of the first load of `/`, as a table. */
function filesTable(result: PageFigures, count: number) {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    line([`Files of \`${result.label}\`, largest first`, 'gzip']),
    line(['---', '--:']),
    ...result.scripts.slice(0, count).map(({ path, gzip }) => line([`\`${path}\``, `${kb(gzip)} KB`])),
    ...(result.scripts.length > count
      ? [
          line([
            `${result.scripts.length - count} more`,
            `${kb(sum(result.scripts.slice(count).map(({ gzip }) => gzip)))} KB`,
          ]),
        ]
      : []),
  ].join('\n');
}

function verdict(results: readonly PageFigures[]) {
  const home = results.find(({ label }) => label === '/');
  if (!home) return null;
  const met = home.gzip <= BUDGET_KB * 1024;
  return `${BUDGET_KB} KB of gzipped JavaScript on the first load of \`/\`: **${met ? 'met' : 'not met'}** (${kb(home.gzip)} KB)`;
}

async function write(results: readonly PageFigures[], loadAtStart: number, loadAtEnd: number) {
  const host = machine();
  const date = new Date().toISOString().slice(0, 10);
  const home = results.find(({ label }) => label === '/')!;
  // One sentence a line: Prettier keeps prose line breaks as they are.
  const section = [
    `## ${SECTION}`,
    '',
    `Measured ${date} by \`npm run bench:js -- --write\` (bench/web/first-load-js.ts) on ${host.cores} cores (${host.cpuModel}), ${host.memoryGb} GB,`,
    `${host.system}, Node ${host.node}; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end.`,
    '',
    '**Method.** After `npm run build`, the bench starts the production server as the page-speed bench does and',
    "opens each page in Debian's headless Chromium (Playwright) with a 390×844 phone screen, each in a fresh",
    'browser context (empty cache). It counts every request whose path ends in `.js` until the network is idle',
    `(Playwright's \`networkidle\`, then ${SETTLE_MS / 1000} s more without a new script): the entry, the route's chunks and`,
    'what the app fetches after the page has loaded, which the static count under "Bundle size" leaves out.',
    'JS gzip is the sum of the gzip level 9 sizes of those files as built (apps/web/dist); the server sends',
    'Chromium brotli, whose transfer size (JS sent) is smaller.',
    `Issue 21's budget: at most ${BUDGET_KB} KB of gzipped JavaScript on the first load of \`/\`. Not enforced by CI.`,
    '',
    summaryTable(results),
    '',
    `- ${verdict(results)}`,
    '',
    filesTable(home, 8),
    '',
  ].join('\n');
  // Right after "Bundle size", the static count of the same files.
  await recordSection(SECTION, section, 'Bundle size');
}

const loadAtStart = loadavg()[0] ?? 0;
const site = await startSite(root);
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  const pages = (await publicPages(site.origin, site.anonKey)).filter(
    ({ label }) => !args.page?.length || args.page.includes(label),
  );
  if (!pages.length) throw new Error(`no page matches ${args.page?.join(', ')}`);
  console.log(`Build of ${root}\n`);
  const results: PageFigures[] = [];
  for (const { label, path } of pages) {
    const result = await firstLoad(browser, label, `${site.origin}${path}`);
    results.push(result);
    console.log(
      `${label}: ${result.scripts.length} files, ${kb(result.gzip)} KB gzip (${kb(result.transfer)} KB sent)`,
    );
    for (const { path: file, gzip, transfer } of result.scripts)
      console.log(
        `  ${kb(gzip).padStart(6)} KB  ${file}${transfer === null ? '' : `  (${kb(transfer)} KB sent)`}`,
      );
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  console.log(`\n${summaryTable(results)}\n`);
  const line = verdict(results);
  if (line) console.log(`- ${line}`);
  console.log(
    `\n1-minute load average: ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end`,
  );
  if (args.write) await write(results, loadAtStart, loadAtEnd);
} finally {
  await browser?.close();
  await site.stop();
}
