import type { RealtimeChannel, RealtimeClient, RealtimeClientOptions } from '@supabase/realtime-js';
import { realtimeClientOptions, realtimeEndpoint, reconnectAfterMs } from './client-options';

/**
 * One realtime connection per signed-in session, shared by every channel the page listens on (bookings,
 * messages: a feed each, ChannelFeed below), opened only while some feed has a listener.
 *
 * @supabase/realtime-js is loaded on first use (its own chunk, outside the first load). The client gets
 * the session's access token before it joins, and every refreshed one after (auth-js's
 * TOKEN_REFRESHED: realtime-js sends it on the joined channels, so the server keeps them open past the old
 * token's expiry); signing out disconnects it, and another user's sign-in starts a new one.
 */

export type RealtimeStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** A broadcast as realtime-js hands it over. */
export type Broadcast = { event: string; payload?: unknown };

/** The parts of auth-js's client the hub follows. */
export interface AuthEvents {
  onAuthStateChange(
    callback: (event: string, session: { access_token: string; user: { id: string } } | null) => void,
  ): { data: { subscription: { unsubscribe(): void } } };
}

type RealtimeModule = {
  RealtimeClient: new (endPoint: string, options: RealtimeClientOptions) => RealtimeClient;
};

export interface RealtimeDeps {
  /** The API's base URL and anon key (/app-config.json). */
  config: () => { apiUrl: string; anonKey: string };
  auth: () => Promise<AuthEvents>;
  realtime: () => Promise<RealtimeModule>;
  /** Where statuses and last events are written for end-to-end tests (data-* on <html>). */
  root?: HTMLElement;
}

interface Connection {
  userId: string;
  client: RealtimeClient;
  /** The latest token handed to the client: a join waits for it. */
  ready: Promise<unknown>;
}

export class RealtimeHub {
  /** Feeds with at least one listener. */
  private readonly listening = new Set<ChannelFeed<unknown>>();
  private session: { token: string; userId: string } | null = null;
  private connection: Connection | null = null;
  /** Bumped whenever the connection is dropped, so work started for an older one stops. */
  private generation = 0;
  private creating: { generation: number; promise: Promise<Connection | null> } | null = null;
  private authStarted = false;

  constructor(readonly deps: RealtimeDeps) {}

  /** Whether a feed starting now may get a connection: someone is signed in, or we do not know yet. */
  mayConnect(): boolean {
    return this.session !== null || !this.authStarted;
  }

  /** A feed got its first listener. */
  attach(feed: ChannelFeed<unknown>) {
    this.listening.add(feed);
    if (!this.authStarted) {
      this.authStarted = true;
      this.deps.auth().then(
        (auth) => auth.onAuthStateChange((event, session) => this.onAuthChange(event, session)),
        () => {
          // Without the auth chunk nobody is signed in; the next feed to start tries again.
          this.authStarted = false;
          for (const each of this.listening) each.setStatus('offline');
        },
      );
    }
    void this.open(feed);
  }

  /** A feed lost its last listener (it has left its channel itself). */
  detach(feed: ChannelFeed<unknown>) {
    this.listening.delete(feed);
  }

  /** Joins the feed's channel, creating the client if needed, while it listens and someone is signed in. */
  async open(feed: ChannelFeed<unknown>) {
    if (!feed.listening || !this.session || feed.joined) return;
    const connection = await this.connect();
    if (!connection) return;
    await connection.ready;
    if (connection !== this.connection || !feed.listening || feed.joined || !this.session) return;
    feed.join(connection.client);
  }

  private connect(): Promise<Connection | null> {
    if (this.connection) return Promise.resolve(this.connection);
    const generation = this.generation;
    if (this.creating?.generation !== generation) {
      const promise = this.deps.realtime().then(({ RealtimeClient }) => {
        const session = this.session;
        if (generation !== this.generation || !session) return null;
        if (this.connection) return this.connection;
        const { apiUrl, anonKey } = this.deps.config();
        const client = new RealtimeClient(realtimeEndpoint(apiUrl), realtimeClientOptions(anonKey));
        this.connection = { userId: session.userId, client, ready: client.setAuth(session.token) };
        return this.connection;
      });
      this.creating = { generation, promise };
      // Settled either way: the next call after a failure tries again.
      void promise.then(
        () => this.clearCreating(promise),
        () => this.clearCreating(promise),
      );
    }
    return this.creating!.promise.catch(() => null);
  }

  private clearCreating(promise: Promise<Connection | null>) {
    if (this.creating?.promise === promise) this.creating = null;
  }

  private onAuthChange(event: string, session: { access_token: string; user: { id: string } } | null) {
    if (event === 'SIGNED_OUT' || !session) {
      this.session = null;
      this.disconnect();
      for (const feed of this.listening) feed.setStatus('offline');
      return;
    }
    if (this.connection && this.connection.userId !== session.user.id) this.disconnect();
    this.session = { token: session.access_token, userId: session.user.id };
    // realtime-js sends a changed token on the joined channels (event access_token) and joins with it next time.
    if (this.connection) this.connection.ready = this.connection.client.setAuth(session.access_token);
    for (const feed of this.listening) void this.open(feed);
  }

  private disconnect() {
    this.generation += 1;
    for (const feed of this.listening) feed.drop();
    const connection = this.connection;
    this.connection = null;
    if (connection) void connection.client.disconnect();
  }
}

/** What a feed makes of its channel's broadcasts, and where it writes its status for end-to-end tests. */
export interface ChannelOptions<E> {
  /** The channel (`realtime:{name}` on the wire). */
  name: string;
  /** The event a broadcast carries, or null for anything else. */
  parse: (message: Broadcast) => E | null;
  /** data-* keys (camelCase) on the deps' root: the status, and the id of the last event. */
  statusKey: string;
  eventKey: string;
  eventId: (event: E) => string;
}

/**
 * One channel of the hub's connection: its listeners, its status for the page ("Live", "Reconnecting…"),
 * and joining again after the server closed it.
 */
export class ChannelFeed<E> {
  private readonly handlers = new Set<(event: E) => void>();
  private readonly statusListeners = new Set<() => void>();
  private status: RealtimeStatus = 'offline';
  /** The channel joined on the hub's client, if any. */
  joined: { client: RealtimeClient; channel: RealtimeChannel } | null = null;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;
  private rejoinTries = 0;

  private readonly hub: RealtimeHub;

  /** On the page's hub, or on a hub of its own made from `deps` (tests). */
  constructor(
    source: RealtimeHub | RealtimeDeps,
    private readonly options: ChannelOptions<E>,
  ) {
    this.hub = source instanceof RealtimeHub ? source : new RealtimeHub(source);
  }

  get listening(): boolean {
    return this.handlers.size > 0;
  }

  /** Calls `handler` with each event until the returned function is called. */
  subscribe(handler: (event: E) => void): () => void {
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
    this.setStatus(this.hub.mayConnect() ? 'connecting' : 'offline');
    window.addEventListener('online', this.onNetworkChange);
    window.addEventListener('offline', this.onNetworkChange);
    this.hub.attach(this as ChannelFeed<unknown>);
  }

  /** Nobody listens any more: leave the channel (realtime-js disconnects an idle socket by itself). */
  private stop() {
    window.removeEventListener('online', this.onNetworkChange);
    window.removeEventListener('offline', this.onNetworkChange);
    this.hub.detach(this as ChannelFeed<unknown>);
    const joined = this.joined;
    this.drop();
    if (joined) void joined.client.removeChannel(joined.channel);
    this.setStatus('offline');
    const root = this.hub.deps.root;
    if (root) delete root.dataset[this.options.eventKey];
  }

  /** The hub's connection is gone: forget the channel and any pending rejoin. */
  drop() {
    this.cancelRejoin();
    this.joined = null;
  }

  /** Joins the channel on the hub's client (the hub calls it once the token is handed over). */
  join(client: RealtimeClient) {
    if (this.status !== 'live') this.setStatus(navigator.onLine === false ? 'offline' : 'connecting');
    const channel = client
      .channel(this.options.name)
      .on('broadcast', { event: '*' }, (message: Broadcast) => this.dispatch(message))
      .subscribe((state) => {
        if (this.joined?.channel !== channel) return;
        this.onChannelState(state);
      });
    this.joined = { client, channel };
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
        this.joined = null;
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
      void this.hub.open(this as ChannelFeed<unknown>);
    }, reconnectAfterMs(this.rejoinTries));
  }

  private cancelRejoin() {
    if (this.rejoinTimer) clearTimeout(this.rejoinTimer);
    this.rejoinTimer = null;
  }

  private dispatch(message: Broadcast) {
    const event = this.options.parse(message);
    if (event === null) return;
    const root = this.hub.deps.root;
    if (root) root.dataset[this.options.eventKey] = this.options.eventId(event);
    for (const handler of [...this.handlers]) handler(event);
  }

  private onNetworkChange = () => {
    if (this.status === 'live' && navigator.onLine !== false) return;
    this.setStatus(navigator.onLine === false ? 'offline' : 'reconnecting');
  };

  setStatus(status: RealtimeStatus) {
    const root = this.hub.deps.root;
    if (root) {
      if (this.handlers.size > 0) root.dataset[this.options.statusKey] = status;
      else delete root.dataset[this.options.statusKey];
    }
    if (status === this.status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}
