/**
 * Stays API benchmark (issues 4 and 8): requests per second and latency of search (GET /rest/v1/stays),
 * detail (GET /rest/v1/stays/:id), availability (GET /rest/v1/stays/:id/availability) and booking
 * creation (POST /rest/v1/bookings) on PGlite and PostgreSQL with 1,000 and 10,000 stays, beside a bare
 * Fastify route on the same server in the same run. Not a test: it prints a table and records it in
 * docs/benchmarks.md ("Stays API"). Run with `npm run bench:api`; `-- --help` lists the options.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import { format } from 'prettier';
import { paced } from './paced';
import {
  availabilityPaths,
  bookingRequests,
  clientAddresses,
  detailPaths,
  getting,
  searchPaths,
  varyingRequest,
  type BenchRequest,
} from './load';
import {
  BARE_PATH,
  type Engine,
  type ParentMessage,
  type ServerMessage,
  type ServerOptions,
  type WhatIf,
} from './protocol';
import { startRedis } from './redis';
import {
  ENGINE_LABEL,
  diagnosisText,
  cpuSecondsBetween,
  machineTicks,
  processTicks,
  resultsTable,
  section,
  TARGETS,
  verdicts,
  writeSection,
  type Diagnosis,
  type Measurement,
  type Target,
} from './report';
import type { DatasetSummary } from './dataset';

const SEARCH_P99_LIMIT_MS = 50;
const MAX_SIZE_RATIO = 1.5;
const DOCS = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

const USAGE = `npm run bench:api -- [options]
  --engine pglite|pg|all     engines to run (default all; PostgreSQL needs DATABASE_URL)
  --size 1000,10000          stay counts (default both)
  --route bare,search,detail,availability,paced,booking
                             what to load (default all): paced is search again at a fixed offered rate;
                             booking creates bookings, so it always runs last
  --paced-rate 50            requests a second offered in the paced run (over all connections)
  --duration 10              measured seconds per route
  --warmup 3                 warm-up seconds per route, not measured
  --connections 50           concurrent connections
  What-ifs, to find what limits search or booking (they never write docs/benchmarks.md):
  --pool 50                  node-postgres pool size (the server's default is 10)
  --limiter redis|off        search limiter in Redis (starts a redis-server), or none (default: the
                             server's, in the database)
  --profile                  profile the server's main thread during each measured run and summarise it
  --catalogue-note off       no stay-catalogue trigger on booked nights (search misses new bookings)
  --explain                  also record the SQL of a search run on PostgreSQL and EXPLAIN ANALYZE it
                             (always done for the largest PostgreSQL size in a full run); with booking,
                             the same for a booking run, printed only
  --write                    record the results in docs/benchmarks.md even for a subset
  --no-write                 never touch docs/benchmarks.md`;

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'all' },
    size: { type: 'string', default: '1000,10000' },
    route: { type: 'string', default: TARGETS.join(',') },
    'paced-rate': { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    explain: { type: 'boolean', default: false },
    pool: { type: 'string' },
    limiter: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'catalogue-note': { type: 'string' },
    write: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const engines: Engine[] =
  args.engine === 'all'
    ? ['pglite', 'postgres']
    : args.engine.split(',').map((name) => {
        if (name === 'pglite') return 'pglite';
        if (name === 'pg' || name === 'postgres') return 'postgres';
        throw new Error(`unknown engine ${name}\n${USAGE}`);
      });
const sizes = args.size.split(',').map(Number);
const routes = args.route.split(',') as Target[];
for (const route of routes) if (!TARGETS.includes(route)) throw new Error(`unknown route ${route}\n${USAGE}`);
const pacedRate = Number(args['paced-rate']);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const fullRun =
  engines.length === 2 &&
  sizes.includes(1_000) &&
  sizes.includes(10_000) &&
  TARGETS.filter((route) => route !== 'paced').every((route) => routes.includes(route)) &&
  duration >= 10 &&
  connections === 50;
const whatIf: WhatIf = {
  ...(args.pool ? { poolMax: Number(args.pool) } : {}),
  ...(args.limiter === 'redis' || args.limiter === 'off' ? { limiter: args.limiter } : {}),
  ...(args.profile ? { profile: true } : {}),
  ...(args['catalogue-note'] === 'off' ? { catalogueNote: 'off' as const } : {}),
};
if (args['catalogue-note'] && !whatIf.catalogueNote)
  throw new Error(`unknown --catalogue-note ${args['catalogue-note']}\n${USAGE}`);
if (args.limiter && !whatIf.limiter) throw new Error(`unknown limiter ${args.limiter}\n${USAGE}`);
const whatIfLabel = Object.entries(whatIf)
  .map(([key, value]) => `${key}=${String(value)}`)
  .join(', ');
/** The server's PostgreSQL connections carry this name, so their backends' CPU can be told from others'. */
const APPLICATION_NAME = `orchim-bench-${process.pid}`;
const givenDatabaseUrl = process.env.DATABASE_URL;
const databaseUrl = givenDatabaseUrl && withApplicationName(givenDatabaseUrl, APPLICATION_NAME);
if (engines.includes('postgres') && !databaseUrl) {
  console.error(
    'PostgreSQL needs DATABASE_URL; on this machine: export DATABASE_URL=$(bash scripts/ci-postgres.sh)',
  );
  process.exit(1);
}

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

let monitor: pg.Client | undefined;
/** Process ids of the PostgreSQL backends serving the server under test. */
async function serverBackends(): Promise<number[]> {
  if (!givenDatabaseUrl) return [];
  if (!monitor) {
    monitor = new pg.Client({ connectionString: givenDatabaseUrl });
    await monitor.connect();
  }
  const result = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [APPLICATION_NAME],
  );
  return result.rows.map((row) => row.pid);
}

/** The server process for one engine and size, and a way to talk to it. */
class ServerProcess {
  private readonly child: ChildProcess;
  private readonly waiting: ((message: ServerMessage) => void)[] = [];
  private failure: Error | undefined;

  constructor(engine: Engine, stays: number) {
    const options: ServerOptions = { engine, stays, databaseUrl, whatIf };
    this.child = fork(SERVER, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    this.child.on('message', (message: ServerMessage) => {
      if (message.type === 'error') this.fail(new Error(`server process: ${message.message}`));
      else this.waiting.shift()?.(message);
    });
    this.child.on('exit', (code) => {
      if (code) this.fail(new Error(`server process exited with ${code}`));
    });
  }

  private fail(error: Error) {
    this.failure = error;
    for (const waiter of this.waiting.splice(0)) waiter({ type: 'error', message: error.message });
  }

  /** Sends `message` (if any) and waits for the next answer of the given type. */
  async ask<T extends ServerMessage['type']>(
    type: T,
    message?: ParentMessage,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    if (this.failure) throw this.failure;
    const answer = new Promise<ServerMessage>((resolve) => this.waiting.push(resolve));
    if (message) this.child.send(message);
    const got = await answer;
    if (got.type === 'error') throw new Error(got.message);
    if (got.type !== type) throw new Error(`expected ${type} from the server process, got ${got.type}`);
    return got as Extract<ServerMessage, { type: T }>;
  }

  async stop() {
    if (this.child.exitCode !== null || !this.child.connected) return;
    await this.ask('stopped', { type: 'stop' }).catch(() => this.child.kill());
  }
}

function cannon(url: string, headers: Record<string, string>, request: Request, seconds: number) {
  return new Promise<Result>((resolve, reject) => {
    autocannon(
      // A 30 s timeout (autocannon's default is 10): a slow answer is counted in the latency, not dropped.
      {
        url,
        connections,
        duration: seconds,
        timeout: 30,
        headers,
        requests: [request],
      },
      (error: Error | null, result: Result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** One request, to see whether a route answers as it should before loading it. */
async function probe(url: string, request: BenchRequest, headers: Record<string, string>) {
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: { ...headers, ...request.headers, 'x-forwarded-for': '192.0.2.1' },
    body: request.body,
  });
  const body = await response.text();
  return { status: response.status, body };
}

/** What one load run yields, from autocannon or from the paced generator. */
interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** Closed loop: autocannon keeps every connection busy. */
const closedLoop =
  (url: string, headers: Record<string, string>, request: Request) =>
  async (seconds: number): Promise<Load> => {
    const result = await cannon(url, headers, request, seconds);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
      ),
    };
  };

/** Open loop: `rate` requests a second whatever the answers (./paced.ts). */
const openLoop =
  (url: string, headers: Record<string, string>, rate: number, nextPath: () => string) =>
  async (seconds: number): Promise<Load> => {
    const result = await paced({ url, rate, seconds, connections, headers, nextPath, nextAddress });
    return {
      requestsPerSecond: result.answered / result.seconds,
      p50: result.p50,
      p99: result.p99,
      requests: result.answered,
      non2xx: result.non2xx,
      errors: result.errors,
      statusCodes: result.statusCodes,
    };
  };

async function measure(
  server: ServerProcess,
  base: Pick<Measurement, 'engine' | 'stays' | 'target' | 'offeredRate'>,
  load: (seconds: number) => Promise<Load>,
): Promise<Measurement> {
  const warmed = warmup > 0 ? await load(warmup) : undefined;
  if (whatIf.profile) await server.ask('profiling', { type: 'profile-start' });
  const before = await server.ask('usage', { type: 'usage' });
  const ticksBefore = machineTicks();
  const postgresBefore = processTicks(base.engine === 'postgres' ? await serverBackends() : []);
  const started = performance.now();
  const result = await load(duration);
  const wallMs = performance.now() - started;
  const after = await server.ask('usage', { type: 'usage' });
  if (whatIf.profile) console.log((await server.ask('profiled', { type: 'profile-stop' })).summary);
  const ticksAfter = machineTicks();
  const postgresAfter = processTicks(base.engine === 'postgres' ? await serverBackends() : []);
  const postgresSeconds = cpuSecondsBetween(postgresBefore, postgresAfter);
  const cpuMicros = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
  return {
    ...base,
    ...result,
    ...(warmed ? { warmupRequests: warmed.requests } : {}),
    serverCpu: (cpuMicros / 1000 / wallMs) * 100,
    postgresCpu: base.engine === 'postgres' ? ((postgresSeconds * 1000) / wallMs) * 100 : null,
    cpuPerRequestMs: (cpuMicros / 1000 + postgresSeconds * 1000) / Math.max(result.requests, 1),
    machineCpu:
      ticksBefore && ticksAfter
        ? ((ticksAfter.busy - ticksBefore.busy) / Math.max(ticksAfter.total - ticksBefore.total, 1)) * 100
        : 0,
  };
}

/** The figures of a route that was not measured. */
const EMPTY = {
  requestsPerSecond: 0,
  p50: 0,
  p99: 0,
  requests: 0,
  non2xx: 0,
  statusCodes: {},
  errors: 0,
  serverCpu: 0,
  postgresCpu: null,
  cpuPerRequestMs: 0,
  machineCpu: 0,
};

const measurements: Measurement[] = [];
const datasets = new Map<string, DatasetSummary>();
const diagnoses: Diagnosis[] = [];
let postgresVersion = '';
const nextAddress = clientAddresses();
const loadAverage = loadavg()[0] ?? 0;
const redis = whatIf.limiter === 'redis' ? await startRedis() : undefined;
if (redis) whatIf.redisUrl = redis.url;
if (whatIfLabel) console.log(`What-if run (${whatIfLabel}): nothing is recorded in docs/benchmarks.md.`);

try {
  for (const engine of engines) {
    for (const stays of sizes) {
      const label = `${ENGINE_LABEL[engine]} ${stays.toLocaleString('en-US')} stays${whatIfLabel ? ` (${whatIfLabel})` : ''}`;
      console.log(`\n${label}: making the data set…`);
      const server = new ServerProcess(engine, stays);
      try {
        const ready = await server.ask('ready');
        datasets.set(`${engine}:${stays}`, ready.dataset);
        if (engine === 'postgres') postgresVersion = ready.postgresVersion.replace(/^PostgreSQL /, '');
        const d = ready.dataset;
        console.log(
          `${label}: ${d.stays} stays, ${d.bookings} bookings, ${d.reservations} calendar rows, ${d.reviews} reviews in ${d.seconds.toFixed(1)} s`,
        );
        const headers = { apikey: ready.anonKey, 'accept-encoding': 'br, gzip' };
        const seed = stays + (engine === 'postgres' ? 1 : 0);
        const stayIds = ready.stays.map((stay) => stay.id);
        const pacedPaths = searchPaths(seed + 7);
        const requests: Record<Target, () => BenchRequest> = {
          bare: getting(() => BARE_PATH),
          search: getting(searchPaths(seed)),
          detail: getting(detailPaths(seed, stayIds)),
          availability: getting(availabilityPaths(seed + 3, stayIds)),
          paced: getting(pacedPaths),
          booking: bookingRequests(seed + 11, ready.stays, ready.guestTokens),
        };
        const measureRoute = async (target: Target) => {
          const base = { engine, stays, target, ...(target === 'paced' ? { offeredRate: pacedRate } : {}) };
          const sample = await probe(ready.url, requests[target](), headers);
          const hasItems =
            (target !== 'search' && target !== 'paced') ||
            (JSON.parse(sample.body) as { items?: unknown[] }).items?.length;
          if (sample.status < 200 || sample.status > 299 || !hasItems) {
            const why = sample.status === 404 ? 'route missing (404)' : `answers ${sample.status}`;
            console.log(`${label}: ${target} ${why}: ${sample.body.slice(0, 300)}`);
            measurements.push({ ...base, ...EMPTY, skipped: why });
            return;
          }
          const load =
            target === 'paced'
              ? openLoop(ready.url, headers, pacedRate, pacedPaths)
              : closedLoop(ready.url, headers, varyingRequest(requests[target], nextAddress));
          const result = await measure(server, base, load);
          measurements.push(result);
          console.log(
            `${label}: ${target.padEnd(12)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(0)} ms  p99 ${result.p99.toFixed(0)} ms  non-2xx ${result.non2xx}  errors ${result.errors}  CPU/req ${result.cpuPerRequestMs.toFixed(2)} ms  server CPU ${result.serverCpu.toFixed(0)}%  PostgreSQL CPU ${result.postgresCpu?.toFixed(0) ?? '-'}%  machine CPU ${result.machineCpu.toFixed(0)}%  ${JSON.stringify(result.statusCodes)}`,
          );
        };
        // Booking writes: every other route (and the SQL recording) sees the data set as it was made.
        for (const target of routes) if (target !== 'booking') await measureRoute(target);
        const explain =
          engine === 'postgres' &&
          routes.includes('search') &&
          (args.explain || (fullRun && stays === Math.max(...sizes))) &&
          !measurements.some(
            (m) => m.engine === engine && m.stays === stays && m.target === 'search' && m.skipped,
          );
        if (explain) {
          console.log(`${label}: recording the SQL of ${Math.min(duration, 5)} s of search load…`);
          await server.ask('captured', { type: 'capture' });
          const recorded = await cannon(
            ready.url,
            headers,
            varyingRequest(requests.search, nextAddress),
            Math.min(duration, 5),
          );
          const { plans, pool } = await server.ask('explained', { type: 'explain', limit: 8 });
          const diagnosis = {
            engine,
            stays,
            seconds: Math.min(duration, 5),
            searches: recorded.requests.total,
            plans,
            pool,
          };
          diagnoses.push(diagnosis);
          console.log(diagnosisText(diagnosis));
          for (const plan of plans) console.log(`\n--- ${plan.text}\n${plan.plan}`);
        }
        if (routes.includes('booking')) await measureRoute('booking');
        if (engine === 'postgres' && routes.includes('booking') && args.explain) {
          // Console only: what a booking's statements cost (the EXPLAINs run in a rolled-back transaction).
          const seconds = Math.min(duration, 5);
          console.log(`${label}: recording the SQL of ${seconds} s of booking load…`);
          await server.ask('captured', { type: 'capture' });
          const recorded = await cannon(
            ready.url,
            headers,
            varyingRequest(requests.booking, nextAddress),
            seconds,
          );
          const { plans, pool } = await server.ask('explained', { type: 'explain', limit: 12 });
          console.log(
            `${recorded.requests.total} bookings (non-2xx ${recorded.non2xx}); pool: ${JSON.stringify(pool)}`,
          );
          for (const plan of plans) {
            console.log(
              `\n--- ${plan.calls} calls (${(plan.calls / Math.max(recorded.requests.total, 1)).toFixed(2)} a booking), mean ${plan.meanMs.toFixed(1)} ms, p99 ${plan.p99Ms.toFixed(1)} ms, ${(plan.share * 100).toFixed(0)}% of statement time\n${plan.text}\n${plan.plan}`,
            );
          }
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  redis?.stop();
  await monitor?.end();
}

const checks = verdicts(measurements, SEARCH_P99_LIMIT_MS, MAX_SIZE_RATIO, connections);
const summary = `${resultsTable(measurements)}\n\n${checks.map((v) => `- ${v.text}`).join('\n')}`;
console.log(
  `\n${whatIfLabel ? `What-if: ${whatIfLabel}\n\n` : ''}${await format(summary, { parser: 'markdown' })}`,
);

if (!args['no-write'] && !whatIfLabel && (fullRun || args.write)) {
  await writeSection(
    DOCS,
    section({
      date: new Date().toISOString().slice(0, 10),
      measurements,
      verdicts: checks,
      datasets,
      durationSeconds: duration,
      warmupSeconds: warmup,
      connections,
      postgresVersion,
      loadAverage,
      pacedRate,
      diagnoses,
    }),
  );
  console.log(`\nWrote the "Stays API" section of ${DOCS}.`);
} else if (!args['no-write'] && !whatIfLabel) {
  console.log('\nA subset: docs/benchmarks.md left as it is (--write records it anyway).');
}
