import type { BookableStay, DatasetSummary } from './dataset';
import type { PoolReport, QueryPlan } from './sql-capture';

/** The extra route the baseline hits, registered on the same Fastify instance as the API. */
export const BARE_PATH = '/bench/bare';

export type Engine = 'pglite' | 'postgres';

/** What the parent tells the server process to build (its first argument, as JSON). */
export interface ServerOptions {
  engine: Engine;
  stays: number;
  databaseUrl?: string;
  whatIf: WhatIf;
}

/**
 * Changes to try, for finding what limits search or booking, not for the recorded results: a larger
 * node-postgres pool (default 10); the rate limiter's Redis store (REDIS_URL) or no limiter at all; a
 * CPU profile of the server; no catalogue note on booked nights.
 */
export interface WhatIf {
  poolMax?: number;
  limiter?: 'redis' | 'off';
  redisUrl?: string;
  /** Profile the server's main thread during each measured run (V8's CPU profiler, via node:inspector). */
  profile?: boolean;
  /**
   * Without the stay catalogue's note on stay_reservations inserts (its trigger bumps one counter row, so
   * bookings queue on that row's lock until they commit). Search then misses new bookings: a what-if only.
   */
  catalogueNote?: 'off';
}

export type ParentMessage =
  /** Reply with the CPU time used so far and the event-loop delay since the last ask. */
  | { type: 'usage' }
  /** Start recording the SQL the server sends (PostgreSQL only). */
  | { type: 'capture' }
  /** Stop recording; EXPLAIN ANALYZE the `limit` slowest distinct statements recorded. */
  | { type: 'explain'; limit: number }
  /** Start or stop V8's CPU profiler in the server process (what-if `profile`); stop answers a summary. */
  | { type: 'profile-start' }
  | { type: 'profile-stop' }
  | { type: 'stop' };

export type ServerMessage =
  | {
      type: 'ready';
      url: string;
      anonKey: string;
      /** The published stays, in id order. */
      stays: BookableStay[];
      /** An access token of each guest account, signed in once before the run. */
      guestTokens: string[];
      dataset: DatasetSummary;
      postgresVersion: string;
    }
  | { type: 'usage'; cpu: NodeJS.CpuUsage; loopDelayP99Ms: number }
  | { type: 'captured' }
  | { type: 'explained'; plans: QueryPlan[]; pool: PoolReport | null }
  | { type: 'profiling' }
  | { type: 'profiled'; summary: string }
  | { type: 'stopped' }
  | { type: 'error'; message: string };
