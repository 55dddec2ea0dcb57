import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingFeed, type BookingEvent, type BookingFeedDeps } from './booking-feed';
import { FakeAuth, FakeClient, session } from './fake-realtime';

let auth: FakeAuth;
let deps: BookingFeedDeps & { realtime: ReturnType<typeof vi.fn>; auth: ReturnType<typeof vi.fn> };
let feed: BookingFeed;
const root = document.documentElement;

beforeEach(() => {
  FakeClient.instances = [];
  auth = new FakeAuth();
  deps = {
    config: () => ({ apiUrl: 'https://orchim.example', anonKey: 'anon-key' }),
    auth: vi.fn(async () => auth),
    realtime: vi.fn(async () => ({ RealtimeClient: FakeClient as never })),
    root,
  };
  feed = new BookingFeed(deps);
});
afterEach(() => {
  vi.useRealTimers();
  delete root.dataset.realtime;
  delete root.dataset.realtimeEvent;
});

/** The feed's client once it has joined the channel. */
async function joinedClient(index = 0) {
  await vi.waitFor(() => expect(FakeClient.instances[index]?.channels.length).toBeGreaterThan(0));
  return FakeClient.instances[index]!;
}

describe('BookingFeed', () => {
  it('loads neither auth nor realtime-js until something listens', async () => {
    expect(feed.getStatus()).toBe('offline');
    await Promise.resolve();
    expect(deps.auth).not.toHaveBeenCalled();
    expect(deps.realtime).not.toHaveBeenCalled();
    feed.subscribe(() => {});
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalledOnce());
  });

  it("joins 'bookings' with the session's token, handed over before the join, on the product §9 settings", async () => {
    feed.subscribe(() => {});
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalled());
    auth.emit('INITIAL_SESSION', session('token-1'));
    const client = await joinedClient();
    expect(client.endpoint).toBe('wss://orchim.example/realtime/v1');
    expect(client.options).toMatchObject({
      vsn: '1.0.0',
      heartbeatIntervalMs: 25_000,
      timeout: 10_000,
      params: { apikey: 'anon-key', eventsPerSecond: 10 },
    });
    expect(client.options.reconnectAfterMs?.(3)).toBe(5000);
    expect(client.log).toEqual(['setAuth:token-1', 'subscribe:bookings']);
  });

  it('hands every refreshed token to the same client, without joining again', async () => {
    feed.subscribe(() => {});
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalled());
    auth.emit('INITIAL_SESSION', session('token-1'));
    const client = await joinedClient();
    auth.emit('TOKEN_REFRESHED', session('token-2'));
    auth.emit('TOKEN_REFRESHED', session('token-3'));
    expect(client.log).toEqual([
      'setAuth:token-1',
      'subscribe:bookings',
      'setAuth:token-2',
      'setAuth:token-3',
    ]);
    expect(FakeClient.instances).toHaveLength(1);
  });

  it('disconnects on sign-out (offline), and starts a new client for the next person who signs in', async () => {
    feed.subscribe(() => {});
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalled());
    auth.emit('INITIAL_SESSION', session('token-1', 'host-1'));
    const first = await joinedClient();
    first.lastChannel.state('SUBSCRIBED');
    auth.emit('SIGNED_OUT', null);
    expect(first.disconnected).toBe(true);
    expect(feed.getStatus()).toBe('offline');

    auth.emit('SIGNED_IN', session('token-9', 'guest-2'));
    const second = await joinedClient(1);
    expect(second.log).toEqual(['setAuth:token-9', 'subscribe:bookings']);
    // And a different person signing in over a session ends the old client too.
    auth.emit('SIGNED_IN', session('token-10', 'guest-3'));
    await joinedClient(2);
    expect(second.disconnected).toBe(true);
  });

  it('reports connecting, live, reconnecting and live again, also as data-realtime on <html>', async () => {
    const seen: string[] = [];
    feed.onStatusChange(() => seen.push(feed.getStatus()));
    feed.subscribe(() => {});
    expect(root.dataset.realtime).toBe('connecting');
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalled());
    auth.emit('INITIAL_SESSION', session('token-1'));
    const channel = (await joinedClient()).lastChannel;
    channel.state('SUBSCRIBED');
    expect(root.dataset.realtime).toBe('live');
    channel.state('CHANNEL_ERROR'); // the socket dropped: realtime-js reconnects and joins again
    expect(root.dataset.realtime).toBe('reconnecting');
    channel.state('SUBSCRIBED');
    expect(seen).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('hands booking events to every handler, records the last in data-realtime-event, ignores anything else', async () => {
    const one: BookingEvent[] = [];
    const two: BookingEvent[] = [];
    feed.subscribe((event) => one.push(event));
    feed.subscribe((event) => two.push(event));
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalled());
    auth.emit('INITIAL_SESSION', session('token-1'));
    const channel = (await joinedClient()).lastChannel;
    channel.send('booking_created', { bookingId: 'b-1', kind: 'stay', status: 'confirmed', role: 'host' });
    channel.send('something_else', { bookingId: 'b-2' });
    channel.send('booking_updated', { nothing: true });
    const expected = {
      type: 'booking_created',
      bookingId: 'b-1',
      kind: 'stay',
      status: 'confirmed',
      role: 'host',
    };
    expect(one).toEqual([expected]);
    expect(two).toEqual([expected]);
    expect(root.dataset.realtimeEvent).toBe('b-1');
  });

  it('leaves the channel when the last handler goes, and joins again when one comes back', async () => {
    const stopOne = feed.subscribe(() => {});
    const stopTwo = feed.subscribe(() => {});
    await vi.waitFor(() => expect(deps.auth).toHaveBeenCalled());
    auth.emit('INITIAL_SESSION', session('token-1'));
    const client = await joinedClient();
    stopOne();
    expect(client.removed).toEqual([]);
    stopTwo();
    expect(client.removed).toEqual([client.channels[0]]);
    expect(feed.getStatus()).toBe('offline');
    expect(root.dataset.realtime).toBeUndefined();

    feed.subscribe(() => {});
    await vi.waitFor(() => expect(client.channels).toHaveLength(2));
    expect(FakeClient.instances).toHaveLength(1);
  });

  it('joins again after the server closed the channel: after 1 s, or as soon as a refreshed token comes', async () => {
    vi.useFakeTimers();
    feed.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    auth.emit('INITIAL_SESSION', session('token-1'));
    await vi.advanceTimersByTimeAsync(0);
    const client = FakeClient.instances[0]!;
    client.lastChannel.state('SUBSCRIBED');
    client.lastChannel.state('CLOSED'); // the server shut it: its token ran out
    expect(feed.getStatus()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(client.channels).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.channels).toHaveLength(2);

    client.lastChannel.state('CLOSED');
    auth.emit('TOKEN_REFRESHED', session('token-2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(client.channels).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000); // the pending retry finds the channel open
    expect(client.channels).toHaveLength(3);
    expect(client.log).toEqual([
      'setAuth:token-1',
      'subscribe:bookings',
      'subscribe:bookings',
      'setAuth:token-2',
      'subscribe:bookings',
    ]);
  });
});
