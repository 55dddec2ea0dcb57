/**
 * Page speed (issue 8): Lighthouse's default mobile run (simulated throttling) on five public pages of the
 * production build, served as `npm start` serves it, with the demo data. Not a test: it prints a table of
 * medians and, with `--write`, records it in docs/benchmarks.md ("Page speed"). Run `npm run build` first.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPages, startSite } from './server';
import {
  failingAudits,
  measure,
  medianOf,
  pageSpeedTable,
  verdicts,
  writePageSpeed,
  type PageResult,
} from './report';

const USAGE = `npm run bench:web -- [options]
  --runs N      Lighthouse runs per page (default 3; the table shows each figure's median)
  --page PATH   only this page: /, /stays, /stays/{id}, /meals or /meals/{id} (repeatable)
  --details     print the audits each page fails (what to fix), from its median run
  --write       record the table in docs/benchmarks.md ("Page speed"); without it the bench only prints`;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    details: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
// The record in docs/benchmarks.md is of the five pages: a subset only prints.
if (args.write && args.page?.length) throw new Error('--write records all five pages: leave out --page');
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);

const loadAtStart = loadavg()[0] ?? 0;
const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const reportDir = await mkdtemp(join(tmpdir(), 'orchim-lighthouse-'));

try {
  const pages = (await publicPages(site.origin, site.anonKey)).filter(
    ({ label }) => !args.page?.length || args.page.includes(label),
  );
  if (!pages.length) throw new Error(`no page matches ${args.page?.join(', ')}`);
  // Once through every page and its API calls, so the first measured run does not pay for cold caches
  // in the server (PGlite's first queries) rather than for the page.
  for (const { path } of pages) await lighthouseRun(`${site.origin}${path}`);

  const results: PageResult[] = [];
  for (const { label, path } of pages) {
    const measured = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr, report } = await lighthouseRun(`${site.origin}${path}`);
      const file = join(
        reportDir,
        `${label.replaceAll(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`,
      );
      await writeFile(file, report);
      measured.push({ ...measure(lhr), lhr });
      process.stdout.write(
        `${label} run ${run}/${runs}: performance ${Math.round(measured.at(-1)!.performance)}\n`,
      );
    }
    const median = medianOf(measured);
    results.push({ label, path, median, runs: measured.length });
    if (args.details) {
      // The run whose performance score is the median one, as Lighthouse's own CLI picks it.
      const sorted = [...measured].sort((a, b) => a.performance - b.performance);
      const typical = sorted[Math.floor(sorted.length / 2)]!;
      console.log(
        failingAudits(typical.lhr)
          .map((line) => `    ${line}`)
          .join('\n') || '    (no failing audit)',
      );
    }
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  console.log(`\n${pageSpeedTable(results)}\n`);
  for (const line of verdicts(results)) console.log(`- ${line}`);
  console.log(`\nLighthouse JSON reports: ${reportDir}`);
  console.log(
    `1-minute load average: ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end`,
  );
  if (args.write) await writePageSpeed({ results, runs, loadAtStart, loadAtEnd });
} finally {
  chrome.kill();
  await site.stop();
}

/** Lighthouse's trace recording now and then fails on a busy machine (NO_NAVSTART): such a run is redone. */
async function lighthouseRun(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const error = result
      ? result.lhr.runtimeError
      : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (result && !error) return { lhr: result.lhr, report: String(result.report) };
    if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${error?.message}`);
    console.warn(`Lighthouse failed on ${url} (${error?.code}); running it again`);
  }
}
