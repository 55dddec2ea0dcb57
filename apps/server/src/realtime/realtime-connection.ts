import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { MESSAGES_CHANNEL } from '@orchim/shared/conversation-vocabulary';
import { BOOKINGS_CHANNEL } from './booking-events';
import { authorizeChannel, ChannelAuthError, type ChannelGrant } from './channel-auth';
import type { Delivery } from './delivery';
import type { ChannelSubscriber, EventHub } from './event-hub';
import { EventPacer } from './event-pacer';
import { SOCKET_LIMITS } from './limits';
import type { NotificationSource } from './notification-source';
import {
  decodeFrame,
  encodeFrame,
  EVENTS,
  PHOENIX_TOPIC,
  refusal,
  reply,
  TOPIC_PREFIX,
  type Frame,
} from './protocol';

/**
 * The channels a socket may join, each with the user's own access token: their bookings' changes, and
 * their conversations' new messages. The join's authorization is the same for both.
 */
const CHANNELS: ReadonlySet<string> = new Set([BOOKINGS_CHANNEL, MESSAGES_CHANNEL]);
/** setTimeout's longest delay; a token's expiry further off is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** WebSocket close codes (RFC 6455). */
const CLOSE = { normal: 1000, unsupported: 1003, invalid: 1007, policy: 1008, internal: 1011 } as const;

interface OpenChannel extends ChannelSubscriber {
  topic: string;
  joinRef: string | null;
  grant: ChannelGrant;
  expiryTimer: NodeJS.Timeout | null;
}

interface QueuedEvent {
  channel: OpenChannel;
  delivery: Delivery;
}

export interface RealtimeConnectionOptions {
  socket: WebSocket;
  app: FastifyInstance;
  hub: EventHub;
  events: NotificationSource;
  log: FastifyBaseLogger;
  eventsPerSecond: number;
}

/**
 * One client's socket, speaking the server side of the Phoenix channel subset realtime-js uses:
 * heartbeats, joining `realtime:bookings` and `realtime:messages` with an access token, refreshing that
 * token, leaving, and broadcasts of booking and message events. Frames are handled one at a time, in the
 * order they came. Both channels share the socket's limits and its events-per-second pacer.
 */
export class RealtimeConnection {
  private readonly socket: WebSocket;
  private readonly app: FastifyInstance;
  private readonly hub: EventHub;
  private readonly events: NotificationSource;
  private readonly log: FastifyBaseLogger;
  private readonly channels = new Map<string, OpenChannel>();
  private readonly pacer: EventPacer<QueuedEvent>;
  private handling: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  /** When the client's last heartbeat came, by the app's clock (set in start()). */
  private lastHeardAt = 0;
  private window = { startedAt: 0, frames: 0, joins: 0 };
  private closed = false;

  constructor(options: RealtimeConnectionOptions) {
    ({ socket: this.socket, app: this.app, hub: this.hub, events: this.events, log: this.log } = options);
    this.pacer = new EventPacer(options.eventsPerSecond, SOCKET_LIMITS.maxQueuedEvents, (queued) =>
      this.sendEvent(queued),
    );
  }

  start(): void {
    this.log.debug('realtime: socket open');
    this.resetIdleTimer();
    this.socket.on('message', (data, isBinary) => this.received(data, isBinary));
    this.socket.on('close', (code) => this.cleanUp(code));
  }

  private received(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    if (!this.withinFrameLimit()) return this.close(CLOSE.policy, 'Too many messages');
    if (isBinary) return this.close(CLOSE.unsupported, 'Text frames only');
    const frame = decodeFrame(rawText(data));
    if (!frame) return this.close(CLOSE.invalid, 'Not a Phoenix message');
    this.handling = this.handling
      .then(() => this.handle(frame))
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime: failed to handle a frame');
        this.close(CLOSE.internal, 'Server error');
      });
  }

  private async handle(frame: Frame): Promise<void> {
    if (this.closed) return;
    this.log.debug({ topic: frame.topic, event: frame.event }, 'realtime: frame');
    if (frame.topic === PHOENIX_TOPIC && frame.event === EVENTS.heartbeat) {
      this.resetIdleTimer();
      return this.send(reply(frame, 'ok'));
    }
    if (frame.event === EVENTS.join) return this.join(frame);

    const channel = this.channels.get(frame.topic);
    if (!channel) return this.send(reply(frame, 'error', { reason: 'unmatched topic' }));
    switch (frame.event) {
      case EVENTS.leave:
        this.closeChannel(channel);
        return this.send(reply(frame, 'ok'));
      case EVENTS.accessToken:
        return this.refreshToken(channel, frame.payload.access_token);
      default:
        // Client broadcasts and presence are not part of this service; realtime-js does not wait for them.
        this.log.debug({ topic: frame.topic, event: frame.event }, 'realtime: ignored a client event');
    }
  }

  private async join(frame: Frame): Promise<void> {
    this.window.joins += 1;
    if (this.window.joins > SOCKET_LIMITS.maxJoinsPerWindow) {
      return this.send(
        reply(
          frame,
          'error',
          refusal('ClientJoinRateLimitReached', 'Too many joins, try again in a few seconds'),
        ),
      );
    }
    const name = frame.topic.startsWith(TOPIC_PREFIX) ? frame.topic.slice(TOPIC_PREFIX.length) : '';
    if (!CHANNELS.has(name)) {
      return this.send(
        reply(frame, 'error', refusal('UnknownChannel', `There is no channel ${frame.topic}`)),
      );
    }
    // A second join of an open topic replaces the first, as in Phoenix: the old one is closed.
    const previous = this.channels.get(frame.topic);
    if (previous) this.closeChannel(previous, { notify: true });

    let grant: ChannelGrant;
    try {
      grant = await authorizeChannel(this.app, frame.payload.access_token, this.app.clock());
      await this.events.start();
    } catch (error) {
      if (!(error instanceof ChannelAuthError)) {
        this.log.error({ err: error }, 'realtime: cannot listen for events');
        return this.send(
          reply(frame, 'error', refusal('Unavailable', 'Realtime is unavailable, try again later')),
        );
      }
      this.log.debug({ topic: frame.topic, reason: error.message }, 'realtime: join refused');
      return this.send(reply(frame, 'error', error.response));
    }
    if (this.closed) return;

    const channel: OpenChannel = {
      channel: name,
      topic: frame.topic,
      joinRef: frame.join_ref ?? frame.ref,
      grant,
      expiryTimer: null,
      deliver: (delivery) => this.deliver(channel, delivery),
    };
    this.channels.set(channel.topic, channel);
    this.hub.add(grant.userId, channel);
    this.watchExpiry(channel);
    this.log.debug({ topic: frame.topic, userId: grant.userId }, 'realtime: joined');
    this.send(reply(frame, 'ok', { postgres_changes: [] }));
  }

  /**
   * A refreshed token for an open channel (realtime-js sends one after each auth refresh). Like Supabase
   * Realtime: the same token or none changes nothing and gets no reply; a valid one extends the channel;
   * anything else closes it. It must name the user who joined: a channel does not change hands.
   */
  private async refreshToken(channel: OpenChannel, token: unknown): Promise<void> {
    if (token === undefined || token === null) return;
    let grant: ChannelGrant;
    try {
      grant = await authorizeChannel(this.app, token, this.app.clock());
    } catch (error) {
      if (!(error instanceof ChannelAuthError)) throw error;
      return this.shutDown(channel, error.message);
    }
    if (this.channels.get(channel.topic) !== channel) return;
    if (grant.userId !== channel.grant.userId) {
      return this.shutDown(channel, 'Unauthorized: The access token belongs to another user');
    }
    channel.grant = grant;
    this.watchExpiry(channel);
    this.log.debug({ topic: channel.topic }, 'realtime: access token refreshed');
  }

  private deliver(channel: OpenChannel, delivery: Delivery): boolean {
    if (this.expired(channel)) return false;
    this.pacer.push(`${channel.topic}|${delivery.key}`, { channel, delivery });
    return this.app.clock().getTime() - this.lastHeardAt <= SOCKET_LIMITS.presentWithinMs;
  }

  private sendEvent({ channel, delivery: { event, payload } }: QueuedEvent): void {
    // The channel may have closed, or its token run out, while the event waited for its turn.
    if (this.channels.get(channel.topic) !== channel || this.expired(channel)) return;
    this.send({
      topic: channel.topic,
      event: EVENTS.broadcast,
      payload: { type: EVENTS.broadcast, event, payload },
      ref: null,
      join_ref: channel.joinRef,
    });
  }

  /** True, and the channel is shut, when its token has expired (at the app's clock) and was not renewed. */
  private expired(channel: OpenChannel): boolean {
    const overdueMs = this.app.clock().getTime() - channel.grant.expiresAt;
    if (overdueMs < 0) return false;
    this.shutDown(channel, `Token has expired ${Math.floor(overdueMs / 1000)} seconds ago`);
    return true;
  }

  private watchExpiry(channel: OpenChannel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    const delay = channel.grant.expiresAt - this.app.clock().getTime();
    channel.expiryTimer = setTimeout(
      () => {
        channel.expiryTimer = null;
        if (this.channels.get(channel.topic) !== channel) return;
        if (!this.expired(channel)) this.watchExpiry(channel);
      },
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
    channel.expiryTimer.unref();
  }

  /**
   * Ends a channel from the server side as Supabase Realtime does: a `system` message saying why, then
   * `phx_close`, after which realtime-js reports CLOSED and stops receiving on it.
   */
  private shutDown(channel: OpenChannel, message: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    this.log.debug({ topic: channel.topic, reason: message }, 'realtime: channel shut down');
    this.send({
      topic: channel.topic,
      event: EVENTS.system,
      payload: {
        extension: 'system',
        status: 'error',
        message,
        channel: channel.topic.slice(TOPIC_PREFIX.length),
      },
      ref: null,
      join_ref: channel.joinRef,
    });
    this.closeChannel(channel, { notify: true });
  }

  private closeChannel(channel: OpenChannel, { notify = false } = {}): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    this.hub.remove(channel.grant.userId, channel);
    this.channels.delete(channel.topic);
    if (notify) {
      this.send({
        topic: channel.topic,
        event: EVENTS.close,
        payload: {},
        ref: channel.joinRef,
        join_ref: channel.joinRef,
      });
    }
  }

  private withinFrameLimit(): boolean {
    const now = performance.now();
    if (now - this.window.startedAt >= SOCKET_LIMITS.frameWindowMs)
      this.window = { startedAt: now, frames: 0, joins: 0 };
    this.window.frames += 1;
    return this.window.frames <= SOCKET_LIMITS.maxFramesPerWindow;
  }

  private resetIdleTimer(): void {
    this.lastHeardAt = this.app.clock().getTime();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(
      () => this.close(CLOSE.normal, 'Heartbeat timeout'),
      SOCKET_LIMITS.idleTimeoutMs,
    );
    this.idleTimer.unref();
  }

  private send(frame: Frame): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    // A client that does not read its messages is not allowed to pile them up in the server's memory.
    if (this.socket.bufferedAmount > SOCKET_LIMITS.maxBufferedBytes) {
      this.log.debug('realtime: dropping a client that does not read');
      this.socket.terminate();
      return;
    }
    this.socket.send(encodeFrame(frame));
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.log.debug({ code, reason }, 'realtime: closing socket');
    this.socket.close(code, reason);
    this.cleanUp(code);
  }

  private cleanUp(code: number): void {
    if (this.closed) return;
    this.closed = true;
    this.log.debug({ code }, 'realtime: socket closed');
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.pacer.close();
    for (const channel of [...this.channels.values()]) this.closeChannel(channel);
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
