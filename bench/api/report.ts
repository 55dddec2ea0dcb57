import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { DatasetSummary } from './dataset';
import { BOOKING_WINDOW } from './load';
import type { Engine } from './protocol';
import type { PoolReport, QueryPlan } from './sql-capture';

/**
 * `paced`: search again, at a fixed offered rate below saturation (./paced.ts); `booking`: creating stay
 * bookings (POST /rest/v1/bookings), which writes, so it runs last.
 */
export type Target = 'bare' | 'search' | 'detail' | 'availability' | 'paced' | 'booking';
export const TARGETS: readonly Target[] = ['bare', 'search', 'detail', 'availability', 'paced', 'booking'];

export interface Measurement {
  engine: Engine;
  stays: number;
  target: Target;
  /** For `paced`: the requests a second offered. */
  offeredRate?: number;
  /** Why there is no figure (the route is missing), instead of one. */
  skipped?: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Requests answered during the warm-up (bookings made before the measured run, for `booking`). */
  warmupRequests?: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errors: number;
  /** CPU of the server process, in % of one core. */
  serverCpu: number;
  /**
   * CPU of the PostgreSQL backends serving this server (found by application_name), in % of one core;
   * null on PGlite, which runs inside the server process.
   */
  postgresCpu: number | null;
  /** Server process and PostgreSQL backend CPU time per answered request, in ms. */
  cpuPerRequestMs: number;
  /** CPU of the whole machine (all processes), in % of all cores. */
  machineCpu: number;
}

export interface Diagnosis {
  engine: Engine;
  stays: number;
  /** How long the statements were recorded. */
  seconds: number;
  /** Searches sent while they were. */
  searches: number;
  pool: PoolReport | null;
  plans: QueryPlan[];
}

export const ENGINE_LABEL: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export function machine() {
  let system = os.type();
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (pretty?.[1]) system = pretty[1];
  } catch {
    // Not Linux: the OS type will do.
  }
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    system,
    node: process.version,
  };
}

/** Linux's USER_HZ, the unit of the CPU times in /proc/<pid>/stat (100 on every common build). */
export const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system, in clock ticks) of each of the given processes still running (Linux /proc). */
export function processTicks(pids: readonly number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (comm) ", fields 3…: utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Gone, or not Linux.
    }
  }
  return ticks;
}

/** CPU seconds the processes used between two processTicks snapshots (those born since count whole). */
export function cpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Busy and total jiffies of the whole machine (Linux /proc/stat), for CPU use over an interval. */
export function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function resultsTable(measurements: readonly Measurement[]): string {
  const header = [
    '| Engine | Stays | Route | Req/s | Of bare | p50 ms | p99 ms | Non-2xx | CPU ms/req | Server CPU | PostgreSQL CPU | Machine CPU |',
    '| --- | --: | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  // The ratio the bare route is there for: throughput in % of the bare route's, same engine and size.
  const ofBare = (m: Measurement) => {
    const bare = find(measurements, m.engine, m.stays, 'bare');
    if (!bare || m.target === 'bare' || m.target === 'paced' || !bare.requestsPerSecond) return '–';
    const share = (m.requestsPerSecond / bare.requestsPerSecond) * 100;
    return `${number(share, share < 10 ? 1 : 0)}%`;
  };
  const route = (m: Measurement) =>
    ({
      bare: 'bare Fastify route',
      search: 'search `/rest/v1/stays`',
      detail: 'detail `/stays/:id`',
      availability: 'availability `/stays/:id/availability`',
      paced: `search, ${number(m.offeredRate ?? 0)} req/s offered`,
      booking: 'booking `POST /bookings`',
    })[m.target];
  const rows = measurements.map((m) => {
    const cells = m.skipped
      ? [m.skipped, '', '', '', '', '', '', '', '']
      : [
          number(m.requestsPerSecond),
          ofBare(m),
          number(m.p50),
          m.target === 'search' ? `**${number(m.p99)}**` : number(m.p99),
          number(m.non2xx + m.errors),
          number(m.cpuPerRequestMs, 2),
          `${number(m.serverCpu)}%`,
          m.postgresCpu === null ? '–' : `${number(m.postgresCpu)}%`,
          `${number(m.machineCpu)}%`,
        ];
    return `| ${[ENGINE_LABEL[m.engine], number(m.stays), route(m), ...cells].join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
}

export interface Verdict {
  text: string;
  met: boolean | null;
}

const find = (measurements: readonly Measurement[], engine: Engine, stays: number, target: Target) =>
  measurements.find((m) => m.engine === engine && m.stays === stays && m.target === target && !m.skipped);

export function verdicts(
  measurements: readonly Measurement[],
  limitMs: number,
  maxRatio: number,
  connections: number,
): Verdict[] {
  const large = find(measurements, 'postgres', 10_000, 'search');
  const small = find(measurements, 'postgres', 1_000, 'search');
  const bare = find(measurements, 'postgres', 10_000, 'bare');
  const out: Verdict[] = [];
  if (large) {
    const met = large.p99 <= limitMs && large.non2xx + large.errors === 0;
    const cores = machine().cores;
    out.push({
      met,
      text:
        `Search p99 ≤ ${limitMs} ms at ${connections} connections on PostgreSQL with 10,000 stays: ` +
        `**${met ? 'met' : 'not met'}** (p99 ${number(large.p99)} ms at ${number(large.requestsPerSecond)} req/s` +
        `${bare ? `; the bare route's p99 in the same run: ${number(bare.p99)} ms` : ''}). With ${connections} ` +
        `connections always waiting, mean latency is ${connections} ÷ throughput, so p99 ≤ ${limitMs} ms needs ` +
        `more than ${number((connections * 1000) / limitMs)} searches a second; at ${number(large.cpuPerRequestMs, 1)} ms ` +
        `of CPU per search, ${cores} cores serve at most ${number((cores * 1000) / large.cpuPerRequestMs)} a second ` +
        `(mean latency ≥ ${number((connections * large.cpuPerRequestMs) / cores)} ms) even with nothing else running.`,
    });
  } else {
    out.push({
      met: null,
      text: `Search p99 ≤ ${limitMs} ms on PostgreSQL with 10,000 stays: not measured.`,
    });
  }
  if (large && small) {
    const ratio = large.p99 / Math.max(small.p99, 1);
    out.push({
      met: ratio <= maxRatio,
      text:
        `Search p99 at 10,000 stays within ${maxRatio}× of 1,000 on PostgreSQL: ` +
        `**${ratio <= maxRatio ? 'met' : 'not met'}** by p99 (${number(large.p99)} / ${number(small.p99)} ms = ` +
        `${number(ratio, 2)}×). Other views of the same runs: p50 ${number(large.p50)} / ${number(small.p50)} ms = ` +
        `${number(large.p50 / Math.max(small.p50, 1), 2)}×, CPU per search ${number(large.cpuPerRequestMs, 1)} / ` +
        `${number(small.cpuPerRequestMs, 1)} ms = ${number(large.cpuPerRequestMs / Math.max(small.cpuPerRequestMs, 0.01), 2)}×.`,
    });
  } else {
    out.push({ met: null, text: 'Search p99 at 10,000 vs 1,000 stays on PostgreSQL: not measured.' });
  }
  for (const engine of ['pglite', 'postgres'] as const) {
    const booking = find(measurements, engine, 10_000, 'booking');
    if (!booking) continue;
    const made = booking.requests + (booking.warmupRequests ?? 0);
    out.push({
      met: null,
      text:
        `Booking creation on ${ENGINE_LABEL[engine]} with 10,000 stays (no target): ${number(booking.requests)} ` +
        `bookings measured, ${number(booking.non2xx + booking.errors)} refused or failed; with the warm-up ` +
        `and the probe the run added ${number(made + 1)} bookings to the data set's.`,
    });
  }
  const pgliteLarge = find(measurements, 'pglite', 10_000, 'search');
  const pgliteSmall = find(measurements, 'pglite', 1_000, 'search');
  if (pgliteLarge && pgliteSmall) {
    out.push({
      met: null,
      text:
        `PGlite, for comparison (no target): search p99 ${number(pgliteLarge.p99)} / ` +
        `${number(pgliteSmall.p99)} ms = ${number(pgliteLarge.p99 / Math.max(pgliteSmall.p99, 1), 2)}×.`,
    });
  }
  return out;
}

export function diagnosisLines(diagnosis: Diagnosis, statements = false): string[] {
  const pool = diagnosis.pool;
  // Both the limiter and the catalogue's checks serve many searches with one statement under load.
  const searches = diagnosis.searches;
  const lines = [
    `Where a search's database time goes: the statements the server sent during ${diagnosis.seconds} s of ` +
      `search load on ${ENGINE_LABEL[diagnosis.engine]} with ${number(diagnosis.stays)} stays (recorded with ` +
      '--explain after the measured runs), by what sent them. The time is from sending a statement to its ' +
      'result as node-postgres sees it, so under load it includes waiting for a CPU:',
    '',
    '| Sent by | Statements | Per search | Mean ms | p99 ms | Share of statement time |',
    '| ------- | ---------: | ---------: | ------: | -----: | ----------------------: |',
    ...(pool?.kinds ?? []).map(
      (kind) =>
        `| ${kind.kind} | ${number(kind.calls)} | ${searches ? number(kind.calls / searches, 2) : '–'} | ` +
        `${number(kind.meanMs, 1)} | ${number(kind.p99Ms, 1)} | ${number(kind.share * 100)}% |`,
    ),
  ];
  if (pool) {
    lines.push(
      '',
      `Connection pool (node-postgres, 10 connections by default): ${number(pool.acquisitions)} checkouts, mean ` +
        `wait ${number(pool.meanWaitMs, 1)} ms, p99 wait ${number(pool.p99WaitMs, 1)} ms; ` +
        `${number(pool.statementsPerSecond)} statements a second.`,
    );
  }
  if (statements) {
    lines.push(
      '',
      '| Statement | Calls | Mean ms | p99 ms | Share |',
      '| --------- | ----: | ------: | -----: | ----: |',
      ...diagnosis.plans.map(
        (plan) =>
          `| \`${plan.text.replace(/\s+/g, ' ').trim().slice(0, 80).replaceAll('|', '\\|')}…\` | ${number(plan.calls)} | ` +
          `${number(plan.meanMs, 1)} | ${number(plan.p99Ms, 1)} | ${number(plan.share * 100)}% |`,
      ),
    );
  }
  return lines;
}

/** The diagnosis for the console, with every costly statement. */
export function diagnosisText(diagnosis: Diagnosis): string {
  return diagnosisLines(diagnosis, true).join('\n');
}

export interface SectionInput {
  date: string;
  measurements: Measurement[];
  verdicts: Verdict[];
  datasets: Map<string, DatasetSummary>;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  postgresVersion: string;
  /** Requests a second of the open-loop (paced) search run. */
  pacedRate: number;
  /** The machine's 1-minute load average when the run started (other work on a shared machine). */
  loadAverage: number;
  diagnoses: Diagnosis[];
}

/** Wraps a paragraph at `width` columns, as the rest of docs/ is written. */
export function wrap(text: string, width = 110, indent = ''): string {
  const lines: string[] = [];
  let line = '';
  // A code span is one word: a command is never split over two lines.
  for (const word of text.match(/(?:`[^`]*`|[^\s`])+/g) ?? []) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

export function section(input: SectionInput): string {
  const m = machine();
  const large = [...input.datasets.values()].find((d) => d.stays === 10_000);
  const dataset = large
    ? `${number(large.stays)} published stays (and ${number(large.drafts)} drafts search must skip), ` +
      `${number(large.hosts)} hosts, ${number(large.guests)} guest accounts, ${number(large.bookings)} bookings with ` +
      `${number(large.reservations)} calendar rows (bookings and host blocks), ${number(large.reviews)} reviews and ` +
      `${number(large.images)} images`
    : 'see bench/api/dataset.ts';
  const paragraphs = [
    `Measured ${input.date} by \`npm run bench:api\` (bench/api/stays.ts) on ${m.cores} cores (${m.cpuModel}), ` +
      `${m.memoryGb} GB, ${m.system}, Node ${m.node}; PostgreSQL ${input.postgresVersion || '(not run)'} on the same ` +
      `machine, PGlite in memory. The machine was shared with other work (1-minute load average ` +
      `${number(input.loadAverage, 1)} at the start), hence the bare route in every run: compare with it, not ` +
      `across runs. Issue 4's targets: search p99 ≤ 50 ms at 50 concurrent connections on PostgreSQL, and search ` +
      'latency at 10,000 stays within 1.5× of that at 1,000. Issue 8 adds availability and booking creation ' +
      'beside the bare route, with no target (nor does the product set one). Not enforced by CI.',
    `**Data set**, made fresh for each engine and size with set-based SQL (bench/api/dataset.ts). At 10,000 stays: ` +
      `${dataset}; 1,000 stays get a tenth of everything (the same 10 bookings per stay). Stays spread around 770 ` +
      'inside Crown Heights, 0–6 bedrooms by property type, $49–$543 a night, amenities and Jewish features drawn ' +
      'per stay (60% kosher kitchens, each with its standard), 0–15 reviews each; every stay has 2 past and 8 ' +
      'coming bookings of 2–7 nights in fixed 30-day slots (never overlapping), and every fifth a host block. ' +
      'Ratings come from refreshStayRatings, then VACUUM ANALYZE.',
    '**Method.** buildApp (apps/server/src/app.ts) with a production-like config (log level silent, no demo ' +
      'seed, trustProxy 1) runs in a child process, listening on 127.0.0.1; the same Fastify instance has one ' +
      'extra route, `GET /bench/bare` answering `{"ok":true}`, the baseline. autocannon 9 (programmatic, in the ' +
      `parent process, over loopback) keeps ${input.connections} connections busy for ${input.warmupSeconds} s of ` +
      `warm-up, then ${input.durationSeconds} s measured, per route. Every request carries the anon \`apikey\`, ` +
      '`accept-encoding: br, gzip` as a browser sends it, and its own `x-forwarded-for` address, so **the cost of ' +
      "product §9's search limiter is included**: each search is counted by the real limiter (the database store, " +
      'as without REDIS_URL), yet no synthetic client passes 50 a minute. Searches vary: check-in 30–300 days ' +
      'ahead for 2–7 nights, 1–6 guests, a price range in 30%, a Jewish feature in 25%, an amenity in 10%, the ' +
      'five sorts in turn, page 2 or 3 in 15%. Detail requests ask for random published stays. Availability ' +
      "requests ask for random published stays over the window the stay page's calendar asks for: from today " +
      'to a month past the last month on screen (one on a phone, two on a desktop, half each), or, in 40%, ' +
      'from a month 1–11 months ahead, as a visitor paging on. The row ' +
      `"search, ${number(input.pacedRate)} req/s offered" is search again as an open loop (bench/api/paced.ts): ` +
      `${number(input.pacedRate)} requests a second, evenly spaced, over at most ${input.connections} connections, ` +
      'each latency counted from when its request was due: what visitors see below saturation.',
    '**Booking creation** (`POST /rest/v1/bookings?lang=…`, a stay) must measure successful bookings, and ' +
      'every one is (Non-2xx 0). Each request comes from the next of the guest accounts, signed in once ' +
      "before the run (a session each and an access token from the server's own signAccessToken, sent as " +
      '`Authorization: Bearer`; the server has no booking rate limit), and books 3–7 nights of 1–6 guests ' +
      `(within the stay's minimum nights and maximum guests) in a (stay, ${BOOKING_WINDOW.slotDays}-day slot) no ` +
      `other request of the run gets, among the days ${BOOKING_WINDOW.firstDay}–${BOOKING_WINDOW.lastDay} ahead ` +
      `that the data set leaves empty (${BOOKING_WINDOW.slots} slots a stay); consecutive requests book ` +
      "different stays. A booking is one transaction: the stay's row locked (FOR NO KEY UPDATE, so bookings of " +
      'one stay queue), the booking inserted under a fresh reference (its AFTER INSERT trigger sends the ' +
      'realtime NOTIFY, with nobody listening here), and its nights inserted into stay_reservations, whose ' +
      'exclusion constraint (GiST) is what refuses taken nights; after the commit the booking is read back ' +
      'with its stay and host, and the two mails (guest and host) are rendered and written to the outbox ' +
      'table, as without SMTP_URL. It gets the same warm-up and measured seconds as the other routes, so ' +
      'its row compares with theirs, and runs last (after the SQL recording), so every other row sees the ' +
      'data set as made; what it adds is counted below the table.',
    "**Columns.** Latency is autocannon's, in whole ms. Of bare is the route's throughput in % of the bare " +
      "route's in the same run (same engine and size, measured just before it): the ratio issue 8 asks for, " +
      'steadier than throughput on a shared machine, though it still moves when the other work changes ' +
      'between the two. Non-2xx counts ' +
      'non-2xx answers and connection errors (all must be 0). CPU ms/req is the CPU time of the server process plus that of its PostgreSQL backends ' +
      '(found by application_name) per answered request: it depends little on other load, and with 50 ' +
      'connections always busy it sets the latency, since mean latency = connections ÷ throughput. Server CPU ' +
      'and PostgreSQL CPU are in % of one core; Machine CPU is everything on the machine (autocannon and other ' +
      `work included) in % of all ${m.cores} cores.`,
  ];
  const lines = [
    '## Stays API',
    '',
    ...paragraphs.flatMap((paragraph) => [wrap(paragraph), '']),
    resultsTable(input.measurements),
    '',
    ...input.verdicts.map((verdict) => wrap(`- ${verdict.text}`, 110, '  ')),
    '',
    ...input.diagnoses.flatMap((diagnosis) =>
      diagnosisLines(diagnosis)
        .flatMap((line) => [line.startsWith('|') ? line : wrap(line)])
        .concat(''),
    ),
    wrap(
      'Run it with `npm run bench:api`. PostgreSQL needs `DATABASE_URL` (on this machine: ' +
        '`export DATABASE_URL=$(bash scripts/ci-postgres.sh)`); each run makes its own schema and drops it. ' +
        'A subset, e.g. `npm run bench:api -- --engine pg --size 10000 --duration 5`, prints its table without ' +
        'touching this file (`--write` records it anyway); `--help` lists the options, among them what-ifs ' +
        'for finding what limits search (`--pool`, `--limiter redis|off`, `--profile`, `--explain`).',
    ),
    '',
  ];
  return lines.join('\n');
}

const HEADING = '## Stays API';

/** Writes `content` as the Stays API section of the file: in place of the old one, or at the end. */
export async function writeSection(file: string, content: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(`\n${HEADING}\n`);
  let next: string;
  if (start < 0) {
    next = `${text.trimEnd()}\n\n${content.trimEnd()}\n`;
  } else {
    const after = text.indexOf('\n## ', start + 1);
    const rest = after < 0 ? '' : `\n${text.slice(after + 1)}`;
    next = `${text.slice(0, start + 1)}${content.trimEnd()}\n${rest}`;
  }
  // Tables padded and lines wrapped as `prettier --check` wants them.
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(next, { ...options, filepath: file }));
}
