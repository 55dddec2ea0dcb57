import type { RealtimeClientOptions } from '@supabase/realtime-js';
import type { AuthEvents } from './realtime-hub';

/**
 * Stand-ins for realtime-js and auth-js in the realtime tests: the client keeps every instance and the
 * order of its calls, the channel lets the test play the server's side, the auth emits its events.
 */

export type Session = { access_token: string; user: { id: string } };
export const session = (token: string, userId = 'user-1'): Session => ({
  access_token: token,
  user: { id: userId },
});

/** Stands in for RealtimeChannel: records bindings, lets the test play the server's side. */
export class FakeChannel {
  private broadcast: ((message: { event: string; payload?: unknown }) => void) | null = null;
  private stateCallback: ((state: string) => void) | null = null;
  constructor(
    readonly name: string,
    private readonly log: string[],
  ) {}
  on(type: string, _filter: object, callback: (message: { event: string; payload?: unknown }) => void) {
    if (type === 'broadcast') this.broadcast = callback;
    return this;
  }
  subscribe(callback: (state: string) => void) {
    this.log.push(`subscribe:${this.name}`);
    this.stateCallback = callback;
    return this;
  }
  state(state: string) {
    this.stateCallback?.(state);
  }
  send(event: string, payload: unknown) {
    this.broadcast?.({ event, payload });
  }
}

/** Stands in for RealtimeClient, keeping every instance and the order of calls. */
export class FakeClient {
  static instances: FakeClient[] = [];
  readonly log: string[] = [];
  readonly channels: FakeChannel[] = [];
  readonly removed: FakeChannel[] = [];
  disconnected = false;
  constructor(
    readonly endpoint: string,
    readonly options: RealtimeClientOptions,
  ) {
    FakeClient.instances.push(this);
  }
  async setAuth(token: string) {
    this.log.push(`setAuth:${token}`);
  }
  channel(name: string) {
    const channel = new FakeChannel(name, this.log);
    this.channels.push(channel);
    return channel;
  }
  async removeChannel(channel: FakeChannel) {
    this.removed.push(channel);
    return 'ok';
  }
  async disconnect() {
    this.disconnected = true;
    return 'ok';
  }
  get lastChannel() {
    return this.channels.at(-1)!;
  }
}

/** Stands in for auth-js: the test emits its events. */
export class FakeAuth implements AuthEvents {
  private callback: ((event: string, session: Session | null) => void) | null = null;
  onAuthStateChange(callback: (event: string, session: Session | null) => void) {
    this.callback = callback;
    return { data: { subscription: { unsubscribe: () => {} } } };
  }
  /** Whether something follows the events yet (the hub subscribes once auth-js has loaded). */
  get listening() {
    return this.callback !== null;
  }
  emit(event: string, current: Session | null) {
    this.callback?.(event, current);
  }
}
