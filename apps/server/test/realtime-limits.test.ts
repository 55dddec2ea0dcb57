import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventHub } from '../src/realtime/event-hub';
import { EventPacer } from '../src/realtime/event-pacer';
import { eventsPerSecondOf, SOCKET_LIMITS } from '../src/realtime/limits';
import type { NotificationSource } from '../src/realtime/notification-source';
import { RealtimeConnection } from '../src/realtime/realtime-connection';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('eventsPerSecondOf (the client’s eventsPerSecond, product §9)', () => {
  it('takes what the client asks for, up to 10, and 10 when it asks for nothing sensible', () => {
    expect(eventsPerSecondOf('3')).toBe(3);
    expect(eventsPerSecondOf('10')).toBe(10);
    expect(eventsPerSecondOf('1000')).toBe(10);
    for (const value of [undefined, '', '0', '-2', '2.5', 'fast']) expect(eventsPerSecondOf(value)).toBe(10);
  });
});

describe('EventPacer', () => {
  const pacer = (perSecond: number, maxQueued = 100) => {
    const sent: string[] = [];
    return { sent, pacer: new EventPacer<string>(perSecond, maxQueued, (item) => sent.push(item)) };
  };

  it('sends at most `perSecond` items in any second, the rest in order as the window slides', () => {
    const { sent, pacer: paced } = pacer(10);
    for (let i = 0; i < 25; i += 1) paced.push(`k${i}`, `e${i}`);
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(999);
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(20);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(Array.from({ length: 25 }, (_, i) => `e${i}`));
  });

  it('coalesces waiting items of the same key into the latest, in the first one’s place', () => {
    const { sent, pacer: paced } = pacer(1);
    paced.push('a', 'a1');
    paced.push('b', 'b1');
    paced.push('c', 'c1');
    paced.push('b', 'b2');
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual(['a1', 'b2', 'c1']);
  });

  it('drops the oldest waiting item beyond `maxQueued`, and nothing after close()', () => {
    const { sent, pacer: paced } = pacer(1, 2);
    for (const key of ['a', 'b', 'c', 'd']) paced.push(key, key);
    expect(paced.size).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['a', 'c']);
    paced.close();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual(['a', 'c']);
  });
});

/** The parts of a `ws` socket a connection uses, recording what it sends and how it is closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  closedWith: { code: number; reason: string } | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  terminate() {
    this.closedWith = { code: 1006, reason: 'terminated' };
    this.readyState = 3;
  }
  frame(frame: object) {
    this.emit('message', Buffer.from(JSON.stringify(frame)), false);
  }
}

function connect() {
  const socket = new FakeSocket();
  const app = { clock: () => new Date() } as unknown as FastifyInstance;
  const log = { debug: () => {}, error: () => {}, warn: () => {} } as unknown as FastifyInstance['log'];
  new RealtimeConnection({
    socket: socket as unknown as WebSocket,
    app,
    hub: new EventHub(),
    events: {} as NotificationSource,
    log,
    eventsPerSecond: 10,
  }).start();
  return socket;
}

/** Lets the connection handle the frames it was sent (a promise chain, no timers). */
async function handled() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('an idle socket', () => {
  it('is closed 60 s after its last heartbeat, and not before', async () => {
    const socket = connect();
    vi.advanceTimersByTime(SOCKET_LIMITS.idleTimeoutMs - 1_000);
    socket.frame({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' });
    await handled();
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(SOCKET_LIMITS.idleTimeoutMs - 1);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Heartbeat timeout' });
  });

  it('is not kept open by frames other than heartbeats', async () => {
    const socket = connect();
    vi.advanceTimersByTime(SOCKET_LIMITS.idleTimeoutMs - 1_000);
    socket.frame({ topic: 'realtime:bookings', event: 'access_token', payload: {}, ref: '1' });
    await handled();
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Heartbeat timeout' });
  });
});
