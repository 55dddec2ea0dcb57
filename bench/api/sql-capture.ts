import pg from 'pg';
import { quoteIdent } from '../../apps/server/src/db/client';

/**
 * Diagnostics for PostgreSQL: while recording, every statement node-postgres sends (text, parameters,
 * time to its result) and every wait for a pooled connection is noted, by patching pg's prototypes in
 * the server process. Nothing in apps/server changes; recording is off during the measured runs.
 */

interface Sent {
  text: string;
  values: unknown[] | undefined;
  ms: number;
}

export interface Captured {
  statements: Sent[];
  poolWaitsMs: number[];
  seconds: number;
}

export interface QueryPlan {
  text: string;
  calls: number;
  meanMs: number;
  p99Ms: number;
  /** Share of all recorded statement time. */
  share: number;
  plan: string;
}

export interface PoolReport {
  statementsPerSecond: number;
  acquisitions: number;
  meanWaitMs: number;
  p99WaitMs: number;
  /** The statements by what sent them, costliest first. */
  kinds: KindReport[];
}

/** What sent a statement, told from its text. */
export type StatementKind = 'rate limiter' | 'search' | 'other';

export interface KindReport {
  kind: StatementKind;
  calls: number;
  meanMs: number;
  p99Ms: number;
  /** Share of all recorded statement time. */
  share: number;
}

export function kindOf(text: string): StatementKind {
  const statement = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (statement.includes('rate_limit_tally') || statement.includes('rate_limit_events'))
    return 'rate limiter';
  // The catalogue's version check, and its reloads of changed stays.
  if (statement.includes('stay_catalogue_version') || /\bfrom stays s\b/.test(statement)) return 'search';
  return 'other';
}

type Callback = (error: unknown, result?: unknown) => void;
type Method = (this: unknown, ...args: unknown[]) => unknown;

/** Calls `method`, and `done` once its callback or promise settles. */
function timed(method: Method, self: unknown, args: unknown[], done: () => void): unknown {
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  if (callbackAt >= 0) {
    const callback = args[callbackAt] as Callback;
    const copy = [...args];
    copy[callbackAt] = (error: unknown, ...rest: unknown[]) => {
      done();
      callback(error, ...rest);
    };
    return method.apply(self, copy);
  }
  const result = method.apply(self, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(done, done);
  }
  return result;
}

export function captureQueries() {
  let recording: Captured | undefined;
  let startedAt = 0;
  const clientProto = pg.Client.prototype as unknown as { query: Method };
  const poolProto = pg.Pool.prototype as unknown as { connect: Method };
  const query = clientProto.query;
  const connect = poolProto.connect;

  clientProto.query = function (this: unknown, ...args: unknown[]) {
    const into = recording;
    if (!into) return query.apply(this, args);
    const [first, second] = args as [unknown, unknown];
    const text =
      typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '(unknown)');
    const values = Array.isArray(second) ? second : (first as { values?: unknown[] } | undefined)?.values;
    const started = performance.now();
    return timed(query, this, args, () =>
      into.statements.push({ text, values, ms: performance.now() - started }),
    );
  };
  poolProto.connect = function (this: unknown, ...args: unknown[]) {
    const into = recording;
    if (!into) return connect.apply(this, args);
    const started = performance.now();
    return timed(connect, this, args, () => into.poolWaitsMs.push(performance.now() - started));
  };

  return {
    start() {
      recording = { statements: [], poolWaitsMs: [], seconds: 0 };
      startedAt = performance.now();
    },
    stop(): Captured {
      const done = recording ?? { statements: [], poolWaitsMs: [], seconds: 0 };
      done.seconds = (performance.now() - startedAt) / 1000;
      recording = undefined;
      return done;
    },
  };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export function poolReport(captured: Captured): PoolReport {
  const total = captured.statements.reduce((sum, sent) => sum + sent.ms, 0) || 1;
  const byKind = new Map<StatementKind, number[]>();
  for (const sent of captured.statements) {
    const kind = kindOf(sent.text);
    byKind.set(kind, [...(byKind.get(kind) ?? []), sent.ms]);
  }
  const kinds = [...byKind.entries()]
    .map(([kind, times]) => ({
      kind,
      calls: times.length,
      meanMs: mean(times),
      p99Ms: percentile(times, 99),
      share: times.reduce((a, b) => a + b, 0) / total,
    }))
    .sort((a, b) => b.share - a.share);
  return {
    statementsPerSecond: captured.statements.length / Math.max(captured.seconds, 0.001),
    acquisitions: captured.poolWaitsMs.length,
    meanWaitMs: mean(captured.poolWaitsMs),
    p99WaitMs: percentile(captured.poolWaitsMs, 99),
    kinds,
  };
}

/**
 * Groups the recorded statements by text and EXPLAIN (ANALYZE, BUFFERS)s the `limit` costliest, each with
 * the parameters of its slowest call, inside a transaction that is rolled back (some of them write).
 */
export async function explainCaptured(
  url: string,
  schema: string,
  captured: Captured,
  limit: number,
): Promise<QueryPlan[]> {
  const groups = new Map<string, Sent[]>();
  for (const sent of captured.statements) {
    const group = groups.get(sent.text) ?? [];
    group.push(sent);
    groups.set(sent.text, group);
  }
  const total = captured.statements.reduce((sum, sent) => sum + sent.ms, 0) || 1;
  const costliest = [...groups.entries()]
    .map(([text, calls]) => ({ text, calls, ms: calls.reduce((sum, sent) => sum + sent.ms, 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);

  const client = new pg.Client({
    connectionString: url,
    options: `-c search_path=${quoteIdent(schema)},public`,
  });
  await client.connect();
  try {
    const plans: QueryPlan[] = [];
    for (const { text, calls, ms } of costliest) {
      const slowest = calls.reduce((a, b) => (b.ms > a.ms ? b : a));
      let plan = '';
      const explainable = /^\s*(select|with|insert|update|delete)\b/i.test(text);
      if (explainable) {
        await client.query('begin');
        try {
          const result = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${text}`,
            slowest.values,
          );
          plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        } catch (error) {
          plan = `(explain failed: ${String(error)})`;
        } finally {
          await client.query('rollback');
        }
      }
      plans.push({
        text,
        calls: calls.length,
        meanMs: ms / calls.length,
        p99Ms: percentile(
          calls.map((sent) => sent.ms),
          99,
        ),
        share: ms / total,
        plan,
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}
