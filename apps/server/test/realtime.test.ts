import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate';
import { sessions } from '../src/db/schema';
import {
  joinedBookings,
  joinedMessages,
  listenOnFreePort,
  RawSocket,
  refusedUpgrade,
  socketUrl,
  subscribeToBookings,
  tokenOf,
} from './helpers/realtime';
import {
  book,
  bookingRequest,
  callAs,
  insertStay,
  signedInAccount,
  type SignedInAccount,
} from './helpers/stays';
import { signedInAs } from './helpers/host';
import { apiKey, createTestApp, TEST_JWT_SECRET, testClock } from './helpers/test-app';

// Today in New York is 2026-03-01; the stays are booked for dates after it.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
const HOUR = 3_600_000;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp({ clock });
  baseUrl = await listenOnFreePort(app);
});
afterAll(() => app.close());

// Every client a test opens is closed after it, whatever happened.
const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  clock.set(START);
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});

async function subscription(
  account: SignedInAccount | string | null,
  options?: { params?: Record<string, string> },
) {
  const token = typeof account === 'string' || account === null ? account : tokenOf(await account.headers());
  const subscribed = await subscribeToBookings(baseUrl, token, options);
  opened.push(subscribed);
  return subscribed;
}

async function joined(account: SignedInAccount, options?: { params?: Record<string, string> }) {
  const subscribed = await joinedBookings(baseUrl, tokenOf(await account.headers()), options);
  opened.push(subscribed);
  return subscribed;
}

async function joinedToMessages(account: SignedInAccount) {
  const subscribed = await joinedMessages(baseUrl, tokenOf(await account.headers()));
  opened.push(subscribed);
  return subscribed;
}

async function rawSocket(query: Record<string, string | undefined> = {}) {
  const socket = await RawSocket.open(await socketUrl(baseUrl, query));
  opened.push(socket);
  return socket;
}

/** A host with a stay of their own. */
async function hostWithStay() {
  const host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
  const stay = await insertStay(app, host.user);
  return { host, stay };
}

/** Books the stay as `guest` through POST /rest/v1/bookings; returns the booking's id. */
async function bookStay(
  guest: SignedInAccount,
  stayId: string,
  checkIn = '2026-03-15',
  checkOut = '2026-03-18',
) {
  const response = await book(app, guest, bookingRequest(stayId, { checkIn, checkOut }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** An access token of our own making: HS256 with `secret`, for `sub` and `session_id`, expiring at `exp`. */
function forgedToken(claims: { sub: string; session_id: string; exp: number }, secret = TEST_JWT_SECRET) {
  return new SignJWT({ session_id: claims.session_id, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience('authenticated')
    .setIssuedAt(Math.floor(clock().getTime() / 1000))
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

describe('connecting to /realtime/v1/websocket', () => {
  it('refuses the upgrade without a valid API key (401), or with another protocol version (400)', async () => {
    expect(await refusedUpgrade(await socketUrl(baseUrl, { apikey: undefined }))).toBe(401);
    expect(await refusedUpgrade(await socketUrl(baseUrl, { apikey: 'not-a-key' }))).toBe(401);
    expect(
      await refusedUpgrade(
        await socketUrl(baseUrl, { apikey: await apiKey('anon', 'another-secret-of-32-characters-or-more') }),
      ),
    ).toBe(401);
    // realtime-js's default, 2.0.0, sends arrays; the browser's client is set to 1.0.0.
    expect(await refusedUpgrade(await socketUrl(baseUrl, { vsn: '2.0.0' }))).toBe(400);
  });

  it('answers a heartbeat on the phoenix topic with phx_reply ok and the same ref', async () => {
    const socket = await rawSocket();
    const ref = socket.push('phoenix', 'heartbeat');
    expect(await socket.replyTo(ref)).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref,
      join_ref: ref,
    });
  });
});

describe('joining realtime:bookings', () => {
  it('joins with a valid access token: realtime-js reports SUBSCRIBED', async () => {
    const guest = await signedInAccount(app);
    const subscribed = await subscription(guest);
    expect(await subscribed.states.waitFor(() => true, 'the join')).toEqual({ status: 'SUBSCRIBED' });
  });

  it('replies phx_reply ok with the join ref, as realtime-js expects', async () => {
    const guest = await signedInAccount(app);
    const socket = await rawSocket();
    const ref = socket.push('realtime:bookings', 'phx_join', {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: [],
        private: false,
      },
      access_token: tokenOf(await guest.headers()),
    });
    expect(await socket.replyTo(ref)).toEqual({
      topic: 'realtime:bookings',
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
      ref,
      join_ref: ref,
    });
  });

  it('refuses a join without a token, with a token that is not ours, or with an expired one', async () => {
    const guest = await signedInAccount(app);
    const refusal = async (token: string | null) => {
      const subscribed = await subscription(token);
      return subscribed.states.waitFor(() => true, 'the join');
    };
    expect(await refusal(null)).toEqual({
      status: 'CHANNEL_ERROR',
      error: 'InvalidJWTToken: An access token is required to join',
    });
    expect(await refusal('not.a.jwt')).toEqual({
      status: 'CHANNEL_ERROR',
      error: 'InvalidJWTToken: The access token is not a JWT',
    });
    const session = (await app.db.select().from(sessions).where(eq(sessions.userId, guest.user.id)))[0]!;
    const exp = Math.floor(clock().getTime() / 1000) + 3600;
    const wrongSecret = await forgedToken(
      { sub: guest.user.id, session_id: session.id, exp },
      'a-secret-that-is-not-the-server-s-at-all-0123',
    );
    expect((await refusal(wrongSecret)).error).toMatch(
      /^InvalidJWTToken: invalid JWT: unable to parse or verify signature/,
    );

    clock.set(new Date(Date.parse(START) - 2 * HOUR));
    const expired = tokenOf(await guest.headers());
    clock.set(START);
    expect(await refusal(expired)).toEqual({
      status: 'CHANNEL_ERROR',
      error: 'InvalidJWTToken: Token has expired 3600 seconds ago',
    });
  });

  it('refuses the token of a session that has ended (signed out)', async () => {
    const guest = await signedInAccount(app);
    const token = tokenOf(await guest.headers());
    await app.db.delete(sessions).where(eq(sessions.userId, guest.user.id));
    expect(await (await subscription(token)).states.waitFor(() => true, 'the join')).toEqual({
      status: 'CHANNEL_ERROR',
      error: 'InvalidJWTToken: Session from session_id claim in JWT does not exist',
    });
  });

  it('refuses other channels, pushes to channels not joined, and joins beyond the limit', async () => {
    const guest = await signedInAccount(app);
    const token = tokenOf(await guest.headers());
    const socket = await rawSocket();
    const other = socket.push('realtime:everything', 'phx_join', { config: {}, access_token: token });
    expect((await socket.replyTo(other)).payload).toEqual({
      status: 'error',
      response: { reason: 'UnknownChannel: There is no channel realtime:everything' },
    });
    const stray = socket.push('realtime:bookings', 'access_token', { access_token: token });
    expect((await socket.replyTo(stray)).payload).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });

    // Ten joins a window (each checks a token against the database); the eleventh is refused.
    for (let i = 0; i < 9; i += 1) await socket.join(token);
    const eleventh = socket.push('realtime:bookings', 'phx_join', { config: {}, access_token: token });
    expect((await socket.replyTo(eleventh)).payload).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins, try again in a few seconds' },
    });
  });

  it('closes the old channel when a topic is joined again (phx_close with the old join ref)', async () => {
    const guest = await signedInAccount(app);
    const token = tokenOf(await guest.headers());
    const socket = await rawSocket();
    const first = await socket.join(token);
    const second = await socket.join(token);
    expect(socket.frames.items).toContainEqual({
      topic: 'realtime:bookings',
      event: 'phx_close',
      payload: {},
      ref: first,
      join_ref: first,
    });
    expect(second).not.toBe(first);
  });
});

describe('booking events', () => {
  it('a new booking reaches its host and its guest, with their roles, and nobody else', async () => {
    const { host, stay } = await hostWithStay();
    const { host: otherHost, stay: otherStay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const otherGuest = await signedInAccount(app);
    const [hostSocket, guestSocket, otherHostSocket, otherGuestSocket] = await Promise.all(
      [host, guest, otherHost, otherGuest].map((account) => joined(account)),
    );

    const bookingId = await bookStay(guest, stay.id);
    expect(await hostSocket!.events.waitFor(() => true, "the host's event")).toEqual({
      type: 'booking_created',
      bookingId,
      kind: 'stay',
      status: 'confirmed',
      role: 'host',
    });
    expect(await guestSocket!.events.waitFor(() => true, "the guest's event")).toEqual({
      type: 'booking_created',
      bookingId,
      kind: 'stay',
      status: 'confirmed',
      role: 'guest',
    });

    // Events come in the order the database committed them: the others' first event is their own booking.
    const otherBookingId = await bookStay(otherGuest, otherStay.id);
    for (const [socket, role] of [
      [otherHostSocket!, 'host'],
      [otherGuestSocket!, 'guest'],
    ] as const) {
      await socket.events.waitFor((event) => event.bookingId === otherBookingId, 'their own booking');
      expect(socket.events.items).toEqual([
        { type: 'booking_created', bookingId: otherBookingId, kind: 'stay', status: 'confirmed', role },
      ]);
    }
    await Promise.all([hostSocket!.roundTrip(), guestSocket!.roundTrip()]);
    expect(hostSocket!.events.items.map((event) => event.bookingId)).toEqual([bookingId]);
    expect(guestSocket!.events.items.map((event) => event.bookingId)).toEqual([bookingId]);
  });

  it('a cancellation sends booking_updated with the new status to host and guest', async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const [hostSocket, guestSocket] = await Promise.all([joined(host), joined(guest)]);
    const bookingId = await bookStay(guest, stay.id);
    const cancelled = await callAs(app, 'POST', `/bookings/${bookingId}/cancel`, guest, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    for (const [socket, role] of [
      [hostSocket, 'host'],
      [guestSocket, 'guest'],
    ] as const) {
      await socket.events.waitFor((event) => event.type === 'booking_updated', 'the cancellation');
      expect(socket.events.items).toEqual([
        { type: 'booking_created', bookingId, kind: 'stay', status: 'confirmed', role },
        { type: 'booking_updated', bookingId, kind: 'stay', status: 'cancelled', role },
      ]);
    }
  });

  it('ignores announcements of another schema and payloads that are not booking events', async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const hostSocket = await joined(host);
    const foreign = JSON.stringify({
      schema: 'some_other_schema',
      type: 'booking_created',
      bookingId: randomUUID(),
      kind: 'stay',
      status: 'confirmed',
      hostId: host.user.id,
      guestId: guest.user.id,
    });
    await app.db.execute(sql`select pg_notify('orchim_events', ${foreign})`);
    await app.db.execute(sql`select pg_notify('orchim_events', ${'{"hostId": "nonsense"}'})`);
    const bookingId = await bookStay(guest, stay.id);
    await hostSocket.events.waitFor((event) => event.bookingId === bookingId, 'the real booking');
    expect(hostSocket.events.items.map((event) => event.bookingId)).toEqual([bookingId]);
  });

  it('sends nothing on a channel after phx_leave', async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const socket = await rawSocket();
    const joinRef = await socket.join(tokenOf(await host.headers()));
    const leave = socket.push('realtime:bookings', 'phx_leave', {}, joinRef);
    expect((await socket.replyTo(leave)).payload).toEqual({ status: 'ok', response: {} });
    // The guest's own socket hears the booking; by then the host's would have too.
    const guestSocket = await joined(guest);
    const bookingId = await bookStay(guest, stay.id);
    await guestSocket.events.waitFor((event) => event.bookingId === bookingId, "the guest's event");
    const heartbeat = socket.push('phoenix', 'heartbeat');
    await socket.replyTo(heartbeat);
    expect(socket.frames.items.filter((frame) => frame.event === 'broadcast')).toEqual([]);
  });

  it("delivers no more events per second than the client's eventsPerSecond asks for", async () => {
    const host = await signedInAccount(app, { userType: 'host' });
    // realtime-js sends its params in the socket's query string: ?apikey=…&eventsPerSecond=1.
    const hostSocket = await joined(host, { params: { eventsPerSecond: '1' } });
    const arrivals: number[] = [];
    hostSocket.channel.on('broadcast', { event: '*' }, () => arrivals.push(performance.now()));
    // Two announcements in one statement reach the server together, as a burst of bookings would.
    const announcement = (schema: string) =>
      JSON.stringify({
        schema,
        type: 'booking_created',
        bookingId: randomUUID(),
        kind: 'stay',
        status: 'confirmed',
        hostId: host.user.id,
        guestId: null,
      });
    const [{ schema }] = rowsOf<{ schema: string }>(
      await app.db.execute(sql`select current_schema() as schema`),
    ) as [{ schema: string }];
    await app.db.execute(
      sql`select pg_notify('orchim_events', ${announcement(schema)}), pg_notify('orchim_events', ${announcement(schema)})`,
    );
    await hostSocket.events.waitFor(() => hostSocket.events.items.length === 2, 'two events');
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(900);
  });

  it('a broadcast frame carries the join ref and {type, event, payload}', async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const socket = await rawSocket();
    const joinRef = await socket.join(tokenOf(await host.headers()));
    const bookingId = await bookStay(guest, stay.id);
    expect(await socket.frames.waitFor((frame) => frame.event === 'broadcast', 'the broadcast')).toEqual({
      topic: 'realtime:bookings',
      event: 'broadcast',
      payload: {
        type: 'broadcast',
        event: 'booking_created',
        payload: { bookingId, kind: 'stay', status: 'confirmed', role: 'host' },
      },
      ref: null,
      join_ref: joinRef,
    });
  });
});

describe('message events', () => {
  /** The guest's question about the host's stay, through the REST API: the conversation's and message's ids. */
  async function ask(guest: SignedInAccount, stayId: string, body = 'Is there a crib?') {
    const conversation = await callAs(app, 'POST', '/conversations', guest, {
      listingKind: 'stays',
      listingId: stayId,
    });
    expect(conversation.statusCode, conversation.body).toBe(200);
    const conversationId = conversation.json<{ id: string }>().id;
    const message = await callAs(app, 'POST', `/conversations/${conversationId}/messages`, guest, { body });
    expect(message.statusCode, message.body).toBe(201);
    return { conversationId, messageId: message.json<{ id: string }>().id };
  }

  it("a new message reaches both participants' realtime:messages, with their roles, and nobody else", async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const stranger = await signedInAccount(app);
    const [hostSocket, guestSocket, strangerSocket] = await Promise.all(
      [host, guest, stranger].map((account) => joinedToMessages(account)),
    );
    // The host's bookings channel hears no messages.
    const hostBookings = await joined(host);

    const { conversationId, messageId } = await ask(guest, stay.id);
    const created = { type: 'message_created', conversationId, messageId };
    expect(await hostSocket!.events.waitFor(() => true, "the host's event")).toEqual({
      ...created,
      role: 'host',
    });
    expect(await guestSocket!.events.waitFor(() => true, "the guest's event")).toEqual({
      ...created,
      role: 'guest',
    });
    await Promise.all([strangerSocket!.roundTrip(), hostBookings.roundTrip()]);
    expect(strangerSocket!.events.items).toEqual([]);
    expect(hostBookings.events.items).toEqual([]);
    // And a booking is not heard on the messages channel.
    await bookStay(guest, stay.id);
    await hostBookings.events.waitFor((event) => event.type === 'booking_created', 'the booking');
    await hostSocket!.roundTrip();
    expect(hostSocket!.events.items).toEqual([{ ...created, role: 'host' }]);
  });

  it('a message the admin hides, or shows again, reaches both participants as message_changed', async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const { conversationId, messageId } = await ask(guest, stay.id, 'Pay me outside the site');
    const reported = await callAs(app, 'POST', `/messages/${messageId}/report`, host, { reason: 'Spam' });
    expect(reported.statusCode, reported.body).toBe(204);
    const [hostSocket, guestSocket] = await Promise.all(
      [host, guest].map((account) => joinedToMessages(account)),
    );
    const admin = await signedInAs(app, { role: 'admin' });

    const changed = { type: 'message_changed', conversationId, messageId };
    for (const [index, action] of ['hide', 'restore'].entries()) {
      const moderated = await callAs(app, 'POST', `/admin/reports/${messageId}/${action}`, admin, {});
      expect(moderated.statusCode, moderated.body).toBe(200);
      const any = () => true;
      expect(await hostSocket!.events.waitFor(any, `the host's ${action}`, index)).toEqual({
        ...changed,
        role: 'host',
      });
      expect(await guestSocket!.events.waitFor(any, `the guest's ${action}`, index)).toEqual({
        ...changed,
        role: 'guest',
      });
    }
  });

  it('joins realtime:messages with the same checks as realtime:bookings', async () => {
    const guest = await signedInAccount(app);
    const socket = await rawSocket();
    const refused = socket.push('realtime:messages', 'phx_join', { config: {}, access_token: 'not.a.jwt' });
    expect((await socket.replyTo(refused)).payload).toEqual({
      status: 'error',
      response: { reason: 'InvalidJWTToken: The access token is not a JWT' },
    });
    await socket.join(tokenOf(await guest.headers()), 'realtime:messages');
    // One socket holds both channels.
    await socket.join(tokenOf(await guest.headers()), 'realtime:bookings');
  });
});

describe('access tokens of a joined channel', () => {
  it("keeps the channel past the first token's expiry when realtime-js sends a refreshed one", async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const hostSocket = await joined(host); // token valid until START + 1 h
    clock.advance(50 * 60_000);
    await hostSocket.client.setAuth(tokenOf(await host.headers())); // valid until START + 1 h 50
    await hostSocket.roundTrip();
    clock.advance(20 * 60_000); // the first token has expired
    const bookingId = await bookStay(guest, stay.id, '2026-03-20', '2026-03-22');
    expect(await hostSocket.events.waitFor(() => true, 'the event')).toMatchObject({
      bookingId,
      role: 'host',
    });
    expect(hostSocket.states.items).toEqual([{ status: 'SUBSCRIBED' }]);
  });

  it('shuts the channel when its token expires and was not renewed: a system message, then CLOSED', async () => {
    const { host, stay } = await hostWithStay();
    const guest = await signedInAccount(app);
    const hostSocket = await joined(host);
    clock.advance(HOUR + 5_000);
    await bookStay(guest, stay.id, '2026-03-23', '2026-03-25');
    expect(await hostSocket.system.waitFor(() => true, 'the system message')).toMatchObject({
      status: 'error',
      message: 'Token has expired 5 seconds ago',
    });
    await hostSocket.states.waitFor((state) => state.status === 'CLOSED', 'CLOSED');
    expect(hostSocket.events.items).toEqual([]);
  });

  it('shuts the channel when the refreshed token is invalid or names another user', async () => {
    const host = await signedInAccount(app, { userType: 'host' });
    const someoneElse = await signedInAccount(app);
    const invalid = await joined(host);
    await invalid.client.setAuth('not.a.jwt');
    expect(await invalid.system.waitFor(() => true, 'the system message')).toMatchObject({
      message: 'InvalidJWTToken: The access token is not a JWT',
    });
    await invalid.states.waitFor((state) => state.status === 'CLOSED', 'CLOSED');

    const socket = await rawSocket();
    const joinRef = await socket.join(tokenOf(await host.headers()));
    socket.push(
      'realtime:bookings',
      'access_token',
      { access_token: tokenOf(await someoneElse.headers()) },
      joinRef,
    );
    expect(
      await socket.frames.waitFor((frame) => frame.event === 'system', 'the system message'),
    ).toMatchObject({
      payload: {
        extension: 'system',
        status: 'error',
        message: 'Unauthorized: The access token belongs to another user',
        channel: 'bookings',
      },
      join_ref: joinRef,
    });
    expect(await socket.frames.waitFor((frame) => frame.event === 'phx_close', 'phx_close')).toMatchObject({
      ref: joinRef,
      join_ref: joinRef,
    });
  });
});

describe('limits of a socket', () => {
  it('closes the socket on a frame that is not JSON (1007), a binary frame (1003) or one above 16 kB (1009)', async () => {
    const notJson = await rawSocket();
    notJson.ws.send('{"topic": ');
    expect((await notJson.closed).code).toBe(1007);

    const binary = await rawSocket();
    binary.ws.send(Buffer.from('{}'));
    expect((await binary.closed).code).toBe(1003);

    const huge = await rawSocket();
    huge.push('phoenix', 'heartbeat', { filler: 'x'.repeat(17 * 1024) });
    expect((await huge.closed).code).toBe(1009);
  });

  it('closes a socket that sends more than 60 frames in 10 seconds (1008)', async () => {
    const socket = await rawSocket();
    for (let i = 0; i < 61; i += 1) socket.push('phoenix', 'heartbeat');
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Too many messages' });
  });
});
