import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  RealtimeClient,
  type RealtimeChannel,
  type REALTIME_SUBSCRIBE_STATES,
  type WebSocketLikeConstructor,
} from '@supabase/realtime-js';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { apiKey } from './test-app';

/** Listens on a free port of 127.0.0.1 and returns the app's base URL (http://127.0.0.1:<port>). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The realtime endpoint of a base URL, as the browser's client is given it. */
export const realtimeEndpoint = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/realtime/v1`;

/** The socket URL realtime-js opens, with the query parameters given (apikey and vsn unless overridden). */
export async function socketUrl(baseUrl: string, query: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  const all = { apikey: await apiKey(), vsn: '1.0.0', ...query };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) params.set(name, value);
  return `${realtimeEndpoint(baseUrl)}/websocket?${params}`;
}

/** The bearer token in a signed-in account's headers. */
export const tokenOf = (headers: Record<string, string>) => headers.authorization!.replace(/^Bearer /, '');

/**
 * Items as they arrive, and promises for the ones a test waits for: `waitFor` looks at what came
 * already, then at what comes next. A wait that is not met fails the test with what did come.
 */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = [];

  push(item: T) {
    this.items.push(item);
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(item)) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(item);
    }
  }

  /** The first item from index `from` on that matches, now or when it comes. */
  waitFor(match: (item: T) => boolean, what = 'an item', from = 0, timeoutMs = 10_000): Promise<T> {
    const found = this.items.slice(from).find(match);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`timed out waiting for ${what}; received: ${JSON.stringify(this.items)}`));
      }, timeoutMs);
      const done = (item: T) => {
        clearTimeout(timer);
        resolve(item);
      };
      this.waiters.push({ match, resolve: done });
    });
  }
}

export interface BookingEvent {
  type: string;
  bookingId: string;
  kind: string;
  status: string;
  role: string;
}

export interface MessageEvent {
  type: string;
  conversationId: string;
  messageId: string;
  role: string;
}

export interface ChannelSubscription<Event> {
  client: RealtimeClient;
  channel: RealtimeChannel;
  /** Broadcast events, as the browser's handler gets them. */
  events: Inbox<Event>;
  /** Subscription states (SUBSCRIBED, CHANNEL_ERROR, CLOSED...) and the error that came with one. */
  states: Inbox<{ status: `${REALTIME_SUBSCRIBE_STATES}`; error?: string }>;
  /** `system` messages of the channel. */
  system: Inbox<{ status: string; message: string }>;
  /** Resolves when the socket has answered a heartbeat sent now (the server handles frames in order). */
  roundTrip(): Promise<void>;
  close(): Promise<void>;
}

export type BookingsSubscription = ChannelSubscription<BookingEvent>;
export type MessagesSubscription = ChannelSubscription<MessageEvent>;

/**
 * The real @supabase/realtime-js client, as the browser configures it (vsn 1.0.0, the anon key in the
 * query), on `ws` because Node 20 has no WebSocket, joining the channel `name` with `token`.
 */
async function subscribeToChannel<Event>(
  name: string,
  baseUrl: string,
  token: string | null,
  options: { params?: Record<string, string> } = {},
): Promise<ChannelSubscription<Event>> {
  const heartbeats = new Inbox<string>();
  const client = new RealtimeClient(realtimeEndpoint(baseUrl), {
    transport: WebSocket as unknown as WebSocketLikeConstructor,
    vsn: '1.0.0',
    params: { apikey: await apiKey(), ...options.params },
    heartbeatIntervalMs: 25_000,
    timeout: 10_000,
    heartbeatCallback: (status) => heartbeats.push(status),
  });
  if (token) await client.setAuth(token);
  const events = new Inbox<Event>();
  const states: ChannelSubscription<Event>['states'] = new Inbox();
  const system: ChannelSubscription<Event>['system'] = new Inbox();
  const channel = client
    .channel(name)
    .on('broadcast', { event: '*' }, (message) =>
      events.push({ type: message.event, ...message.payload } as Event),
    )
    .on('system', {}, (payload: { status: string; message: string }) => system.push(payload))
    .subscribe((status, error) => states.push(error ? { status, error: error.message } : { status }));
  return {
    client,
    channel,
    events,
    states,
    system,
    async roundTrip() {
      const from = heartbeats.items.length;
      await client.sendHeartbeat();
      await heartbeats.waitFor((status) => status === 'ok', 'a heartbeat reply', from);
    },
    async close() {
      await client.removeAllChannels();
      await client.disconnect();
    },
  };
}

/** A subscription to `realtime:bookings`. */
export const subscribeToBookings = (
  baseUrl: string,
  token: string | null,
  options?: { params?: Record<string, string> },
) => subscribeToChannel<BookingEvent>('bookings', baseUrl, token, options);

/** A subscription that has joined. */
async function joinedChannel<Event>(
  name: string,
  baseUrl: string,
  token: string,
  options?: { params?: Record<string, string> },
) {
  const subscription = await subscribeToChannel<Event>(name, baseUrl, token, options);
  await subscription.states.waitFor((state) => state.status !== 'CLOSED', 'the join');
  const first = subscription.states.items[0]!;
  if (first.status !== 'SUBSCRIBED') throw new Error(`join failed: ${JSON.stringify(first)}`);
  return subscription;
}

/** A subscription to `realtime:bookings` that has joined. */
export const joinedBookings = (
  baseUrl: string,
  token: string,
  options?: { params?: Record<string, string> },
) => joinedChannel<BookingEvent>('bookings', baseUrl, token, options);

/** A subscription to `realtime:messages` that has joined. */
export const joinedMessages = (
  baseUrl: string,
  token: string,
  options?: { params?: Record<string, string> },
) => joinedChannel<MessageEvent>('messages', baseUrl, token, options);

export interface Frame {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  ref: string | null;
  join_ref?: string | null;
}

/** A WebSocket speaking raw Phoenix frames, for the protocol's edges. */
export class RawSocket {
  readonly frames = new Inbox<Frame>();
  readonly closed: Promise<{ code: number; reason: string }>;
  private ref = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(url: string): Promise<RawSocket> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a push and returns its ref. */
  push(topic: string, event: string, payload: Record<string, unknown> = {}, joinRef?: string): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify({ topic, event, payload, ref, join_ref: joinRef ?? ref }));
    return ref;
  }

  /** The reply to the push with this ref. */
  replyTo(ref: string) {
    return this.frames.waitFor(
      (frame) => frame.event === 'phx_reply' && frame.ref === ref,
      `the reply to ${ref}`,
    );
  }

  /** Joins `realtime:bookings` and returns the join ref once the server said ok. */
  async join(token: string, topic = 'realtime:bookings'): Promise<string> {
    const ref = this.push(topic, 'phx_join', { config: {}, access_token: token });
    const answer = await this.replyTo(ref);
    if ((answer.payload as { status: string }).status !== 'ok')
      throw new Error(`join refused: ${JSON.stringify(answer)}`);
    return ref;
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

/**
 * The HTTP status a WebSocket upgrade to `url` is refused with, once the server has also closed the
 * connection: a refused upgrade must not leave its socket open (the client here never closes it).
 */
export function refusedUpgrade(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url.replace(/^ws/, 'http'), {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    request.once('upgrade', (_response, socket) => {
      socket.destroy();
      reject(new Error(`the upgrade to ${url} was accepted`));
    });
    request.once('response', (response) => {
      response.resume();
      response.socket.once('close', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
  });
}
