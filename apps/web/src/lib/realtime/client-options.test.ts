import { describe, expect, it } from 'vitest';
import { realtimeClientOptions, realtimeEndpoint, reconnectAfterMs } from './client-options';

describe('realtime client options (product §9)', () => {
  it('reconnects after 1, 2, 5, then every 10 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(reconnectAfterMs)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000, 10000,
    ]);
  });

  it('sets the heartbeat, timeout, events per second and protocol explicitly, with the anon key in the query', () => {
    expect(realtimeClientOptions('anon-key')).toEqual({
      vsn: '1.0.0',
      heartbeatIntervalMs: 25_000,
      timeout: 10_000,
      reconnectAfterMs,
      params: { apikey: 'anon-key', eventsPerSecond: 10 },
    });
  });

  it('opens the socket under the API URL, on ws: or wss: as the page is http: or https:', () => {
    expect(realtimeEndpoint('http://localhost:8080')).toBe('ws://localhost:8080/realtime/v1');
    expect(realtimeEndpoint('https://orchim.example/')).toBe('wss://orchim.example/realtime/v1');
  });
});
