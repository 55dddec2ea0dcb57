/**
 * Page speed (issue 8): Lighthouse's default mobile run (simulated throttling) on five public pages of the
 * production build, served as `npm start` serves it, with the demo data. Not a test: it prints a table of
 * medians and, with `--write`, records it in docs/benchmarks.md ("Page speed"). Run `npm run build` first.
 * With `--cold`, each run starts the server afresh and measures the first page it renders, as a visitor
 * meets a site just deployed or restarted ("Page speed from a cold start").
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { publicPages, startSite, type RunningSite } from './server';
import {
  failingAudits,
  measure,
  medianOf,
  pageSpeedTable,
  verdicts,
  writePageSpeed,
  type Figures,
  type PageResult,
} from './report';

const USAGE = `npm run bench:web -- [options]
  --runs N      Lighthouse runs per page (default 3; the table shows each figure's median)
  --page PATH   only this page: /, /stays, /stays/{id}, /meals or /meals/{id} (repeatable)
  --details     print the audits each page fails (what to fix), from its median run
  --cold        no warm-up: each run starts the server afresh, and the page is the first it renders
  --write       record the table in docs/benchmarks.md ("Page speed", or with --cold "Page speed from a
                cold start"); without it the bench only prints`;

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
    cold: { type: 'boolean', default: false },
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
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const reportDir = await mkdtemp(join(tmpdir(), 'orchim-lighthouse-'));
const chosen = (pages: Awaited<ReturnType<typeof publicPages>>) => {
  const found = pages.filter(({ label }) => !args.page?.length || args.page.includes(label));
  if (!found.length) throw new Error(`no page matches ${args.page?.join(', ')}`);
  return found;
};

try {
  const measured = new Map<string, { path: string; runs: { figures: Figures; lhr: Result }[] }>();
  const measureOnce = async (origin: string, { label, path }: { label: string; path: string }) => {
    const run = (measured.get(label)?.runs.length ?? 0) + 1;
    const { lhr, report } = await lighthouseRun(`${origin}${path}`);
    const name = label.replaceAll(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
    await writeFile(join(reportDir, `${name}-${run}.json`), report);
    const figures = measure(lhr);
    const entry = measured.get(label) ?? { path, runs: [] };
    entry.runs.push({ figures, lhr });
    measured.set(label, entry);
    process.stdout.write(`${label} run ${run}/${runs}: performance ${Math.round(figures.performance)}\n`);
  };

  if (args.cold) {
    // A server of its own for every run of every page (its data seeded afresh), so each measured load is
    // the first page that server renders. Listing the pages asks the API for the first stay and meal, the
    // only request it answers before.
    // The pages' labels, once: each server's own ids are read from that server.
    const labels = chosen(await withSite((site) => publicPages(site.origin, site.anonKey)));
    for (let run = 1; run <= runs; run++) {
      for (const page of labels) {
        await withSite(async (site) => {
          const fresh = (await publicPages(site.origin, site.anonKey)).find((p) => p.label === page.label)!;
          await measureOnce(site.origin, fresh);
        });
      }
    }
  } else {
    await withSite(async (site) => {
      const pages = chosen(await publicPages(site.origin, site.anonKey));
      // Once through every page and its API calls, so the first measured run does not pay for cold caches
      // in the server (PGlite's first queries) rather than for the page.
      for (const { path } of pages) await lighthouseRun(`${site.origin}${path}`);
      for (const page of pages) for (let run = 1; run <= runs; run++) await measureOnce(site.origin, page);
    });
  }

  const results: PageResult[] = [];
  for (const [label, { path, runs: all }] of measured) {
    results.push({ label, path, median: medianOf(all.map(({ figures }) => figures)), runs: all.length });
    if (args.details) {
      // The run whose performance score is the median one, as Lighthouse's own CLI picks it.
      const sorted = [...all].sort((a, b) => a.figures.performance - b.figures.performance);
      const typical = sorted[Math.floor(sorted.length / 2)]!;
      console.log(`${label}:`);
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
  if (args.write) await writePageSpeed({ results, runs, loadAtStart, loadAtEnd, cold: args.cold });
} finally {
  chrome.kill();
}

/** Runs `use` against a production server started for it, stopped after. */
async function withSite<T>(use: (site: RunningSite) => Promise<T>) {
  const site = await startSite();
  try {
    return await use(site);
  } finally {
    await site.stop();
  }
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
