import { REALTIME } from '@orchim/shared/constants';

/**
 * How the browser's realtime client is set up, in one place: product §9's constants given explicitly
 * rather than left to @supabase/realtime-js's defaults (which may change between versions), and the
 * Phoenix protocol version our server speaks.
 */

/** The JSON frames of Phoenix 1.0.0; realtime-js defaults to 2.0.0's arrays, which the server refuses. */
export const PROTOCOL_VERSION = '1.0.0';

/** The channel a signed-in person's booking events come on (`realtime:bookings` on the wire). */
export const BOOKINGS_CHANNEL = 'bookings';

/** Waits before reconnecting: 1, 2, 5, then every 10 seconds (product §9). `tries` counts from 1. */
export function reconnectAfterMs(tries: number): number {
  const steps = REALTIME.reconnectBackoffMs;
  return steps[tries - 1] ?? steps[steps.length - 1]!;
}

/** The WebSocket endpoint under the API's base URL: ws(s)://host/realtime/v1 (the client adds /websocket). */
export function realtimeEndpoint(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}/realtime/v1`;
}

/** The RealtimeClient options; `params` go into the socket's query string (the key: a WebSocket has no headers). */
export function realtimeClientOptions(anonKey: string) {
  return {
    vsn: PROTOCOL_VERSION,
    heartbeatIntervalMs: REALTIME.heartbeatMs,
    timeout: REALTIME.timeoutMs,
    reconnectAfterMs,
    params: { apikey: anonKey, eventsPerSecond: REALTIME.eventsPerSecond },
  };
}
