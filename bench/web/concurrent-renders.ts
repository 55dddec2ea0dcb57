/**
 * Concurrent server renders: the production build's public pages asked for as a browser asks for a page
 * (`accept: text/html`, which is what makes the server render it, apps/web/src/entry-server.tsx), first one
 * request at a time, then 50 at once, each for a different page. Not a test: it prints a table of latencies
 * and of how many pages came rendered and, with `--write`, records it in docs/benchmarks.md ("Concurrent
 * server renders"). Run `npm run build` first. The timeout path (a render past 1.5 s is left to the
 * browser) is covered by apps/server/test/server-render.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { machine } from '../api/report';
import { startSite, type RunningSite } from './server';

const DOCS = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const SECTION = 'Concurrent server renders';
/** What the server gives a render before it sends the page for the browser to render (server-render.ts). */
const RENDER_TIMEOUT_MS = 1_500;
/** The element a rendered page carries its state in (apps/web/src/app/ssr-state.ts). */
const RENDERED_MARK = 'id="ssr-state"';
const LANGUAGE_COOKIE = 'orchim-language';
const PROBE_EVERY_MS = 100;
const LANGUAGES = ['en', 'he', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];

const USAGE = `npm run bench:renders -- [options]
  --passes N       passes over the 10 pages one request at a time (default 5: 50 samples)
  --concurrency N  requests sent at once in each concurrent round, each for a different page (default 50)
  --rounds N       concurrent rounds (default 5)
  --write          record the table in docs/benchmarks.md ("${SECTION}"); without it the bench only prints`;

const { values: args } = parseArgs({
  options: {
    passes: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const whole = (name: string, value: string | undefined) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, not ${value}`);
  return number;
};
const passes = whole('passes', args.passes);
const concurrency = whole('concurrency', args.concurrency);
const rounds = whole('rounds', args.rounds);

const STAY_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating', 'walk'];
const OHEL_QUERIES = ['kind=shuttle&', 'kind=ride&', 'kind=stay&', 'kind=guided_visit&', ''];
/** List pages with query strings (the filters apps/web/src/features/{kind} read from the address). */
const LISTS: ((n: number) => Omit<Page, 'language'>)[] = [
  (n) => ({
    label: '/stays?…',
    path: `/stays?guests=${1 + (n % 6)}&sort=${STAY_SORTS[Math.floor(n / 6) % 5]}`,
  }),
  (n) => ({ label: '/meals?…', path: `/meals?guests=${1 + (n % 8)}&page=${1 + (Math.floor(n / 8) % 2)}` }),
  (n) => ({
    label: '/transport?…',
    path: `/transport?passengers=${1 + (n % 6)}&page=${1 + (Math.floor(n / 6) % 2)}`,
  }),
  (n) => ({ label: '/ohel?…', path: `/ohel?${OHEL_QUERIES[n % 5]}page=${1 + (Math.floor(n / 5) % 2)}` }),
];

interface Page {
  /** The kind of page, for the table: `/stays?…`, `/stays/{id}`. */
  label: string;
  path: string;
  language: Language;
}

interface Sample {
  page: Page;
  status: number;
  ms: number;
  rendered: boolean;
}

interface Summary {
  load: string;
  samples: Sample[];
  /** Time from the first request sent to the last answer read, summed over the rounds. */
  wallMs: number;
}

// Renders of list pages call the API as the visitor (server-render.ts), and searches are limited to 50 a
// minute per address (product §9): each request says it comes from an address of its own, which the server
// believes from 127.0.0.1 only (TRUST_PROXY=loopback), so that no render is refused for the bench's volume.
process.env.TRUST_PROXY ??= 'loopback';
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

let site: RunningSite;

/** Starts the site, measures, prints and (with --write) records. */
async function main() {
  const loadAtStart = loadavg()[0] ?? 0;
  site = await startSite();
  try {
    const ids = await listingIds(site.origin, site.anonKey);
    const single = singlePages(ids);
    const roundPages = Array.from({ length: rounds + 1 }, (_, round) =>
      concurrentPages(ids, round, concurrency),
    );

    // Warm-up, unmeasured: every page of the single run twice, then one concurrent round, so that the first
    // measured requests do not pay for the server's cold start (JIT, PGlite's first queries, caches).
    for (let pass = 0; pass < 2; pass++) for (const page of single) await get(page);
    await Promise.all(roundPages[0]!.map(get));

    const alone: Summary = { load: 'One at a time', samples: [], wallMs: 0 };
    for (let pass = 1; pass <= passes; pass++) {
      const started = performance.now();
      for (const page of single) alone.samples.push(await get(page));
      alone.wallMs += performance.now() - started;
      process.stdout.write(`one at a time, pass ${pass}/${passes}\n`);
    }

    const together: Summary = { load: `${concurrency} at once`, samples: [], wallMs: 0 };
    /** Latencies of /app-config.json, asked for every PROBE_EVERY_MS while the rounds run. */
    const probes: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const done = { value: false };
      const probing = probe(done);
      together.samples.push(...(await Promise.all(roundPages[round]!.map(get))));
      together.wallMs += performance.now() - started;
      done.value = true;
      probes.push(...(await probing));
      process.stdout.write(`${concurrency} at once, round ${round}/${rounds}\n`);
    }

    const loadAtEnd = loadavg()[0] ?? 0;
    const summaries = [alone, together];
    console.log(`\n${summaryTable(summaries)}\n\n${byPageTable(alone, together)}\n`);
    for (const line of findings(alone, together, probes)) console.log(`- ${line}`);
    console.log(
      `\n1-minute load average: ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end`,
    );
    if (args.write)
      await writeSection({ alone, together, probes, pageCount: single.length, loadAtStart, loadAtEnd });
  } finally {
    await site.stop();
  }
}

/**
 * A request that costs the server nothing (/app-config.json) every PROBE_EVERY_MS until `done`: how long
 * each waited is how long the server's one thread went without getting to it, busy with the renders.
 */
async function probe(done: { value: boolean }): Promise<number[]> {
  const latencies: number[] = [];
  while (!done.value) {
    const started = performance.now();
    await (await fetch(`${site.origin}/app-config.json`)).text();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

/** One page as a browser asks for it: the time to the whole body, and whether it came rendered. */
async function get(page: Page): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(`${site.origin}${page.path}`, {
    headers: {
      accept: 'text/html',
      cookie: `${LANGUAGE_COOKIE}=${page.language}`,
      'x-forwarded-for': nextClient(),
    },
  });
  const body = await response.text();
  return {
    page,
    status: response.status,
    ms: performance.now() - started,
    rendered: response.status === 200 && body.includes(RENDERED_MARK),
  };
}

interface ListingIds {
  stays: string[];
  meals: string[];
  transport: string[];
  ohel: string[];
}

/** The listings of the demo data, from the API the pages call (apps/web/src/features/{kind}/api). */
async function listingIds(origin: string, anonKey: string): Promise<ListingIds> {
  const first = async (path: string) => {
    const response = await fetch(`${origin}${path}`, {
      headers: { apikey: anonKey, 'x-forwarded-for': nextClient() },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    const body = (await response.json()) as { items: { id: string }[] };
    const found = body.items.map((item) => item.id);
    if (!found.length) throw new Error(`GET ${path} listed nothing: is the demo data seeded?`);
    return found;
  };
  const [stays, meals, transport, ohel] = await Promise.all([
    first('/rest/v1/stays'),
    first('/rest/v1/meals'),
    first('/rest/v1/transport'),
    first('/rest/v1/ohel-listings'),
  ]);
  return { stays, meals, transport, ohel };
}

/** The ten pages asked for one at a time, in English: each list, the first listing of each, the home page, /about. */
function singlePages(ids: ListingIds): Page[] {
  const page = (label: string, path = label): Page => ({ label, path, language: 'en' });
  return [
    page('/'),
    page('/stays'),
    page('/stays/{id}', `/stays/${ids.stays[0]}`),
    page('/meals'),
    page('/meals/{id}', `/meals/${ids.meals[0]}`),
    page('/transport'),
    page('/transport/{id}', `/transport/${ids.transport[0]}`),
    page('/ohel'),
    page('/ohel/{id}', `/ohel/${ids.ohel[0]}`),
    page('/about'),
  ];
}

/**
 * `count` different pages for one concurrent round: the home page and the three pages of text, about two
 * fifths listings' pages (every listing the lists showed, in turn), the rest lists with query strings of
 * their own; in English, Hebrew and French by turns. Each round moves on through the listings and queries.
 */
function concurrentPages(ids: ListingIds, round: number, count: number): Page[] {
  const others = ['/', '/about', '/terms', '/privacy'].slice(0, count);
  const pool: Omit<Page, 'language'>[] = [];
  for (
    let i = 0;
    pool.length < ids.stays.length + ids.meals.length + ids.transport.length + ids.ohel.length;
    i++
  ) {
    for (const [kind, list] of Object.entries(ids) as [keyof ListingIds, string[]][]) {
      const id = list[i];
      if (id) pool.push({ label: `/${kind}/{id}`, path: `/${kind}/${id}` });
    }
  }
  const detailCount = Math.min(pool.length, Math.round((count - others.length) * 0.4));
  const details = Array.from(
    { length: detailCount },
    (_, i) => pool[(round * detailCount + i) % pool.length]!,
  );
  const listCount = count - others.length - detailCount;
  const lists = Array.from({ length: listCount }, (_, i) => {
    // The n-th page of its kind over all rounds: each kind's queries go round a few dozen combinations.
    const n = Math.floor((round * listCount + i) / LISTS.length);
    return LISTS[(round * listCount + i) % LISTS.length]!(n);
  });
  const pages = [...lists, ...details, ...others.map((path) => ({ label: path, path }))].map((page, i) => ({
    ...page,
    language: LANGUAGES[(round + i) % LANGUAGES.length]!,
  }));
  const distinct = new Set(pages.map(({ path }) => path)).size;
  if (distinct < pages.length)
    console.warn(`round ${round}: ${pages.length - distinct} pages asked for twice`);
  return pages;
}

/** The nearest-rank percentile of the latencies (p99 of 50 samples is the slowest). */
function percentile(samples: readonly (Sample | number)[], p: number): number {
  const sorted = samples
    .map((sample) => (typeof sample === 'number' ? sample : sample.ms))
    .sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const count = (samples: readonly Sample[], keep: (sample: Sample) => boolean) => samples.filter(keep).length;

function table(header: string[], align: ('l' | 'r')[], rows: string[][]): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [line(header), line(align.map((side) => (side === 'l' ? '---' : '--:'))), ...rows.map(line)].join(
    '\n',
  );
}

function summaryTable(summaries: readonly Summary[]): string {
  return table(
    [
      'Requests',
      'Samples',
      'p50 ms',
      'p99 ms',
      'Max ms',
      'Answered 200',
      'Rendered',
      'Left to the browser',
      'Pages/s',
    ],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    summaries.map(({ load, samples, wallMs }) => [
      load,
      String(samples.length),
      ms(percentile(samples, 50)),
      `**${ms(percentile(samples, 99))}**`,
      ms(percentile(samples, 100)),
      String(count(samples, (sample) => sample.status === 200)),
      String(count(samples, (sample) => sample.rendered)),
      String(count(samples, (sample) => sample.status === 200 && !sample.rendered)),
      (samples.length / (wallMs / 1000)).toFixed(1),
    ]),
  );
}

/** Each kind of page: alone, and among the others at once. */
function byPageTable(alone: Summary, together: Summary): string {
  const labels = [...new Set([...alone.samples, ...together.samples].map(({ page }) => page.label))];
  const of = (summary: Summary, label: string) => summary.samples.filter(({ page }) => page.label === label);
  return table(
    [
      'Page',
      'Alone: samples',
      'Alone: p50 ms',
      'At once: samples',
      'At once: p50 ms',
      'At once: p99 ms',
      'At once: rendered',
    ],
    ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    labels.map((label) => {
      const single = of(alone, label);
      const many = of(together, label);
      return [
        `\`${label}\``,
        String(single.length || '–'),
        single.length ? ms(percentile(single, 50)) : '–',
        String(many.length || '–'),
        many.length ? ms(percentile(many, 50)) : '–',
        many.length ? ms(percentile(many, 99)) : '–',
        many.length ? `${count(many, (sample) => sample.rendered)} of ${many.length}` : '–',
      ];
    }),
  );
}

/** What the numbers say, one line each. */
function findings(alone: Summary, together: Summary, probes: readonly number[]): string[] {
  const lines: string[] = [];
  for (const { load, samples } of [alone, together]) {
    const failed = count(samples, (sample) => sample.status !== 200);
    const left = count(samples, (sample) => sample.status === 200 && !sample.rendered);
    const slow = count(samples, (sample) => sample.ms >= RENDER_TIMEOUT_MS);
    lines.push(
      `${load}: ${samples.length - failed} of ${samples.length} answered 200, ${count(samples, (sample) => sample.rendered)} rendered, ` +
        `${left} left to the browser, ${slow} took ${RENDER_TIMEOUT_MS / 1000} s or more.`,
    );
  }
  const ratio = percentile(together.samples, 50) / percentile(alone.samples, 50);
  lines.push(
    `The median page took ${ratio.toFixed(1)}× as long among ${concurrency} at once as alone ` +
      `(${ms(percentile(together.samples, 50))} against ${ms(percentile(alone.samples, 50))} ms).`,
  );
  lines.push(
    `\`/app-config.json\`, asked for every ${PROBE_EVERY_MS} ms while the ${concurrency} were running (${probes.length} times), ` +
      `answered in ${ms(percentile(probes, 50))} ms at the median and ${ms(percentile(probes, 100))} ms at worst.`,
  );
  return lines;
}

async function writeSection({
  alone,
  together,
  probes,
  pageCount,
  loadAtStart,
  loadAtEnd,
}: {
  alone: Summary;
  together: Summary;
  probes: readonly number[];
  pageCount: number;
  loadAtStart: number;
  loadAtEnd: number;
}) {
  const host = machine();
  const date = new Date().toISOString().slice(0, 10);
  // One sentence a line: Prettier keeps prose line breaks as they are.
  const section = [
    `## ${SECTION}`,
    '',
    `Measured ${date} by \`npm run bench:renders -- --write\` (bench/web/concurrent-renders.ts) on ${host.cores} cores (${host.cpuModel}), ${host.memoryGb} GB,`,
    `${host.system}, Node ${host.node}; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end.`,
    'The machine may be shared: every figure here is CPU-bound and moves with its load.',
    '',
    '**Method.** After `npm run build`, the bench starts the production server as the page-speed bench does',
    '(`node apps/server/dist/main.js`, a free port of 127.0.0.1, a throwaway `DATA_DIR` with the demo data) and asks',
    'for public pages as a browser does (`accept: text/html`), which has the server render them with the app',
    "(apps/web/src/entry-server.tsx, the page's API calls answered in-process); a page counts as rendered when it",
    `carries \`${RENDERED_MARK}\`, and a render not done in ${RENDER_TIMEOUT_MS / 1000} s is sent for the browser to render (that path is`,
    'tested in apps/server/test/server-render.test.ts).',
    `Each request comes from an address of its own (\`x-forwarded-for\`, with \`TRUST_PROXY=loopback\`), so the search limit`,
    '(50 a minute per address) refuses none of the renders\u2019 list calls.',
    `After a warm-up (each page twice, one round at once), "One at a time" asks for ${pageCount} pages in turn, ${passes} times`,
    `(in English: \`/\`, each list, the first listing of each, \`/about\`); "${concurrency} at once" sends ${concurrency} requests together, each for a`,
    'different page (lists with query strings of their own, listings by turns, the home page and the pages of text, in',
    `English, Hebrew and French), waits for all, and does it ${rounds} times.`,
    'Latency is from sending a request to having read its whole body, over loopback; p99 is nearest-rank (with',
    '50 samples, the slowest); Pages/s is samples over the time the requests took.',
    '',
    summaryTable([alone, together]),
    '',
    byPageTable(alone, together),
    '',
    ...findings(alone, together, probes).map((line) => `- ${line}`),
    '',
    meaning(alone, together, probes),
    '',
  ].join('\n');
  const current = readFileSync(DOCS, 'utf8');
  // Up to the next section, or to a hand-written "### " part of this one, which a rerun keeps.
  const existing = new RegExp(`## ${SECTION}\\n[\\s\\S]*?(?=\\n##+ |$)`);
  let next: string;
  if (existing.test(current)) next = current.replace(existing, section);
  else {
    // Right after "Page speed" (and its own hand-written parts), the other figures of the web app.
    const afterPageSpeed = /(## Page speed\n[\s\S]*?)(?=\n## |$)/;
    next = afterPageSpeed.test(current)
      ? current.replace(afterPageSpeed, (pageSpeed: string) => `${pageSpeed.trimEnd()}\n\n${section}`)
      : `${current.trimEnd()}\n\n${section}`;
  }
  const options = (await resolveConfig(DOCS)) ?? {};
  writeFileSync(DOCS, await format(next, { ...options, filepath: DOCS }));
  console.log(`Recorded in docs/benchmarks.md ("${SECTION}").`);
}

/** What the figures mean, in a few sentences written from them. */
function meaning(alone: Summary, together: Summary, probes: readonly number[]): string {
  const left = count(together.samples, (sample) => sample.status === 200 && !sample.rendered);
  const failed = count(together.samples, (sample) => sample.status !== 200);
  const slow = count(together.samples, (sample) => sample.rendered && sample.ms >= RENDER_TIMEOUT_MS);
  const ratio = percentile(together.samples, 50) / percentile(alone.samples, 50);
  const rate = (summary: Summary) => (summary.samples.length / (summary.wallMs / 1000)).toFixed(1);
  const seconds = `${RENDER_TIMEOUT_MS / 1000} s`;
  const lines = [
    "**What it means.** Renders run side by side in the server's one thread (no queue), so the pages asked for at",
    `once share it: the median page took ${ratio.toFixed(1)}× as long as alone, while the server made about as many pages a`,
    `second (${rate(together)} at once, ${rate(alone)} one at a time), so running them at once adds no throughput and each page ends`,
    'about when the work of all of them is done.',
  ];
  if (left + failed > 0)
    lines.push(
      `${left} of the ${together.samples.length} pages were left to the browser${failed ? ` and ${failed} did not answer 200` : ''}: their renders did not end within the ${seconds} the server gives them.`,
    );
  if (slow > 0)
    lines.push(
      `${slow} pages still came rendered after ${seconds} or more: the ${seconds} are counted from the render's start, and the timer that would`,
      `abort it runs only when the thread is free (\`/app-config.json\` waited up to ${ms(percentile(probes, 100))} ms), so under this load`,
      "the timeout does not bound a page's time.",
    );
  if (left + failed + slow === 0)
    lines.push(`Every page came rendered, well within the ${seconds} the server gives a render.`);
  return lines.join('\n');
}

await main();
