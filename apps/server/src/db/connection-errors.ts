import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sqlStateOf } from './sql-state';

/**
 * Whether a failure means the database cannot be reached right now (stopped, restarting, a network cut,
 * no free connection) rather than that the query or the code is wrong: the request is answered 503 and
 * works again once the database is back (docs/decisions/017-database-outage.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || UNAVAILABLE_STATES.has(state))) return true;
  return causesOf(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && SOCKET_ERRORS.has(code)) ||
      (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))),
  );
}

/** A short description of the failure for the log line (no stack: it says nothing during an outage). */
export function unavailableReason(error: unknown): { code?: string; reason: string } {
  const causes = causesOf(error);
  // The driver's own words: drizzle's wrapper only repeats the query.
  const first = causes.find((cause) => !(cause instanceof DrizzleQueryError)) ?? {};
  const code = sqlStateOf(error) ?? causes.map((cause) => cause.code).find((c) => typeof c === 'string');
  return {
    ...(typeof code === 'string' ? { code } : {}),
    reason: typeof first.message === 'string' ? first.message : String(error),
  };
}

/**
 * SQLSTATEs beside class 08 (connection exception): the server shutting down or restarting
 * (admin_shutdown, crash_shutdown, cannot_connect_now) and too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Node's socket and DNS errors on the way to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * node-postgres and pg-pool name a lost or missing connection only in the message: the server closed it
 * ('Connection terminated unexpectedly'), the connect took longer than connectionTimeoutMillis ('… due to
 * connection timeout', or 'timeout exceeded when trying to connect' while waiting for a pooled one), or a
 * query was sent on a client that had already lost its connection.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
];

type Cause = { code?: unknown; message?: unknown };

/** The error and its causes (drizzle wraps the driver's error, a transaction may wrap it again). */
function causesOf(error: unknown): Cause[] {
  const causes: Cause[] = [];
  for (let current: unknown = error; current && typeof current === 'object' && causes.length < 5;) {
    causes.push(current as Cause);
    current = (current as { cause?: unknown }).cause;
  }
  return causes;
}
