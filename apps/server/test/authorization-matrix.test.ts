import { addDays, todayInNewYork } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessagesRepository } from '../src/db/repositories/contact-messages';
import { usersRepository } from '../src/db/repositories/users';
import {
  bookings,
  contactMessages,
  conversationParticipants,
  conversations,
  messageReports,
  messages,
  refunds,
  reviews,
  stays,
  users,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { PASSWORD } from './helpers/auth';
import { signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { insertPastBooking, type BookedListing } from './helpers/past-bookings';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

/**
 * Issue 7's authorization matrix: every admin, review, profile and messages endpoint, called by each kind of caller
 * (a visitor with the anon key only, a guest, a host whose application is pending, an approved host, an
 * admin), each cell asserted, with an account of its own made for the cell so no cell depends on another.
 * A refusal must also change nothing: cells that write say what to read back.
 */

const ROLES = ['visitor', 'guest', 'pending host', 'host', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
  /** Read back after a refusal: must equal what it was before the call. */
  state?: () => Promise<unknown>;
}

interface Endpoint {
  name: string;
  /** The call for this caller (null for the visitor); it may make the targets it acts on. */
  call: (me: SignedInAccount | null, role: Role) => Promise<Call>;
  /** The expected status per caller. */
  expect: Record<Role, number>;
}

const ADMIN_ONLY = { visitor: 401, guest: 403, 'pending host': 403, host: 403 } as const;
const SIGNED_IN = { visitor: 401 } as const;

let app: FastifyInstance;
let admin: SignedInAccount;
let owner: SignedInAccount;

const rest = (path: string) => `/rest/v1${path}`;

async function accountFor(role: Role): Promise<SignedInAccount | null> {
  switch (role) {
    case 'visitor':
      return null;
    case 'guest':
      return signedInAs(app, { role: 'guest' });
    case 'pending host':
      return signedInAs(app, { role: 'host', hostStatus: 'pending' });
    case 'host':
      return signedInAs(app, { role: 'host' });
    case 'admin':
      return signedInAs(app, { role: 'admin' });
  }
}

/** Calls as the fixture admin, which must succeed (setting up a target). */
async function asAdmin(url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: await admin.headers(), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** The listing owner for a cell: the caller when it is a host (their own listing), else the fixture host. */
const ownerFor = (me: SignedInAccount | null, role: Role) => (role === 'host' && me ? me.user : owner.user);

const stayRow = (id: string) => app.db.select().from(stays).where(eq(stays.id, id));
const userRow = (id: string) => app.db.select().from(users).where(eq(users.id, id));
const reviewRow = (id: string) => app.db.select().from(reviews).where(eq(reviews.id, id));

/** Gives the caller an ended booking of the listing: someone who may review it (decision 022). */
const stayedAt = (me: SignedInAccount, hostId: string, listing: BookedListing) =>
  insertPastBooking(app.db, me.user.id, hostId, listing);

/** A review of a new stay of the fixture host (or of `host`), written by a new guest through the API. */
async function reviewOfNewStay(host = owner.user) {
  const stay = await insertStay(app, host, { reviews: [] });
  const author = await signedInAs(app, { role: 'guest' });
  await stayedAt(author, host.id, { kind: 'stay', stayId: stay.id });
  const response = await app.inject({
    method: 'POST',
    url: rest(`/stays/${stay.id}/reviews`),
    headers: await author.headers(),
    payload: { rating: 4, text: 'Warm hosts and a bright room.' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { stay, review: response.json<{ id: string }>() };
}

const reviewPayload = { rating: 5, text: 'A real Shabbos welcome, thank you.' };

/** A conversation about a new stay of `host`, opened by `guest` through the API, with one message of theirs. */
async function conversationOf(guest: SignedInAccount, host: { id: string }) {
  const stay = await insertStay(app, host, { reviews: [] });
  const call = async (url: string, payload: object) =>
    app.inject({ method: 'POST', url: rest(url), headers: await guest.headers(), payload });
  const opened = await call('/conversations', { listingKind: 'stays', listingId: stay.id });
  expect(opened.statusCode, opened.body).toBe(200);
  const { id } = opened.json<{ id: string }>();
  const sent = await call(`/conversations/${id}/messages`, { body: 'Is there a crib?' });
  expect(sent.statusCode, sent.body).toBe(201);
  return { stay, id, messageId: sent.json<{ id: string }>().id, guest };
}

/** A conversation the caller takes part in: as the host of the listing when a host, else as its guest. */
async function ownConversation(me: SignedInAccount | null, role: Role) {
  if (me && role === 'host') return conversationOf(await signedInAs(app, { role: 'guest' }), me.user);
  return conversationOf(me ?? (await signedInAs(app, { role: 'guest' })), owner.user);
}

/** A conversation of two other people: a new guest's with the fixture host. */
const othersConversation = async () => conversationOf(await signedInAs(app, { role: 'guest' }), owner.user);

const messageRows = () => app.db.select().from(messages).orderBy(messages.id);
const messageRow = (id: string) => app.db.select().from(messages).where(eq(messages.id, id));

/** A guest's message in a conversation of theirs with the fixture host, which the host reported. */
async function reportedMessage() {
  const conversation = await othersConversation();
  const reported = await app.inject({
    method: 'POST',
    url: rest(`/messages/${conversation.messageId}/report`),
    headers: await owner.headers(),
    payload: { reason: 'Asks for money.' },
  });
  expect(reported.statusCode, reported.body).toBe(204);
  return conversation;
}
/** Everyone else's conversation is not found: the admin's too (they see reported messages at /admin/reports). */
const NOT_THEIRS = { visitor: 401, guest: 404, 'pending host': 404, host: 404, admin: 404 } as const;

/** Each kind of listing people review: a new one of `host`, and what a booking of it names. */
const REVIEWED = [
  [
    'stays',
    async (host: { id: string }) => {
      const { id } = await insertStay(app, host, { reviews: [] });
      return { id, booked: { kind: 'stay', stayId: id } as BookedListing };
    },
  ],
  [
    'meals',
    async (host: { id: string }) => {
      const { id } = await insertMeal(app, host, { reviews: [] });
      return { id, booked: { kind: 'meal', mealOfferId: id } as BookedListing };
    },
  ],
  [
    'transport',
    async (host: { id: string }) => {
      const { id } = await insertTransportService(app, host, { reviews: [] });
      return { id, booked: { kind: 'ride', transportServiceId: id } as BookedListing };
    },
  ],
  [
    'ohel-listings',
    async (host: { id: string }) => {
      const service = await insertTransportService(app, host);
      const { id } = await insertOhelListing(app, host, {
        kind: 'shuttle',
        transportServiceId: service.id,
        priceFromCents: null,
      });
      return {
        id,
        booked: { kind: 'ride', transportServiceId: service.id, ohelListingId: id } as BookedListing,
      };
    },
  ],
] as const;

const ENDPOINTS: Endpoint[] = [
  // ---- Admin ----
  {
    name: 'GET /admin/overview',
    call: async () => ({ method: 'GET', url: rest('/admin/overview') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/hosts',
    call: async () => ({ method: 'GET', url: rest('/admin/hosts') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/hosts/{id}/status',
    call: async () => {
      const applicant = await signedInAs(app, { role: 'host', hostStatus: 'pending' });
      return {
        method: 'POST',
        url: rest(`/admin/hosts/${applicant.user.id}/status`),
        payload: { status: 'approved', reason: '' },
        state: () => userRow(applicant.user.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/listings',
    call: async () => ({ method: 'GET', url: rest('/admin/listings?kind=stays&q=street') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/listings/{kind}/{id}/suspend',
    call: async () => {
      const stay = await insertStay(app, owner.user, { reviews: [] });
      return {
        method: 'POST',
        url: rest(`/admin/listings/stays/${stay.id}/suspend`),
        payload: { reason: 'Photos of another house.' },
        state: () => stayRow(stay.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/listings/{kind}/{id}/restore',
    call: async () => {
      const stay = await insertStay(app, owner.user, { reviews: [] });
      await asAdmin(rest(`/admin/listings/stays/${stay.id}/suspend`), { reason: 'Checking the address.' });
      return {
        method: 'POST',
        url: rest(`/admin/listings/stays/${stay.id}/restore`),
        payload: {},
        state: () => stayRow(stay.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/bookings',
    call: async () => ({ method: 'GET', url: rest('/admin/bookings?kind=stay&q=street') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/bookings/{id}',
    call: async () => {
      const stay = await insertStay(app, owner.user, { reviews: [] });
      const guest = await signedInAs(app, { role: 'guest' });
      const id = await insertPastBooking(app.db, guest.user.id, owner.user.id, {
        kind: 'stay',
        stayId: stay.id,
      });
      return { method: 'GET', url: rest(`/admin/bookings/${id}`) };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/bookings/{id}/cancel',
    call: async () => {
      const stay = await insertStay(app, owner.user, { reviews: [] });
      const guest = await signedInAs(app, { role: 'guest' });
      const booked = await app.inject({
        method: 'POST',
        url: rest('/bookings'),
        headers: await guest.headers(),
        payload: {
          kind: 'stay',
          stayId: stay.id,
          // A month ahead, within the booking horizon whatever the day the suite runs.
          checkIn: addDays(todayInNewYork(app.clock()), 30),
          checkOut: addDays(todayInNewYork(app.clock()), 32),
          firstName: 'Mendel',
          lastName: 'Goldberg',
          phone: '+1 718 555 0170',
          numberOfGuests: 2,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { id } = booked.json<{ id: string }>();
      return {
        method: 'POST',
        url: rest(`/admin/bookings/${id}/cancel`),
        payload: { reason: 'The building is closed.' },
        state: () => app.db.select().from(bookings).where(eq(bookings.id, id)),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/bookings/{id}/refund/retry',
    call: async () => {
      const stay = await insertStay(app, owner.user, { reviews: [] });
      const guest = await signedInAs(app, { role: 'guest' });
      const id = await insertPastBooking(
        app.db,
        guest.user.id,
        owner.user.id,
        { kind: 'stay', stayId: stay.id },
        { status: 'cancelled' },
      );
      // A refund Stripe refused; this server has no Stripe settings, so the admin's attempt fails too.
      await app.db.update(bookings).set({ paymentMethod: 'online' }).where(eq(bookings.id, id));
      await app.db
        .insert(refunds)
        .values({ bookingId: id, amountCents: 100_00, currency: 'USD', status: 'failed', attempts: 1 });
      return {
        method: 'POST',
        url: rest(`/admin/bookings/${id}/refund/retry`),
        state: () => app.db.select().from(refunds).where(eq(refunds.bookingId, id)),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/reviews',
    call: async () => ({ method: 'GET', url: rest('/admin/reviews?hidden=false') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/reviews/{id}/hide',
    call: async () => {
      const { review } = await reviewOfNewStay();
      return {
        method: 'POST',
        url: rest(`/admin/reviews/${review.id}/hide`),
        payload: { reason: 'Names a neighbour.' },
        state: () => reviewRow(review.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/reviews/{id}/restore',
    call: async () => {
      const { review } = await reviewOfNewStay();
      await asAdmin(rest(`/admin/reviews/${review.id}/hide`), { reason: '' });
      return {
        method: 'POST',
        url: rest(`/admin/reviews/${review.id}/restore`),
        payload: {},
        state: () => reviewRow(review.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/reports',
    call: async () => ({ method: 'GET', url: rest('/admin/reports?hidden=false&q=crib') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/reports/{messageId}/hide',
    call: async () => {
      const { messageId } = await reportedMessage();
      return {
        method: 'POST',
        url: rest(`/admin/reports/${messageId}/hide`),
        payload: { reason: 'Asks for money.' },
        state: () => messageRow(messageId),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/reports/{messageId}/restore',
    call: async () => {
      const { messageId } = await reportedMessage();
      await asAdmin(rest(`/admin/reports/${messageId}/hide`), { reason: '' });
      return {
        method: 'POST',
        url: rest(`/admin/reports/${messageId}/restore`),
        payload: {},
        state: () => messageRow(messageId),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/users',
    call: async () => ({ method: 'GET', url: rest('/admin/users?role=host') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/users/{id}',
    call: async () => ({ method: 'GET', url: rest(`/admin/users/${owner.user.id}`) }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/users/{id}/disable',
    call: async () => {
      const target = await signedInAs(app, { role: 'guest' });
      return {
        method: 'POST',
        url: rest(`/admin/users/${target.user.id}/disable`),
        payload: { reason: 'Asked us to.' },
        state: () => userRow(target.user.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/users/{id}/enable',
    call: async () => {
      const target = await signedInAs(app, { role: 'guest' });
      await asAdmin(rest(`/admin/users/${target.user.id}/disable`), { reason: '' });
      return {
        method: 'POST',
        url: rest(`/admin/users/${target.user.id}/enable`),
        payload: {},
        state: () => userRow(target.user.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/users/{id}/admin',
    call: async () => {
      const target = await signedInAs(app, { role: 'guest' });
      return {
        method: 'POST',
        url: rest(`/admin/users/${target.user.id}/admin`),
        payload: { admin: true },
        state: () => userRow(target.user.id),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/messages',
    call: async () => ({ method: 'GET', url: rest('/admin/messages?unread=true') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'POST /admin/messages/{id}/read',
    call: async () => {
      const { id } = await contactMessagesRepository(app.db).create(
        { name: 'Yossi', email: 'yossi@example.com', subject: 'Parking', message: 'Is there parking?' },
        { ip: null, userAgent: null },
      );
      return {
        method: 'POST',
        url: rest(`/admin/messages/${id}/read`),
        payload: { read: true },
        state: () => app.db.select().from(contactMessages).where(eq(contactMessages.id, id)),
      };
    },
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/audit',
    call: async () => ({ method: 'GET', url: rest('/admin/audit') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },
  {
    name: 'GET /admin/outbox',
    call: async () => ({ method: 'GET', url: rest('/admin/outbox') }),
    expect: { ...ADMIN_ONLY, admin: 200 },
  },

  // ---- Reviews ----
  {
    name: 'GET /stays/{id}/reviews',
    call: async () => {
      const { stay } = await reviewOfNewStay();
      return { method: 'GET', url: rest(`/stays/${stay.id}/reviews`) };
    },
    expect: { visitor: 200, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  ...REVIEWED.map(([resource, insert]): Endpoint => ({
    name: `POST /${resource}/{id}/reviews, after a booking of it`,
    call: async (me, role) => {
      // A host's own listing: hosts do not review themselves (403 own_listing).
      const host = ownerFor(me, role);
      const { id, booked } = await insert(host);
      if (me && role !== 'host') await stayedAt(me, host.id, booked);
      return {
        method: 'POST',
        url: rest(`/${resource}/${id}/reviews`),
        payload: reviewPayload,
        state: () => app.db.select().from(reviews),
      };
    },
    expect: { visitor: 401, guest: 201, 'pending host': 201, host: 403, admin: 201 },
  })),
  ...REVIEWED.map(([resource, insert]): Endpoint => ({
    name: `POST /${resource}/{id}/reviews, without a booking of it`,
    call: async (me, role) => {
      const { id } = await insert(ownerFor(me, role));
      return {
        method: 'POST',
        url: rest(`/${resource}/${id}/reviews`),
        payload: reviewPayload,
        state: () => app.db.select().from(reviews),
      };
    },
    // Only real guests review (decision 022): 403 review_after_*, own_listing for the host.
    expect: { visitor: 401, guest: 403, 'pending host': 403, host: 403, admin: 403 },
  })),
  {
    name: 'GET /stays/{id}/reviews/mine',
    call: async () => {
      const stay = await insertStay(app, owner.user, { reviews: [] });
      return { method: 'GET', url: rest(`/stays/${stay.id}/reviews/mine`) };
    },
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'PUT /stays/{id}/reviews/mine',
    call: async (me, role) => {
      const stay = await insertStay(app, ownerFor(me, role), { reviews: [] });
      // Everyone who may review has written one to edit; a host cannot have one of their own stay (404).
      if (me && role !== 'host') {
        await stayedAt(me, stay.hostId, { kind: 'stay', stayId: stay.id });
        const written = await app.inject({
          method: 'POST',
          url: rest(`/stays/${stay.id}/reviews`),
          headers: await me.headers(),
          payload: reviewPayload,
        });
        expect(written.statusCode, written.body).toBe(201);
      }
      return {
        method: 'PUT',
        url: rest(`/stays/${stay.id}/reviews/mine`),
        payload: { rating: 3, text: 'Good, but the urn was cold on Friday night.' },
        state: () => app.db.select().from(reviews).where(eq(reviews.stayId, stay.id)),
      };
    },
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 404, admin: 200 },
  },
  {
    name: 'POST /host/reviews/{id}/reply',
    call: async (me, role) => {
      const { review } = await reviewOfNewStay(ownerFor(me, role));
      return {
        method: 'POST',
        url: rest(`/host/reviews/${review.id}/reply`),
        payload: { text: 'Thank you, come back for Pesach!' },
        state: () => reviewRow(review.id),
      };
    },
    // Another host's review is 404 to a host (it tells them nothing); guests and admins are not hosts.
    expect: { visitor: 401, guest: 403, 'pending host': 404, host: 201, admin: 403 },
  },
  {
    name: 'GET /host/reviews',
    call: async () => ({ method: 'GET', url: rest('/host/reviews?replied=false') }),
    expect: { visitor: 401, guest: 403, 'pending host': 200, host: 200, admin: 403 },
  },

  // ---- Messages ----
  {
    name: 'GET /conversations?role=host',
    call: async () => ({ method: 'GET', url: rest('/conversations?role=host') }),
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'GET /conversations/unread',
    call: async () => ({ method: 'GET', url: rest('/conversations/unread') }),
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'POST /conversations, about a listing',
    call: async (me, role) => {
      // A host's own listing: nobody writes to themself (403 own_listing).
      const stay = await insertStay(app, ownerFor(me, role), { reviews: [] });
      return {
        method: 'POST',
        url: rest('/conversations'),
        payload: { listingKind: 'stays', listingId: stay.id },
        state: () => app.db.select().from(conversations).orderBy(conversations.id),
      };
    },
    expect: { visitor: 401, guest: 200, 'pending host': 200, host: 403, admin: 200 },
  },
  {
    name: 'POST /conversations, about a booking of others',
    call: async () => {
      const { stay, guest } = await othersConversation();
      const bookingId = await stayedAt(guest, owner.user.id, { kind: 'stay', stayId: stay.id });
      return {
        method: 'POST',
        url: rest('/conversations'),
        payload: { bookingId },
        state: () => app.db.select().from(conversations).orderBy(conversations.id),
      };
    },
    expect: NOT_THEIRS,
  },
  {
    name: "GET /conversations/{id}, the caller's",
    call: async (me, role) => ({
      method: 'GET',
      url: rest(`/conversations/${(await ownConversation(me, role)).id}`),
    }),
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'GET /conversations/{id}, of others',
    call: async () => ({ method: 'GET', url: rest(`/conversations/${(await othersConversation()).id}`) }),
    expect: NOT_THEIRS,
  },
  {
    name: "POST /conversations/{id}/messages, the caller's",
    call: async (me, role) => ({
      method: 'POST',
      url: rest(`/conversations/${(await ownConversation(me, role)).id}/messages`),
      payload: { body: 'See you on Thursday.' },
      state: messageRows,
    }),
    expect: { ...SIGNED_IN, guest: 201, 'pending host': 201, host: 201, admin: 201 },
  },
  {
    name: 'POST /conversations/{id}/messages, of others',
    call: async () => ({
      method: 'POST',
      url: rest(`/conversations/${(await othersConversation()).id}/messages`),
      payload: { body: 'Hello from a stranger.' },
      state: messageRows,
    }),
    expect: NOT_THEIRS,
  },
  {
    name: 'POST /conversations/{id}/read, of others',
    call: async () => ({
      method: 'POST',
      url: rest(`/conversations/${(await othersConversation()).id}/read`),
      state: () =>
        app.db
          .select()
          .from(conversationParticipants)
          .orderBy(conversationParticipants.conversationId, conversationParticipants.userId),
    }),
    expect: NOT_THEIRS,
  },
  {
    name: 'POST /messages/{id}/report, of others',
    call: async () => ({
      method: 'POST',
      url: rest(`/messages/${(await othersConversation()).messageId}/report`),
      payload: { reason: 'Spam.' },
      state: () => app.db.select().from(messageReports).orderBy(messageReports.messageId),
    }),
    expect: NOT_THEIRS,
  },
  {
    name: 'GET /bookings/{id}/conversation, of others',
    call: async () => {
      const { stay, guest } = await othersConversation();
      const bookingId = await stayedAt(guest, owner.user.id, { kind: 'stay', stayId: stay.id });
      return { method: 'GET', url: rest(`/bookings/${bookingId}/conversation`) };
    },
    expect: NOT_THEIRS,
  },

  // ---- Profile ----
  {
    name: 'GET /auth/v1/user',
    call: async () => ({ method: 'GET', url: '/auth/v1/user' }),
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'PUT /auth/v1/user',
    call: async (me) => ({
      method: 'PUT',
      url: '/auth/v1/user',
      payload: { data: { phone: '+1 718 555 0123' } },
      ...(me ? { state: () => userRow(me.user.id) } : {}),
    }),
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'GET /bookings',
    call: async () => ({ method: 'GET', url: rest('/bookings?scope=upcoming') }),
    expect: { ...SIGNED_IN, guest: 200, 'pending host': 200, host: 200, admin: 200 },
  },
  {
    name: 'POST /account/host-application',
    call: async (me) => ({
      method: 'POST',
      url: rest('/account/host-application'),
      ...(me ? { state: () => userRow(me.user.id) } : {}),
    }),
    // Hosts are hosts already (409 already_host); the admin here signed up as a guest.
    expect: { visitor: 401, guest: 200, 'pending host': 409, host: 409, admin: 200 },
  },
  {
    name: 'POST /account/delete',
    call: async (me, role) => {
      if (me) {
        await usersRepository(app.db).update(
          me.user.id,
          { encryptedPassword: await hashPassword(PASSWORD) },
          app.clock(),
        );
      }
      // A host with a listing closes the account through us (409 host_with_listings).
      if (me && role === 'host') await insertStay(app, me.user, { reviews: [] });
      return {
        method: 'POST',
        url: rest('/account/delete'),
        payload: { password: PASSWORD },
        ...(me ? { state: () => userRow(me.user.id) } : {}),
      };
    },
    expect: { visitor: 401, guest: 204, 'pending host': 204, host: 409, admin: 204 },
  },
];

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInAs(app, { role: 'admin' });
  owner = await signedInAs(app, { role: 'host', fullName: 'Baila Raskin' });
});

afterAll(async () => {
  await app.close();
});

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(ROLES)('as a %s', async (role) => {
    const me = await accountFor(role);
    const call = await endpoint.call(me, role);
    const before = await call.state?.();
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: me ? await me.headers() : { apikey: await apiKey() },
      ...(call.payload ? { payload: call.payload } : {}),
    });
    const expected = endpoint.expect[role];
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
      if (call.state) expect(await call.state()).toEqual(before);
    }
  });
});
