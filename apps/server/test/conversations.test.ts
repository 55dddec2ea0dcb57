import type { Conversation, ConversationList, Message, UnreadCounts } from '@orchim/shared/conversations';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate';
import { usersRepository } from '../src/db/repositories/users';
import {
  conversationParticipants,
  conversations,
  mealOffers,
  messageReports,
  messages,
  stays,
  users,
} from '../src/db/schema';
import { postMessage } from '../src/domain/messages/post-message';
import { HttpError } from '../src/lib/http-error';
import { computeShabbosTimes } from '../src/lib/shabbos-times';
import { expectError } from './helpers/admin';
import { ban } from './helpers/auth';
import { deleteAccount, rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { insertPastBooking, type BookedListing } from './helpers/past-bookings';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

/**
 * Guest–host messages (decision 036): who may open, read and write a conversation, what a conversation
 * says, unread counts, the limits, reports, a hidden message, Shabbos, and deleting an account.
 */

// A Tuesday in New York, nowhere near Shabbos.
const TUESDAY = '2026-03-03T15:00:00Z';
const clock = testClock(TUESDAY);
const MINUTE = 60_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());
afterEach(() => clock.set(TUESDAY));

const guestAccount = (fullName = 'Mendel Goldberg') => signedInAs(app, { role: 'guest', fullName });
const hostAccount = (fullName = 'Rivka Mintz') => signedInAs(app, { role: 'host', fullName });

const open = (as: SignedInAccount | null, body: object) => rest(app, 'POST', '/conversations', as, body);
const write = (as: SignedInAccount | null, id: string, body: string) =>
  rest(app, 'POST', `/conversations/${id}/messages`, as, { body });
const read = (as: SignedInAccount | null, id: string) => rest(app, 'GET', `/conversations/${id}`, as);
const inbox = async (as: SignedInAccount, role: 'guest' | 'host') => {
  const response = await rest(app, 'GET', `/conversations?role=${role}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationList>().items;
};
const unread = async (as: SignedInAccount) => {
  const response = await rest(app, 'GET', '/conversations/unread', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UnreadCounts>();
};

/** Opens the conversation (it must succeed) and answers it. */
async function opened(as: SignedInAccount, body: object): Promise<Conversation> {
  const response = await open(as, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation>();
}

/** Writes a message (it must succeed), a minute after the last one, so the order is the clock's. */
async function wrote(as: SignedInAccount, id: string, body: string): Promise<Message> {
  clock.advance(MINUTE);
  const response = await write(as, id, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

/** A host's stay, a guest who asked about it and got an answer, and a (past) booking of it by that guest. */
async function scene() {
  const host = await hostAccount();
  const guest = await guestAccount();
  const stay = await insertStay(app, host.user, { title: 'Garden floor on Crown Street', reviews: [] });
  const conversation = await opened(guest, { listingKind: 'stays', listingId: stay.id });
  const question = await wrote(guest, conversation.id, 'Is there a crib?');
  const answer = await wrote(host, conversation.id, 'Yes, and a high chair.');
  const bookingId = await insertPastBooking(app.db, guest.user.id, host.user.id, {
    kind: 'stay',
    stayId: stay.id,
  });
  return { host, guest, stay, conversation, question, answer, bookingId };
}

/** Everything the messages tables hold: a refusal must leave it as it was. */
const messagesState = async () => ({
  conversations: await app.db.select().from(conversations).orderBy(conversations.id),
  participants: await app.db
    .select()
    .from(conversationParticipants)
    .orderBy(conversationParticipants.conversationId, conversationParticipants.userId),
  messages: await app.db.select().from(messages).orderBy(messages.id),
  reports: await app.db.select().from(messageReports).orderBy(messageReports.messageId),
});

describe('who may do what', () => {
  const CALLERS = ['visitor', 'guest', 'host', 'another guest', 'another host', 'admin'] as const;
  type Caller = (typeof CALLERS)[number];
  type Scene = Awaited<ReturnType<typeof scene>>;

  async function callerOf(caller: Caller, { guest, host }: Scene): Promise<SignedInAccount | null> {
    switch (caller) {
      case 'visitor':
        return null;
      case 'guest':
        return guest;
      case 'host':
        return host;
      case 'another guest':
        return guestAccount('Chaya Levin');
      case 'another host': {
        const other = await hostAccount('Baila Raskin');
        await insertStay(app, other.user, { reviews: [] });
        return other;
      }
      case 'admin':
        return signedInAs(app, { role: 'admin' });
    }
  }

  const NOT_THEIRS = { visitor: 401, 'another guest': 404, 'another host': 404, admin: 404 } as const;
  const ENDPOINTS: {
    name: string;
    call: (s: Scene) => { method: 'GET' | 'POST'; path: string; payload?: object };
    expect: Record<Caller, number>;
  }[] = [
    {
      name: 'GET /conversations?role=guest',
      call: () => ({ method: 'GET', path: '/conversations?role=guest' }),
      expect: { visitor: 401, guest: 200, host: 200, 'another guest': 200, 'another host': 200, admin: 200 },
    },
    {
      name: 'GET /conversations/unread',
      call: () => ({ method: 'GET', path: '/conversations/unread' }),
      expect: { visitor: 401, guest: 200, host: 200, 'another guest': 200, 'another host': 200, admin: 200 },
    },
    {
      name: 'POST /conversations about the listing',
      call: (s) => ({
        method: 'POST',
        path: '/conversations',
        payload: { listingKind: 'stays', listingId: s.stay.id },
      }),
      // Anyone signed in may ask about a published listing, but its host (403 own_listing).
      expect: { visitor: 401, guest: 200, host: 403, 'another guest': 200, 'another host': 200, admin: 200 },
    },
    {
      name: 'POST /conversations about the booking',
      call: (s) => ({ method: 'POST', path: '/conversations', payload: { bookingId: s.bookingId } }),
      expect: { ...NOT_THEIRS, guest: 200, host: 200 },
    },
    {
      name: 'GET /conversations/{id}',
      call: (s) => ({ method: 'GET', path: `/conversations/${s.conversation.id}` }),
      expect: { ...NOT_THEIRS, guest: 200, host: 200 },
    },
    {
      name: 'POST /conversations/{id}/messages',
      call: (s) => ({
        method: 'POST',
        path: `/conversations/${s.conversation.id}/messages`,
        payload: { body: 'See you on Thursday.' },
      }),
      expect: { ...NOT_THEIRS, guest: 201, host: 201 },
    },
    {
      name: 'POST /conversations/{id}/read',
      call: (s) => ({ method: 'POST', path: `/conversations/${s.conversation.id}/read` }),
      expect: { ...NOT_THEIRS, guest: 204, host: 204 },
    },
    {
      name: "POST /messages/{id}/report, of the host's message",
      call: (s) => ({
        method: 'POST',
        path: `/messages/${s.answer.id}/report`,
        payload: { reason: 'Rude.' },
      }),
      // Only the other participant reports it: its writer gets 403.
      expect: { ...NOT_THEIRS, guest: 204, host: 403 },
    },
    {
      name: 'GET /bookings/{id}/conversation',
      call: (s) => ({ method: 'GET', path: `/bookings/${s.bookingId}/conversation` }),
      expect: { ...NOT_THEIRS, guest: 200, host: 200 },
    },
  ];

  describe.each(ENDPOINTS)('$name', (endpoint) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const s = await scene();
      const me = await callerOf(caller, s);
      const { method, path, payload } = endpoint.call(s);
      const before = await messagesState();
      const response = await rest(app, method, path, me, payload);
      const expected = endpoint.expect[caller];
      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400) {
        expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
        expect(await messagesState()).toEqual(before);
      }
    });
  });

  it("lists only the caller's own conversations, in the role asked", async () => {
    const { guest, host, conversation } = await scene();
    const stranger = await guestAccount('Chaya Levin');
    expect((await inbox(guest, 'guest')).map((item) => item.id)).toEqual([conversation.id]);
    expect(await inbox(guest, 'host')).toEqual([]);
    expect((await inbox(host, 'host')).map((item) => item.id)).toEqual([conversation.id]);
    expect(await inbox(host, 'guest')).toEqual([]);
    expect(await inbox(stranger, 'guest')).toEqual([]);
    expect(await unread(stranger)).toEqual({ guest: 0, host: 0 });
  });

  it('answers 400 for a role that is not guest or host, and for an id that is not a uuid', async () => {
    const guest = await guestAccount();
    expectError(await rest(app, 'GET', '/conversations?role=admin', guest), 400, 'validation_failed');
    expectError(await rest(app, 'GET', '/conversations', guest), 400, 'validation_failed');
    expectError(await read(guest, 'not-a-uuid'), 400, 'validation_failed');
  });

  it('refuses a disabled sender with 403: at the door (user_banned), and message_blocked when the ban lands meanwhile', async () => {
    const { guest, conversation } = await scene();
    await ban(app, guest.user.id, 60 * MINUTE);
    expectError(await write(guest, conversation.id, 'Hello?'), 403, 'user_banned');
    // The request was let in before the ban: the write itself checks again, under the sender's lock.
    const sending = app.db.transaction((tx) =>
      postMessage(tx, {
        conversationId: conversation.id,
        senderId: guest.user.id,
        body: 'Hello?',
        now: app.clock(),
      }),
    );
    await expect(sending).rejects.toSatisfy(
      (error) => error instanceof HttpError && error.statusCode === 403 && error.code === 'message_blocked',
    );
    expect(await app.db.select().from(messages).where(eq(messages.body, 'Hello?'))).toEqual([]);
  });
});

describe('opening a conversation', () => {
  /** A published listing of each kind, of `host`. */
  const LISTINGS = {
    stays: (host: { id: string }) => insertStay(app, host, { title: 'Garden floor', reviews: [] }),
    meals: (host: { id: string }) => insertMeal(app, host, { title: 'Friday night with the Goldbergs' }),
    transport: (host: { id: string }) => insertTransportService(app, host, { title: 'JFK by sedan' }),
    ohel: (host: { id: string }) => insertOhelListing(app, host, { title: 'Guided visit to the Ohel' }),
  } as const;

  it.each(Object.keys(LISTINGS) as (keyof typeof LISTINGS)[])(
    'from a %s listing: the caller is the guest, the listing’s host the host; once per guest and listing',
    async (kind) => {
      const host = await hostAccount('Rivka Mintz');
      const guest = await guestAccount();
      const listing = await LISTINGS[kind](host.user);
      const conversation = await opened(guest, { listingKind: kind, listingId: listing.id });
      expect(conversation).toEqual({
        id: expect.any(String),
        role: 'guest',
        listing: {
          kind,
          id: listing.id,
          title: listing.title,
          coverImage: expect.stringMatching(/\/0\.(webp|svg)$/),
        },
        counterpart: { firstName: 'Rivka' },
        bookingId: null,
        lastMessage: null,
        unread: 0,
        messages: [],
        hostAnswersAfter: null,
      });
      // Asking again finds the same one; nothing is written until someone writes.
      expect((await opened(guest, { listingKind: kind, listingId: listing.id })).id).toBe(conversation.id);
      const rows = await app.db.select().from(conversations).where(eq(conversations.listingId, listing.id));
      expect(rows).toEqual([
        expect.objectContaining({ guestId: guest.user.id, hostId: host.user.id, lastMessageAt: null }),
      ]);
      expect(await inbox(guest, 'guest')).toEqual([]);
      const participants = await app.db
        .select({ userId: conversationParticipants.userId, role: conversationParticipants.role })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversation.id));
      expect(participants).toHaveLength(2);
      expect(participants).toEqual(
        expect.arrayContaining([
          { userId: guest.user.id, role: 'guest' },
          { userId: host.user.id, role: 'host' },
        ]),
      );
    },
  );

  it("says the listing's title in the reader's language where the host translated it", async () => {
    const host = await hostAccount();
    const stay = await insertStay(app, host.user, {
      title: 'Garden floor',
      translations: { fr: { title: 'Rez-de-jardin' } },
      reviews: [],
    });
    const guest = await guestAccount();
    await usersRepository(app.db).update(guest.user.id, { userMetadata: { language: 'fr' } }, app.clock());
    const conversation = await opened(guest, { listingKind: 'stays', listingId: stay.id });
    expect(conversation.listing.title).toBe('Rez-de-jardin');
    // The host reads in English: the original, unless the page asks for another language (?lang).
    expect((await read(host, conversation.id)).json<Conversation>().listing.title).toBe('Garden floor');
    const inFrench = await rest(app, 'GET', `/conversations/${conversation.id}?lang=fr`, host);
    expect(inFrench.json<Conversation>().listing.title).toBe('Rez-de-jardin');
    await wrote(guest, conversation.id, 'Bonjour !');
    const list = await rest(app, 'GET', '/conversations?role=guest&lang=he', guest);
    expect(list.json<ConversationList>().items[0]?.listing.title).toBe('Garden floor');
    expectError(await rest(app, 'GET', '/conversations?role=guest&lang=de', guest), 400, 'validation_failed');
  });

  it('refuses the host of the listing (403 own_listing), and a listing that is not published or does not exist (404 listing_unavailable)', async () => {
    const host = await hostAccount();
    const guest = await guestAccount();
    const published = await insertStay(app, host.user, { reviews: [] });
    const draft = await insertStay(app, host.user, { status: 'draft', reviews: [] });
    const suspended = await insertMeal(app, host.user, { status: 'suspended' });
    const before = await messagesState();
    expectError(await open(host, { listingKind: 'stays', listingId: published.id }), 403, 'own_listing');
    for (const body of [
      { listingKind: 'stays', listingId: draft.id },
      { listingKind: 'meals', listingId: suspended.id },
      // A real listing under another kind.
      { listingKind: 'meals', listingId: published.id },
      { listingKind: 'ohel', listingId: '0e4c7a52-6a4b-4c57-9d4e-2f0e1a3b5c6d' },
    ]) {
      expectError(await open(guest, body), 404, 'listing_unavailable');
    }
    expectError(
      await open(guest, { listingKind: 'flats', listingId: published.id }),
      400,
      'validation_failed',
    );
    expectError(
      await open(guest, { listingKind: 'stays', listingId: published.id, bookingId: published.id }),
      400,
      'validation_failed',
    );
    expect(await messagesState()).toEqual(before);
  });

  it("from a booking: the questions asked before booking carry over, for the booking's guest and host", async () => {
    const { host, guest, stay, conversation, question, answer, bookingId } = await scene();
    const asHost = await opened(host, { bookingId });
    expect(asHost).toMatchObject({
      id: conversation.id,
      role: 'host',
      counterpart: { firstName: 'Mendel' },
      bookingId,
      listing: { kind: 'stays', id: stay.id },
    });
    expect(asHost.messages).toEqual([
      { ...question, mine: false },
      { ...answer, mine: true },
    ]);
    const asGuest = await opened(guest, { bookingId });
    expect(asGuest).toMatchObject({ id: conversation.id, role: 'guest', bookingId });
    const page = await rest(app, 'GET', `/bookings/${bookingId}/conversation`, guest);
    expect(page.json<{ conversation: Conversation }>().conversation).toEqual(asGuest);
    // bookingId is the newest booking of the listing by the guest, whatever its status.
    const later = await insertPastBooking(
      app.db,
      guest.user.id,
      host.user.id,
      { kind: 'stay', stayId: stay.id },
      { endsOn: '2025-06-30', status: 'cancelled' },
    );
    expect((await read(guest, conversation.id)).json<Conversation>().bookingId).toBe(later);
  });

  it('from a booking before anyone wrote: the conversation is made, and the booking shows none until a message', async () => {
    const host = await hostAccount();
    const guest = await guestAccount();
    const meal = await insertMeal(app, host.user);
    const bookingId = await insertPastBooking(app.db, guest.user.id, host.user.id, {
      kind: 'meal',
      mealOfferId: meal.id,
    });
    const none = await rest(app, 'GET', `/bookings/${bookingId}/conversation`, host);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ conversation: null, guestDeleted: false });
    const conversation = await opened(host, { bookingId });
    expect(conversation).toMatchObject({ role: 'host', bookingId, messages: [], listing: { kind: 'meals' } });
    expect((await rest(app, 'GET', `/bookings/${bookingId}/conversation`, host)).json()).toEqual({
      conversation: null,
      guestDeleted: false,
    });
    await wrote(host, conversation.id, 'Any allergies?');
    const found = await rest(app, 'GET', `/bookings/${bookingId}/conversation`, guest);
    expect(found.json<{ conversation: Conversation }>().conversation).toMatchObject({
      id: conversation.id,
      role: 'guest',
      unread: 1,
    });
  });

  it("a ride booked from an Ohel listing shares the Ohel listing's conversation", async () => {
    const host = await hostAccount();
    const guest = await guestAccount();
    const service = await insertTransportService(app, host.user);
    const shuttle = await insertOhelListing(app, host.user, {
      kind: 'shuttle',
      transportServiceId: service.id,
      priceFromCents: null,
    });
    const asked = await opened(guest, { listingKind: 'ohel', listingId: shuttle.id });
    await wrote(guest, asked.id, 'Do you stop at the Ohel for an hour?');
    const booked: BookedListing = { kind: 'ride', transportServiceId: service.id, ohelListingId: shuttle.id };
    const bookingId = await insertPastBooking(app.db, guest.user.id, host.user.id, booked);
    const fromBooking = await opened(host, { bookingId });
    expect(fromBooking).toMatchObject({ id: asked.id, bookingId, listing: { kind: 'ohel', id: shuttle.id } });
    // The service's own conversation is another one, and that booking is not its booking.
    const aboutService = await opened(guest, { listingKind: 'transport', listingId: service.id });
    expect(aboutService).toMatchObject({ bookingId: null });
    expect(aboutService.id).not.toBe(asked.id);
  });
});

describe('writing and reading', () => {
  it('answers the message as written; the inboxes list conversations newest message first', async () => {
    const host = await hostAccount();
    const guest = await guestAccount();
    const [first, second] = await Promise.all([
      insertStay(app, host.user, { title: 'First floor', reviews: [] }),
      insertMeal(app, host.user, { title: 'Shabbos lunch' }),
    ]);
    const a = await opened(guest, { listingKind: 'stays', listingId: first.id });
    const b = await opened(guest, { listingKind: 'meals', listingId: second.id });

    const sent = await wrote(guest, a.id, '  Is the urn on for Shabbos?  ');
    expect(sent).toEqual({
      id: expect.any(String),
      body: 'Is the urn on for Shabbos?',
      hidden: false,
      mine: true,
      sentAt: app.clock().toISOString(),
    });
    await wrote(guest, b.id, 'Can we bring a guest?');
    expect((await inbox(guest, 'guest')).map((item) => item.id)).toEqual([b.id, a.id]);
    await wrote(host, a.id, 'Yes, all Shabbos.');
    const items = await inbox(guest, 'guest');
    expect(items.map((item) => item.id)).toEqual([a.id, b.id]);
    expect(items[0]).toEqual({
      id: a.id,
      role: 'guest',
      listing: { kind: 'stays', id: first.id, title: 'First floor', coverImage: expect.any(String) },
      counterpart: { firstName: 'Rivka' },
      bookingId: null,
      lastMessage: { body: 'Yes, all Shabbos.', mine: false, sentAt: app.clock().toISOString() },
      unread: 1,
    });
    expect((await inbox(host, 'host')).map((item) => [item.id, item.counterpart.firstName])).toEqual([
      [a.id, 'Mendel'],
      [b.id, 'Mendel'],
    ]);

    const whole = (await read(guest, a.id)).json<Conversation>();
    expect(whole.messages.map((message) => [message.body, message.mine])).toEqual([
      ['Is the urn on for Shabbos?', true],
      ['Yes, all Shabbos.', false],
    ]);
  });

  it('counts messages from the other person after the read mark; writing and POST /read mark them read', async () => {
    const { host, guest, conversation } = await scene();
    // The scene: the guest asked, the host answered (the host's message reads the guest's).
    expect(await unread(guest)).toEqual({ guest: 1, host: 0 });
    expect(await unread(host)).toEqual({ guest: 0, host: 0 });

    await wrote(guest, conversation.id, 'Thank you!');
    await wrote(guest, conversation.id, 'One more thing: parking?');
    // Writing marks everything before as read by the writer.
    expect(await unread(guest)).toEqual({ guest: 0, host: 0 });
    expect(await unread(host)).toEqual({ guest: 0, host: 2 });
    expect((await read(host, conversation.id)).json<Conversation>().unread).toBe(2);
    // Reading a conversation does not mark it read: POST /read does.
    expect((await read(host, conversation.id)).json<Conversation>().unread).toBe(2);
    const marked = await rest(app, 'POST', `/conversations/${conversation.id}/read`, host);
    expect(marked.statusCode).toBe(204);
    expect(marked.body).toBe('');
    expect(await unread(host)).toEqual({ guest: 0, host: 0 });
    expect((await inbox(host, 'host'))[0]).toMatchObject({ id: conversation.id, unread: 0 });

    // A host who is also a guest elsewhere: the counts keep the two roles apart.
    const otherHost = await hostAccount('Baila Raskin');
    const meal = await insertMeal(app, otherHost.user);
    const asGuest = await opened(host, { listingKind: 'meals', listingId: meal.id });
    await wrote(host, asGuest.id, 'Two seats for Friday night?');
    await wrote(otherHost, asGuest.id, 'Yes.');
    await wrote(guest, conversation.id, 'And a late check-in?');
    expect(await unread(host)).toEqual({ guest: 1, host: 1 });
  });

  it('POST /read {upTo} marks read up to the newest message shown, never beyond now, never back', async () => {
    const { host, guest, conversation } = await scene();
    const markRead = (body?: object) =>
      rest(app, 'POST', `/conversations/${conversation.id}/read`, host, body);
    const readMark = async () => {
      const [row] = await app.db
        .select({ lastReadAt: conversationParticipants.lastReadAt })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.userId, host.user.id));
      return row?.lastReadAt?.toISOString();
    };
    const shown = await wrote(guest, conversation.id, 'Thank you!');
    // Written after the host's page fetched the conversation: never shown to the host.
    const unseen = await wrote(guest, conversation.id, 'One more thing: parking?');
    expect(await unread(host)).toEqual({ guest: 0, host: 2 });

    const marked = await markRead({ upTo: shown.sentAt });
    expect(marked.statusCode, marked.body).toBe(204);
    expect(await readMark()).toBe(shown.sentAt);
    expect(await unread(host)).toEqual({ guest: 0, host: 1 });
    expect((await read(host, conversation.id)).json<Conversation>().unread).toBe(1);
    // A mark before the one kept does not take it back.
    expect((await markRead({ upTo: '2026-03-01T00:00:00Z' })).statusCode).toBe(204);
    expect(await readMark()).toBe(shown.sentAt);

    // An instant after now (a wrong clock in the browser) marks only up to now, offsets as written.
    clock.advance(MINUTE);
    const now = app.clock().toISOString();
    const inNewYork = new Date(Date.parse(unseen.sentAt) - 5 * 60 * MINUTE).toISOString();
    expect((await markRead({ upTo: inNewYork.replace('Z', '-05:00') })).statusCode).toBe(204);
    expect(await readMark()).toBe(unseen.sentAt);
    expect((await markRead({ upTo: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(204);
    expect(await readMark()).toBe(now);
    expect(await unread(host)).toEqual({ guest: 0, host: 0 });
    const later = await wrote(guest, conversation.id, 'And a late check-in?');
    expect(await unread(host)).toEqual({ guest: 0, host: 1 });

    // Without a body, as before: everything up to now.
    expect((await markRead()).statusCode).toBe(204);
    expect(await readMark()).toBe(later.sentAt);
    expect(await unread(host)).toEqual({ guest: 0, host: 0 });
  });

  it('refuses an upTo that is not an ISO instant with 400, marking nothing', async () => {
    const { host, guest, conversation } = await scene();
    await wrote(guest, conversation.id, 'Thank you!');
    const before = await messagesState();
    for (const body of [
      { upTo: 'yesterday' },
      { upTo: '2026-03-03' },
      { upTo: '2026-03-03 15:00:00' },
      { upTo: 1772550000000 },
      { upTo: null },
      {},
    ]) {
      const response = await rest(app, 'POST', `/conversations/${conversation.id}/read`, host, body);
      expectError(response, 400, 'validation_failed');
    }
    expect(await messagesState()).toEqual(before);
    expect(await unread(host)).toEqual({ guest: 0, host: 1 });
  });

  it('takes 1,000 characters; refuses more, an empty message and markup with 400, storing nothing', async () => {
    const { guest, conversation } = await scene();
    const longest = 'א'.repeat(1000);
    expect((await wrote(guest, conversation.id, longest)).body).toBe(longest);
    const before = await messagesState();
    const refusals: [string, string][] = [
      ['a'.repeat(1001), 'validation.tooLong'],
      ['   ', 'validation.required'],
      ['', 'validation.required'],
      ['<script>alert(1)</script>', 'validation.unsafe'],
      ['<a href="javascript:alert(1)">the map</a>', 'validation.unsafe'],
      ['<img src=x onerror=alert(1)>', 'validation.unsafe'],
    ];
    for (const [body, field] of refusals) {
      const response = await write(guest, conversation.id, body);
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields).toEqual({ body: field });
    }
    expectError(
      await rest(app, 'POST', `/conversations/${conversation.id}/messages`, guest, { body: 5 }),
      400,
      'validation_failed',
    );
    expect(await messagesState()).toEqual(before);
  });

  it('takes 30 messages in 10 minutes from one sender, all conversations together; the 31st is 429 until the window passes', async () => {
    const { guest, host, conversation } = await scene();
    const meal = await insertMeal(app, host.user);
    const other = await opened(guest, { listingKind: 'meals', listingId: meal.id });
    // The scene's question was a minute ago: 29 more now, in two conversations.
    for (let n = 1; n <= 29; n += 1) {
      const response = await write(guest, n % 2 ? conversation.id : other.id, `Message ${n}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await messagesState();
    const refused = await write(guest, other.id, 'One too many');
    expectError(refused, 429, 'message_rate_limited');
    // The scene's question leaves the window 9 minutes from now.
    expect(refused.headers['retry-after']).toBe(String(9 * 60));
    expect(await messagesState()).toEqual(before);
    // The host's count is their own.
    expect((await write(host, conversation.id, 'Slow down, please.')).statusCode).toBe(201);

    clock.advance(9 * MINUTE - 1000);
    expectError(await write(guest, other.id, 'Still too many'), 429, 'message_rate_limited');
    clock.advance(1000);
    expect((await write(guest, other.id, 'Now it goes')).statusCode).toBe(201);
    expectError(await write(guest, other.id, 'But not two'), 429, 'message_rate_limited');
    clock.advance(10 * MINUTE);
    expect((await write(guest, other.id, 'All clear')).statusCode).toBe(201);
  });

  it('holds the limit when one sender sends many at once (the sender is locked while counting)', async () => {
    const { guest, conversation } = await scene();
    clock.advance(10 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, n) => write(guest, conversation.id, `At once ${n}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('shows a hidden message without its text, in the conversation and as the last message', async () => {
    const { guest, host, conversation, answer } = await scene();
    await app.db.update(messages).set({ hiddenAt: app.clock() }).where(eq(messages.id, answer.id));
    const whole = (await read(guest, conversation.id)).json<Conversation>();
    expect(whole.messages[1]).toEqual({ ...answer, mine: false, body: null, hidden: true });
    expect(whole.lastMessage).toEqual({ body: null, mine: false, sentAt: answer.sentAt });
    expect((await read(host, conversation.id)).json<Conversation>().messages[1]).toMatchObject({
      body: null,
      hidden: true,
      mine: true,
    });
    // Nothing to read: it is not counted unread.
    expect(await unread(guest)).toEqual({ guest: 0, host: 0 });
  });
});

describe('reporting a message', () => {
  const report = (as: SignedInAccount | null, id: string, payload?: object) =>
    rest(app, 'POST', `/messages/${id}/report`, as, payload);
  const reportsOf = (messageId: string) =>
    app.db.select().from(messageReports).where(eq(messageReports.messageId, messageId));

  it("keeps a participant's report of the other person's message once; refuses their own (403) and strangers (404)", async () => {
    const { guest, host, question, answer } = await scene();
    const first = await report(host, question.id, { reason: 'Asks for my phone number.' });
    expect(first.statusCode, first.body).toBe(204);
    expect((await report(host, question.id, { reason: 'Again' })).statusCode).toBe(204);
    expect((await report(host, question.id)).statusCode).toBe(204);
    expect(await reportsOf(question.id)).toEqual([
      {
        messageId: question.id,
        reporterId: host.user.id,
        reason: 'Asks for my phone number.',
        createdAt: app.clock(),
      },
    ]);
    expect((await report(guest, answer.id)).statusCode).toBe(204);
    expect(await reportsOf(answer.id)).toEqual([
      expect.objectContaining({ reporterId: guest.user.id, reason: '' }),
    ]);

    expectError(await report(guest, question.id), 403, 'own_message');
    for (const stranger of [
      await guestAccount(),
      await hostAccount(),
      await signedInAs(app, { role: 'admin' }),
    ]) {
      expectError(await report(stranger, question.id), 404, 'not_found');
    }
    expectError(await report(guest, '0e4c7a52-6a4b-4c57-9d4e-2f0e1a3b5c6d'), 404, 'not_found');
    expectError(await report(host, answer.id, { reason: '<script>x</script>' }), 400, 'validation_failed');
    expect(await reportsOf(question.id)).toHaveLength(1);
  });
});

describe('Shabbos', () => {
  it('says until when the host keeps Shabbos on a Friday night in New York, and nothing on a Tuesday', async () => {
    const { guest, conversation } = await scene();
    expect((await read(guest, conversation.id)).json<Conversation>().hostAnswersAfter).toBeNull();
    // Friday 6 March 2026, 7 pm in New York: after candle lighting.
    clock.set('2026-03-07T00:00:00Z');
    const friday = (await read(guest, conversation.id)).json<Conversation>();
    expect(friday.hostAnswersAfter).toBe(computeShabbosTimes('2026-03-07').havdalah);
    // After havdalah it is a weekday again.
    clock.set(new Date(Date.parse(friday.hostAnswersAfter!) + MINUTE));
    expect((await read(guest, conversation.id)).json<Conversation>().hostAnswersAfter).toBeNull();
  });
});

describe('accounts and listings that go', () => {
  it("deleting a guest's account keeps the conversation for the host, without the guest", async () => {
    const { guest, host, conversation, question, answer } = await scene();
    await rest(app, 'POST', `/messages/${answer.id}/report`, guest, { reason: 'Rude.' });
    await rest(app, 'POST', `/messages/${question.id}/report`, host, { reason: 'Spam.' });
    await deleteAccount(app, guest);
    expect(await app.db.select().from(users).where(eq(users.id, guest.user.id))).toEqual([]);

    const kept = (await read(host, conversation.id)).json<Conversation>();
    expect(kept).toMatchObject({ counterpart: { firstName: null }, bookingId: null });
    expect(kept.messages.map((message) => [message.body, message.mine])).toEqual([
      ['Is there a crib?', false],
      ['Yes, and a high chair.', true],
    ]);
    expect((await inbox(host, 'host')).map((item) => item.id)).toContain(conversation.id);
    const [row] = await app.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row?.guestId).toBeNull();
    expect(
      await app.db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, conversation.id)),
    ).toEqual([{ userId: host.user.id }]);
    // The guest's report went with the account; the host's report of the guest's message stays.
    expect(
      await app.db
        .select({ messageId: messageReports.messageId })
        .from(messageReports)
        .where(inArray(messageReports.messageId, [question.id, answer.id])),
    ).toEqual([{ messageId: question.id }]);
    // Nobody would read what the host writes now: refused, and nothing written.
    const before = await messagesState();
    expectError(await write(host, conversation.id, 'Goodbye.'), 409, 'guest_gone');
    expect(await messagesState()).toEqual(before);
  });

  it('a booking whose guest deleted their account shows its host no conversation, and opens none', async () => {
    const { guest, host, conversation, bookingId } = await scene();
    await deleteAccount(app, guest);
    const page = await rest(app, 'GET', `/bookings/${bookingId}/conversation`, host);
    expect(page.statusCode, page.body).toBe(200);
    // Another former guest's conversation about the same listing could not be told from this one.
    expect(page.json()).toEqual({ conversation: null, guestDeleted: true });
    const before = await messagesState();
    expectError(await open(host, { bookingId }), 404, 'not_found');
    expect(await messagesState()).toEqual(before);
    // The conversation stays in the host's inbox, as a former guest's.
    expect(await inbox(host, 'host')).toContainEqual(
      expect.objectContaining({ id: conversation.id, counterpart: { firstName: null }, bookingId: null }),
    );
  });

  it('a listing deleted by its host takes its conversations with it', async () => {
    const host = await hostAccount();
    const guest = await guestAccount();
    const meal = await insertMeal(app, host.user);
    const conversation = await opened(guest, { listingKind: 'meals', listingId: meal.id });
    await wrote(guest, conversation.id, 'Is it still on?');
    await app.db.delete(mealOffers).where(eq(mealOffers.id, meal.id));
    expect(await app.db.select().from(conversations).where(eq(conversations.id, conversation.id))).toEqual(
      [],
    );
    expect(await app.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toEqual(
      [],
    );
    expectError(await read(guest, conversation.id), 404, 'not_found');
    // Other listings' conversations stay.
    const stay = await insertStay(app, host.user, { reviews: [] });
    const other = await opened(guest, { listingKind: 'stays', listingId: stay.id });
    await app.db.update(stays).set({ status: 'archived' }).where(eq(stays.id, stay.id));
    expect((await read(guest, other.id)).statusCode).toBe(200);
  });
});

describe('indexes', () => {
  it("can read each screen's query from its index", async () => {
    // Whatever the planner prefers on tables this small, each query has an index it can use.
    const plan = (query: ReturnType<typeof sql>) =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    const someone = '0e4c7a52-6a4b-4c57-9d4e-2f0e1a3b5c6d';
    for (const column of ['guest_id', 'host_id']) {
      expect(
        await plan(sql`select id from conversations where ${sql.identifier(column)} = ${someone}
          and last_message_at is not null order by last_message_at desc nulls last limit 200`),
      ).toContain(`conversations_${column}_last_message_at_idx`);
    }
    expect(
      await plan(sql`select id from messages where conversation_id = ${someone}
        order by created_at desc, id desc limit 200`),
    ).toContain('messages_conversation_id_created_at_idx');
    expect(
      await plan(sql`select count(*) from messages where sender_id = ${someone} and created_at > now()`),
    ).toContain('messages_sender_id_created_at_idx');
    expect(
      await plan(sql`select role, last_read_at from conversation_participants where user_id = ${someone}`),
    ).toContain('conversation_participants_user_id_role_idx');
  });
});
