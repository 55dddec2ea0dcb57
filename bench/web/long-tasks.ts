/**
 * Long tasks of the first load (issue 21's TBT, seen from inside the page): each of the five public pages
 * of the production build is opened cold in Chromium with the CPU slowed 4× (as Lighthouse's mobile run),
 * and the page's own PerformanceObserver lists every task over 50 ms until the app is ready and the main
 * thread has been quiet for a while. It prints each run's tasks and, per page, the median of the blocking
 * time after the first paint (the part of each task beyond 50 ms, as TBT counts it). Lighthouse simulates
 * its figures from a trace; this observes them, so two builds compare run for run on the same machine:
 * `--root` measures another checkout's build. Not a test, and it records nothing: a tool for finding what
 * blocks. Run `npm run build` first.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, publicPages, startSite } from './server';

const CPU_SLOWDOWN = 4;
/** After `data-app="ready"`, how long without a long task before the page counts as settled. */
const QUIET_MS = 2_000;
const VIEWPORT = { width: 412, height: 823 };

const USAGE = `npm run bench:long-tasks -- [options]
  --root DIR    measure the build of the checkout in DIR (e.g. a git worktree of an older commit)
  --page PATH   only this page: /, /stays, /stays/{id}, /meals or /meals/{id} (repeatable)
  --runs N      cold loads per page (default 5)`;

const { values: args } = parseArgs({
  options: {
    root: { type: 'string' },
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);
const root = args.root ? resolve(args.root) : fileURLToPath(new URL('../../', import.meta.url));

interface Observed {
  fcp: number;
  tasks: { start: number; duration: number }[];
}

/**
 * Installed before the page's own scripts: collects long tasks and the first contentful paint. A string:
 * it runs in the page, whose types this bench's compiler does not know.
 */
const OBSERVE = `
  const seen = { fcp: 0, tasks: [], last: 0 };
  window.__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      seen.last = performance.now();
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp = Math.round(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
`;

const blocking = ({ fcp, tasks }: Observed) =>
  tasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const site = await startSite(root);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
try {
  const pages = (await publicPages(site.origin, site.anonKey)).filter(
    ({ label }) => !args.page?.length || args.page.includes(label),
  );
  for (const { label, path } of pages) {
    const totals: number[] = [];
    for (let run = 0; run <= runs; run++) {
      // A fresh context each time: a cold cache, as a first visit.
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript({ content: OBSERVE });
      await page.goto(`${site.origin}${path}`);
      // Polled through the DevTools protocol: Playwright's own waiting would inject its script into the
      // page, a long task of its own.
      const read = async <T>(expression: string) =>
        (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value as T;
      const deadline = Date.now() + 60_000;
      while (
        !(await read<boolean>(`document.documentElement.dataset.app === 'ready' &&
          performance.now() - window.__longTasks.last > ${QUIET_MS}`))
      ) {
        if (Date.now() > deadline) throw new Error(`${label} did not settle within a minute`);
        await new Promise((done) => setTimeout(done, 250));
      }
      const observed = await read<Observed>('window.__longTasks');
      await context.close();
      // The first run warms the server's caches; it is not counted.
      if (run === 0) continue;
      totals.push(blocking(observed));
      const list = observed.tasks.map((task) => `${task.duration}@${task.start}`).join(' ');
      console.log(`${label} run ${run}: FCP ${observed.fcp} ms, blocking ${blocking(observed)} ms: ${list}`);
    }
    console.log(`${label}: median blocking time after FCP ${median(totals)} ms over ${runs} runs\n`);
  }
} finally {
  await browser.close();
  await site.stop();
}
