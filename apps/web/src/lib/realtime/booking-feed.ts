import type { RealtimeChannel, RealtimeClient, RealtimeClientOptions } from '@supabase/realtime-js';
import {
  BOOKINGS_CHANNEL,
  realtimeClientOptions,
  realtimeEndpoint,
  reconnectAfterMs,
} from './client-options';

/**
 * One realtime connection per signed-in session, opened only while some screen listens for booking
 * events (useBookingEvents), and the status of that connection for the "Live" indicator.
 *
 * @supabase/realtime-js is loaded on first use (its own chunk, outside the first load). The client gets
 * the session's access token before it joins, and every refreshed one after (auth-js's
 * TOKEN_REFRESHED: realtime-js sends it on the joined channel, so the server keeps it open past the old
 * token's expiry); signing out disconnects it, and another user's sign-in starts a new one.
 */

export type RealtimeStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface BookingEvent {
  type: 'booking_created' | 'booking_updated';
  bookingId: string;
  kind: string;
  status: string;
  /** How the signed-in person is concerned: the listing's host, or the booking's guest. */
  role: 'host' | 'guest';
}

export type BookingEventHandler = (event: BookingEvent) => void;

/** The parts of auth-js's client the feed follows. */
export interface AuthEvents {
  onAuthStateChange(
    callback: (event: string, session: { access_token: string; user: { id: string } } | null) => void,
  ): { data: { subscription: { unsubscribe(): void } } };
}

type RealtimeModule = {
  RealtimeClient: new (endPoint: string, options: RealtimeClientOptions) => RealtimeClient;
};

export interface BookingFeedDeps {
  /** The API's base URL and anon key (/app-config.json). */
  config: () => { apiUrl: string; anonKey: string };
  auth: () => Promise<AuthEvents>;
  realtime: () => Promise<RealtimeModule>;
  /** Where the status and the last event are written for end-to-end tests (data-realtime on <html>). */
  root?: HTMLElement;
}

interface Connection {
  userId: string;
  client: RealtimeClient;
  channel: RealtimeChannel | null;
}

const EVENT_TYPES = new Set(['booking_created', 'booking_updated']);

export class BookingFeed {
  private readonly handlers = new Set<BookingEventHandler>();
  private readonly statusListeners = new Set<() => void>();
  private status: RealtimeStatus = 'offline';
  private session: { token: string; userId: string } | null = null;
  private connection: Connection | null = null;
  /** Bumped whenever the connection is dropped, so work started for an older one stops. */
  private generation = 0;
  private authStarted = false;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;
  private rejoinTries = 0;

  constructor(private readonly deps: BookingFeedDeps) {}

  /** Calls `handler` with each booking event until the returned function is called. */
  subscribe(handler: BookingEventHandler): () => void {
    this.handlers.add(handler);
    if (this.handlers.size === 1) this.start();
    return () => {
      if (!this.handlers.delete(handler) || this.handlers.size > 0) return;
      this.stop();
    };
  }

  getStatus = (): RealtimeStatus => this.status;

  onStatusChange = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private start() {
    this.setStatus(this.session || !this.authStarted ? 'connecting' : 'offline');
    window.addEventListener('online', this.onNetworkChange);
    window.addEventListener('offline', this.onNetworkChange);
    if (!this.authStarted) {
      this.authStarted = true;
      this.deps.auth().then(
        (auth) => auth.onAuthStateChange((event, session) => this.onAuthChange(event, session)),
        () => {
          // Without the auth chunk nobody is signed in; the next subscriber tries again.
          this.authStarted = false;
          this.setStatus('offline');
        },
      );
    }
    void this.openChannel();
  }

  /** Nobody listens any more: leave the channel (realtime-js disconnects an idle socket by itself). */
  private stop() {
    window.removeEventListener('online', this.onNetworkChange);
    window.removeEventListener('offline', this.onNetworkChange);
    this.cancelRejoin();
    const connection = this.connection;
    if (connection?.channel) {
      const channel = connection.channel;
      connection.channel = null;
      void connection.client.removeChannel(channel);
    }
    this.setStatus('offline');
    const root = this.deps.root;
    if (root) delete root.dataset.realtimeEvent;
  }

  private onAuthChange(event: string, session: { access_token: string; user: { id: string } } | null) {
    if (event === 'SIGNED_OUT' || !session) {
      this.session = null;
      this.disconnect();
      if (this.handlers.size > 0) this.setStatus('offline');
      return;
    }
    if (this.connection && this.connection.userId !== session.user.id) this.disconnect();
    this.session = { token: session.access_token, userId: session.user.id };
    // realtime-js sends a changed token on the joined channel (event access_token) and joins with it next time.
    if (this.connection) void this.connection.client.setAuth(session.access_token);
    void this.openChannel();
  }

  /** Creates the client if needed and joins the bookings channel, while someone listens and someone is signed in. */
  private async openChannel() {
    if (this.handlers.size === 0 || !this.session || this.connection?.channel) return;
    const generation = this.generation;
    const session = this.session;
    if (!this.connection) {
      const { RealtimeClient } = await this.deps.realtime();
      if (generation !== this.generation || this.connection || this.session !== session) return;
      const { apiUrl, anonKey } = this.deps.config();
      const client = new RealtimeClient(realtimeEndpoint(apiUrl), realtimeClientOptions(anonKey));
      this.connection = { userId: session.userId, client, channel: null };
      await client.setAuth(session.token);
      if (generation !== this.generation) return;
    }
    const connection = this.connection;
    if (!connection || connection.channel || this.handlers.size === 0) return;
    if (this.status !== 'live') this.setStatus(navigator.onLine === false ? 'offline' : 'connecting');
    const channel = connection.client
      .channel(BOOKINGS_CHANNEL)
      .on('broadcast', { event: '*' }, (message: { event: string; payload?: unknown }) =>
        this.dispatch(message),
      )
      .subscribe((state) => {
        if (connection.channel !== channel) return;
        this.onChannelState(state);
      });
    connection.channel = channel;
  }

  private onChannelState(state: string) {
    switch (state) {
      case 'SUBSCRIBED':
        this.rejoinTries = 0;
        this.setStatus('live');
        return;
      case 'CHANNEL_ERROR':
      case 'TIMED_OUT':
        // realtime-js reconnects the socket and joins again by itself (1, 2, 5, 10 s).
        this.setStatus(navigator.onLine === false ? 'offline' : 'reconnecting');
        return;
      case 'CLOSED':
        // The server closed the channel (its token ran out before a refresh reached it): join again,
        // with whatever token the session has by then.
        if (this.connection) this.connection.channel = null;
        this.setStatus('reconnecting');
        this.scheduleRejoin();
        return;
    }
  }

  private scheduleRejoin() {
    this.cancelRejoin();
    this.rejoinTries += 1;
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = null;
      void this.openChannel();
    }, reconnectAfterMs(this.rejoinTries));
  }

  private cancelRejoin() {
    if (this.rejoinTimer) clearTimeout(this.rejoinTimer);
    this.rejoinTimer = null;
  }

  private disconnect() {
    this.generation += 1;
    this.cancelRejoin();
    const connection = this.connection;
    this.connection = null;
    if (connection) void connection.client.disconnect();
  }

  private dispatch(message: { event: string; payload?: unknown }) {
    const payload = (message.payload ?? {}) as Partial<BookingEvent>;
    if (!EVENT_TYPES.has(message.event) || typeof payload.bookingId !== 'string') return;
    const event: BookingEvent = {
      type: message.event as BookingEvent['type'],
      bookingId: payload.bookingId,
      kind: String(payload.kind),
      status: String(payload.status),
      role: payload.role === 'guest' ? 'guest' : 'host',
    };
    const root = this.deps.root;
    if (root) root.dataset.realtimeEvent = event.bookingId;
    for (const handler of [...this.handlers]) handler(event);
  }

  private onNetworkChange = () => {
    if (this.status === 'live' && navigator.onLine !== false) return;
    this.setStatus(navigator.onLine === false ? 'offline' : 'reconnecting');
  };

  private setStatus(status: RealtimeStatus) {
    const root = this.deps.root;
    if (root) {
      if (this.handlers.size > 0) root.dataset.realtime = status;
      else delete root.dataset.realtime;
    }
    if (status === this.status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}
