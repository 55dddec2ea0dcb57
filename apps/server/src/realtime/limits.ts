import { REALTIME } from '@orchim/shared';

/** What one socket may do: a hostile client must not exhaust the server. */
export const SOCKET_LIMITS = {
  /** Largest frame a client may send; a join with its access token is about 1.5 kB. Bigger closes the socket (1009). */
  maxFrameBytes: 16 * 1024,
  /** A socket that sends no heartbeat for this long is closed (the client sends one every 25 s). */
  idleTimeoutMs: 60_000,
  /**
   * A socket heard from (a heartbeat) within this long counts as its person being on the site: a message
   * it takes then is not mailed (domain/messages/away-mail.ts). Longer than the client's 25 s between
   * heartbeats, much shorter than idleTimeoutMs, so a socket that died without closing soon stops counting.
   */
  presentWithinMs: 35_000,
  /** Frames a client may send in `frameWindowMs` (heartbeats come every 25 s); more closes the socket (1008). */
  maxFramesPerWindow: 60,
  frameWindowMs: 10_000,
  /** Joins (each verifies a token against the database) a socket may ask for in `frameWindowMs`. */
  maxJoinsPerWindow: 10,
  /** Events waiting for their turn under the events-per-second limit; the oldest give way beyond it. */
  maxQueuedEvents: 100,
  /** Bytes the socket has not yet written out to a slow client before it is dropped. */
  maxBufferedBytes: 1024 * 1024,
} as const;

/**
 * Events a socket receives per second at most: the client's `eventsPerSecond` (realtime-js sends its
 * `params` in the socket's query string), never more than product §9's 10.
 */
export function eventsPerSecondOf(value: string | undefined): number {
  const asked = Number(value);
  if (!Number.isInteger(asked) || asked < 1) return REALTIME.eventsPerSecond;
  return Math.min(asked, REALTIME.eventsPerSecond);
}
