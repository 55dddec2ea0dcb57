import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingFeed, type BookingEvent } from './booking-feed';
import { FakeAuth, FakeClient, session } from './fake-realtime';
import { MessageFeed, type ConversationEvent } from './message-feed';
import { RealtimeHub } from './realtime-hub';

let auth: FakeAuth;
let hub: RealtimeHub;
let bookings: BookingFeed;
let messages: MessageFeed;
const root = document.documentElement;

beforeEach(() => {
  FakeClient.instances = [];
  auth = new FakeAuth();
  hub = new RealtimeHub({
    config: () => ({ apiUrl: 'https://orchim.example', anonKey: 'anon-key' }),
    auth: vi.fn(async () => auth),
    realtime: vi.fn(async () => ({ RealtimeClient: FakeClient as never })),
    root,
  });
  bookings = new BookingFeed(hub);
  messages = new MessageFeed(hub);
});
afterEach(() => {
  for (const key of ['realtime', 'realtimeEvent', 'realtimeMessages', 'realtimeMessage'])
    delete root.dataset[key];
});

/** The hub's client once both channels are joined. */
async function clientWithBoth(index = 0) {
  await vi.waitFor(() => expect(FakeClient.instances[index]?.channels).toHaveLength(2));
  return FakeClient.instances[index]!;
}

describe('RealtimeHub', () => {
  it('joins the bookings and messages channels on one connection, the token handed over first', async () => {
    bookings.subscribe(() => {});
    messages.subscribe(() => {});
    await vi.waitFor(() => expect(auth.listening).toBe(true));
    auth.emit('INITIAL_SESSION', session('token-1'));
    const client = await clientWithBoth();
    expect(FakeClient.instances).toHaveLength(1);
    expect(client.log[0]).toBe('setAuth:token-1');
    expect(client.log.slice(1).sort()).toEqual(['subscribe:bookings', 'subscribe:messages']);
  });

  it('hands each channel its own events, and writes each status apart for the end-to-end tests', async () => {
    const seenBookings: BookingEvent[] = [];
    const seenMessages: ConversationEvent[] = [];
    bookings.subscribe((event) => seenBookings.push(event));
    messages.subscribe((event) => seenMessages.push(event));
    await vi.waitFor(() => expect(auth.listening).toBe(true));
    auth.emit('INITIAL_SESSION', session('token-1'));
    const client = await clientWithBoth();
    const [bookingChannel, messageChannel] = ['bookings', 'messages'].map((name) =>
      client.channels.find((channel) => channel.name === name)!,
    );
    messageChannel!.state('SUBSCRIBED');
    expect(root.dataset.realtimeMessages).toBe('live');
    expect(root.dataset.realtime).toBe('connecting');
    expect(messages.getStatus()).toBe('live');

    messageChannel!.send('message_created', { conversationId: 'c-1', messageId: 'm-1', role: 'host' });
    messageChannel!.send('booking_created', { bookingId: 'b-1' });
    messageChannel!.send('message_created', { nothing: true });
    messageChannel!.send('message_changed', { conversationId: 'c-1', messageId: 'm-0', role: 'host' });
    bookingChannel!.send('booking_created', {
      bookingId: 'b-2',
      kind: 'stay',
      status: 'confirmed',
      role: 'guest',
    });
    expect(seenMessages).toEqual([
      { type: 'message_created', conversationId: 'c-1', messageId: 'm-1', role: 'host' },
      { type: 'message_changed', conversationId: 'c-1', messageId: 'm-0', role: 'host' },
    ]);
    expect(seenBookings.map((event) => event.bookingId)).toEqual(['b-2']);
    expect(root.dataset.realtimeMessage).toBe('m-0');
    expect(root.dataset.realtimeEvent).toBe('b-2');
  });

  it('leaves one channel when its last listener goes, keeping the connection for the other', async () => {
    const stopMessages = messages.subscribe(() => {});
    bookings.subscribe(() => {});
    await vi.waitFor(() => expect(auth.listening).toBe(true));
    auth.emit('INITIAL_SESSION', session('token-1'));
    const client = await clientWithBoth();
    stopMessages();
    expect(client.removed.map((channel) => channel.name)).toEqual(['messages']);
    expect(client.disconnected).toBe(false);
    expect(messages.getStatus()).toBe('offline');
    expect(root.dataset.realtimeMessages).toBeUndefined();
    messages.subscribe(() => {});
    await vi.waitFor(() => expect(client.channels).toHaveLength(3));
    expect(FakeClient.instances).toHaveLength(1);
  });

  it('drops both channels on sign-out, and joins both again for the next person on a new client', async () => {
    bookings.subscribe(() => {});
    messages.subscribe(() => {});
    await vi.waitFor(() => expect(auth.listening).toBe(true));
    auth.emit('INITIAL_SESSION', session('token-1', 'guest-1'));
    const first = await clientWithBoth();
    auth.emit('SIGNED_OUT', null);
    expect(first.disconnected).toBe(true);
    expect(bookings.getStatus()).toBe('offline');
    expect(messages.getStatus()).toBe('offline');

    auth.emit('SIGNED_IN', session('token-2', 'host-2'));
    const second = await clientWithBoth(1);
    expect(second.log[0]).toBe('setAuth:token-2');
  });

  it('joins nothing without a session', async () => {
    messages.subscribe(() => {});
    await vi.waitFor(() => expect(auth.listening).toBe(true));
    auth.emit('INITIAL_SESSION', null);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeClient.instances).toHaveLength(0);
    expect(messages.getStatus()).toBe('offline');
  });
});
