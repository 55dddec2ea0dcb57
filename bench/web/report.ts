/** The figures the page-speed bench keeps of a Lighthouse report, their table, the targets, the docs section. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Result as LighthouseResult } from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import { machine } from '../api/report';

const DOCS = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/**
 * The targets on every page, in Lighthouse's simulated mobile run: issue 8's, with issue 21's TBT and CLS
 * (CLS 0 as the table shows it, to three decimals).
 */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  lcpMs: 1500,
  tbtMs: 200,
  cls: 0,
} as const;

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  totalBytes: number;
}

export interface PageResult {
  label: string;
  path: string;
  median: Figures;
  runs: number;
}

export function measure(lhr: LighthouseResult): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    totalBytes: value('total-byte-weight'),
  };
}

/** Each figure's own median over the runs (with an even count, the mean of the middle two). */
export function medianOf(runs: readonly Figures[]): Figures {
  const median = (key: keyof Figures) => {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(key)])) as unknown as Figures;
}

export function pageSpeedTable(results: readonly PageResult[]): string {
  const rows = [
    [
      'Page',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'LCP s',
      'CLS',
      'FCP s',
      'TBT ms',
      'Bytes KB',
    ],
    ...results.map(({ label, median: m }) => [
      `\`${label}\``,
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
      (m.lcpMs / 1000).toFixed(2),
      m.cls.toFixed(3),
      (m.fcpMs / 1000).toFixed(2),
      Math.round(m.tbtMs).toString(),
      (m.totalBytes / 1024).toFixed(0),
    ]),
  ];
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    line(rows[0]!),
    line(rows[0]!.map((_, i) => (i === 0 ? '---' : '--:'))),
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** One line per target: met on every page, or which pages miss it and by how much. */
export function verdicts(results: readonly PageResult[]): string[] {
  const checks: { name: string; ok: (m: Figures) => boolean; show: (m: Figures) => string }[] = [
    {
      name: `performance ≥ ${TARGETS.performance}`,
      ok: (m) => m.performance >= TARGETS.performance,
      show: (m) => String(m.performance),
    },
    {
      name: `accessibility ${TARGETS.accessibility}`,
      ok: (m) => m.accessibility >= TARGETS.accessibility,
      show: (m) => String(m.accessibility),
    },
    {
      name: `best practices ${TARGETS.bestPractices}`,
      ok: (m) => m.bestPractices >= TARGETS.bestPractices,
      show: (m) => String(m.bestPractices),
    },
    { name: `SEO ≥ ${TARGETS.seo}`, ok: (m) => m.seo >= TARGETS.seo, show: (m) => String(m.seo) },
    {
      name: `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
      ok: (m) => m.lcpMs <= TARGETS.lcpMs,
      show: (m) => `${(m.lcpMs / 1000).toFixed(2)} s`,
    },
    {
      name: `TBT ≤ ${TARGETS.tbtMs} ms`,
      ok: (m) => m.tbtMs <= TARGETS.tbtMs,
      show: (m) => `${Math.round(m.tbtMs)} ms`,
    },
    {
      name: `CLS ${TARGETS.cls}`,
      ok: (m) => Number(m.cls.toFixed(3)) <= TARGETS.cls,
      show: (m) => m.cls.toFixed(3),
    },
  ];
  return checks.map(({ name, ok, show }) => {
    const missed = results.filter(({ median }) => !ok(median));
    if (!missed.length) return `${name}: **met** on every page`;
    return `${name}: **not met** on ${missed.map(({ label, median }) => `\`${label}\` (${show(median)})`).join(', ')}`;
  });
}

/** The audits a run fails, as a to-do list: the scored ones below 1 (below 0.9 for performance). */
export function failingAudits(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      const limit = id === 'performance' ? 0.9 : 1;
      if (audit.score >= limit) continue;
      if (id !== 'performance' && ref.weight === 0) continue;
      lines.push(`${id}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''}`.trimEnd());
    }
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement && 'items' in lcpElement) {
    const first = lcpElement.items[0] as { items?: { node?: { snippet?: string } }[] } | undefined;
    const snippet = first?.items?.[0]?.node?.snippet;
    if (snippet) lines.push(`LCP element: ${snippet}`);
  }
  return lines;
}

export async function writePageSpeed({
  results,
  runs,
  loadAtStart,
  loadAtEnd,
  cold,
}: {
  results: readonly PageResult[];
  runs: number;
  loadAtStart: number;
  loadAtEnd: number;
  /** `--cold`: a server started for each run, no warm-up; recorded in a section of its own. */
  cold: boolean;
}) {
  const host = machine();
  const date = new Date().toISOString().slice(0, 10);
  const targets = [
    `performance ≥ ${TARGETS.performance}`,
    `accessibility ${TARGETS.accessibility}`,
    `best practices ${TARGETS.bestPractices}`,
    `SEO ≥ ${TARGETS.seo}`,
    `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
    `TBT ≤ ${TARGETS.tbtMs} ms`,
    `CLS ${TARGETS.cls}`,
  ].join(', ');
  // Prose lines as they will stand: Prettier keeps prose line breaks as they are.
  const heading = cold ? 'Page speed from a cold start' : 'Page speed';
  const method = cold
    ? [
        '**Method.** As under "Page speed", but with nothing warmed: for every run of every page the bench starts',
        'the production server afresh (its own `DATA_DIR`, demo data seeded fresh), asks its API for the first stay',
        'and meal (the only request it answers before), and measures the page as the first one that server renders,',
        `as a visitor meets a site just deployed or restarted. ${runs} runs a page; each figure is its own median.`,
      ]
    : [
        '**Method.** After `npm run build`, the bench starts the production server as `npm start` does',
        '(`node apps/server/dist/main.js`) on a free port of 127.0.0.1 with a throwaway `DATA_DIR` (demo data seeded',
        "fresh) and runs Lighthouse 12 (npm package, programmatic) in Debian's headless Chromium with its default mobile",
        'configuration: a 412×823 screen, simulated slow 4G (150 ms round trips, 1.6 Mb/s) and a 4× slower CPU.',
        'The detail pages are the first stay and meal the lists show. Each page is loaded once unmeasured (the',
        `server's caches warm), then measured ${runs} times; each figure is its own median over the ${runs} runs. Bytes is`,
        'the transfer size of everything the page loaded.',
      ];
  const section = [
    `## ${heading}`,
    '',
    `Measured ${date} by \`npm run bench:web -- ${cold ? '--cold ' : ''}--write\` (bench/web/page-speed.ts) on ${host.cores} cores (${host.cpuModel}), ${host.memoryGb} GB,`,
    `${host.system}, Node ${host.node}; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end.`,
    'The machine may be shared: CPU-bound figures (TBT, and through it the performance score) move with its load.',
    '',
    ...method,
    `Issue 8's targets with issue 21's TBT and CLS, on every page: ${targets}.`,
    'Not enforced by CI (the per-route JavaScript budgets under "Bundle size" are).',
    '',
    pageSpeedTable(results),
    '',
    ...verdicts(results).map((line) => `- ${line}`),
    '',
  ].join('\n');
  // Right after "Bundle size", the other figures of the web app; the cold start after the warm figures.
  await recordSection(heading, section, cold ? 'Page speed' : 'Bundle size');
}

/**
 * Writes `section` (its "## heading" line and what follows) into docs/benchmarks.md: in place of the
 * section of that heading, up to the next section or to a hand-written "### " part of it, which a rerun
 * keeps; else after the whole section `after` (its "### " parts too); else at the end.
 */
export async function recordSection(heading: string, section: string, after: string) {
  const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const current = readFileSync(DOCS, 'utf8');
  const existing = new RegExp(`## ${escape(heading)}\\n[\\s\\S]*?(?=\\n##+ |$)`);
  let next: string;
  if (existing.test(current)) next = current.replace(existing, () => section);
  else {
    const previous = new RegExp(`(## ${escape(after)}\\n[\\s\\S]*?)(?=\\n## |$)`);
    next = previous.test(current)
      ? current.replace(previous, (found: string) => `${found.trimEnd()}\n\n${section}`)
      : `${current.trimEnd()}\n\n${section}`;
  }
  const options = (await resolveConfig(DOCS)) ?? {};
  writeFileSync(DOCS, await format(next, { ...options, filepath: DOCS }));
  console.log(`Recorded in docs/benchmarks.md ("${heading}").`);
}
