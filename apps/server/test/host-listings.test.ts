import type { HostListing, HostListings, HostStay } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mealOffers, ohelListings, stayImages, stays, transportServices } from '../src/db/schema';
import { addPhoto, rest, signedInAs, STAY_STEPS } from './helpers/host';
import { insertMeal, mealBookingRequest } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { book, bookingRequest, getRest, insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService, rideBookingRequest } from './helpers/transport';

// Today in New York is Monday 2026-11-23 (10:00 there). Shabbos Vayetzei is Saturday 2026-11-28.
const START = '2026-11-23T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;
let guest: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await signedInAs(app, { fullName: 'Rivka Mintz' });
  guest = await signedInAs(app, { role: 'guest', name: 'guest' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

const listings = async (account: SignedInAccount, query = '') => {
  const response = await rest(app, 'GET', `/host/listings${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HostListings>().items;
};

/** A stay booking of `stay` by a new guest for the nights [checkIn, checkOut), made at the app's now. */
async function bookStay(stayId: string, checkIn: string, checkOut: string, firstName = 'Mendel') {
  const someone = await signedInAs(app, { role: 'guest', name: 'booker' });
  const response = await book(app, someone, bookingRequest(stayId, { checkIn, checkOut, firstName }));
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<{ id: string; reference: string }>(), guest: someone };
}

/** Sets when a listing was last changed, so the overview's order is known. */
async function touch(
  table: typeof stays | typeof mealOffers | typeof transportServices | typeof ohelListings,
  id: string,
  at: string,
) {
  await app.db
    .update(table)
    .set({ updatedAt: new Date(at) })
    .where(eq(table.id, id));
}

describe('GET /rest/v1/host/listings', () => {
  it('lists the host’s stays, meals, rides and Ohel listings, newest update first, with their next bookings', async () => {
    const owner = await signedInAs(app, { fullName: 'Chaya Gold' });
    const other = await signedInAs(app);
    const stay = await insertStay(app, owner.user, { title: 'Sunny floor on Crown Street' });
    const meal = await insertMeal(app, owner.user, { title: 'Friday night with the Golds' });
    const service = await insertTransportService(app, owner.user, { title: 'JFK by sedan' });
    const ohel = await insertOhelListing(app, owner.user, {
      kind: 'shuttle',
      title: 'Shuttle to the Ohel',
      transportServiceId: service.id,
      priceFromCents: null,
    });
    const draft = await insertStay(app, owner.user, {
      status: 'draft',
      title: 'Basement in progress',
      images: 0,
    });
    await insertStay(app, other.user, { title: 'Someone else’s stay' });

    // Four stays booked ahead, out of order; one cancelled; one that has ended.
    clock.set('2026-06-01T15:00:00Z');
    await bookStay(stay.id, '2026-06-10', '2026-06-12');
    clock.set(START);
    const third = await bookStay(stay.id, '2026-12-20', '2026-12-22', 'Chana');
    const first = await bookStay(stay.id, '2026-12-01', '2026-12-03', 'Levi');
    await bookStay(stay.id, '2027-01-05', '2027-01-08', 'Dovid');
    const second = await bookStay(stay.id, '2026-12-10', '2026-12-12', 'Sarah');
    const cancelled = await bookStay(stay.id, '2026-12-14', '2026-12-16');
    expect(
      (await rest(app, 'POST', `/bookings/${cancelled.id}/cancel`, cancelled.guest, {})).statusCode,
    ).toBe(200);
    // A meal and a shuttle ride booked from the Ohel listing.
    const mealGuest = await signedInAs(app, { role: 'guest' });
    expect((await book(app, mealGuest, mealBookingRequest(meal.id, { date: '2026-11-28' }))).statusCode).toBe(
      201,
    );
    const rideGuest = await signedInAs(app, { role: 'guest' });
    const ride = await book(
      app,
      rideGuest,
      rideBookingRequest(service.id, { date: '2026-12-02', ohelListingId: ohel.id }),
    );
    expect(ride.statusCode, ride.body).toBe(201);

    await touch(stays, stay.id, '2026-11-20T10:00:00Z');
    await touch(mealOffers, meal.id, '2026-11-22T10:00:00Z');
    await touch(transportServices, service.id, '2026-11-19T10:00:00Z');
    await touch(ohelListings, ohel.id, '2026-11-21T10:00:00Z');
    await touch(stays, draft.id, '2026-11-18T10:00:00Z');

    const items = await listings(owner);
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['meals', 'Friday night with the Golds'],
      ['ohel', 'Shuttle to the Ohel'],
      ['stays', 'Sunny floor on Crown Street'],
      ['transport', 'JFK by sedan'],
      ['stays', 'Basement in progress'],
    ]);
    const byId = new Map(items.map((item) => [item.id, item]));

    const stayItem = byId.get(stay.id) as HostListing;
    expect(stayItem).toMatchObject({
      status: 'published',
      updatedAt: '2026-11-20T10:00:00.000Z',
      cover: { src: `/images/stays/${stay.id}/0.webp`, width: 1200, height: 800, alt: expect.any(String) },
      // Levi, Sarah, Chana and Dovid (fourth): not the ended one, nor the cancelled one.
      upcomingBookingCount: 4,
      missing: [],
      deleteArchives: true,
    });
    expect(stayItem.nextBookings).toEqual([
      {
        id: first.id,
        reference: first.reference,
        guestName: 'Levi Goldberg',
        startsOn: '2026-12-01',
        endsOn: '2026-12-03',
        numberOfGuests: 2,
      },
      expect.objectContaining({ id: second.id, guestName: 'Sarah Goldberg', startsOn: '2026-12-10' }),
      expect.objectContaining({ id: third.id, guestName: 'Chana Goldberg', startsOn: '2026-12-20' }),
    ]);

    expect(byId.get(meal.id)).toMatchObject({ upcomingBookingCount: 1, deleteArchives: true, missing: [] });
    expect(byId.get(meal.id)?.nextBookings).toEqual([
      expect.objectContaining({ startsOn: '2026-11-28', endsOn: '2026-11-28' }),
    ]);
    // The shuttle ride counts for the service and for the Ohel listing it was booked from.
    expect(byId.get(service.id)).toMatchObject({ upcomingBookingCount: 1, deleteArchives: true });
    expect(byId.get(ohel.id)).toMatchObject({ upcomingBookingCount: 1, deleteArchives: true, missing: [] });
    // A draft without its steps or a photo says so; nothing points at it, so deleting deletes.
    expect(byId.get(draft.id)).toMatchObject({
      status: 'draft',
      cover: null,
      nextBookings: [],
      upcomingBookingCount: 0,
      missing: ['photo'],
      deleteArchives: false,
    });
  });

  it('filters by kind and status', async () => {
    const owner = await signedInAs(app);
    const published = await insertStay(app, owner.user);
    const draft = await insertStay(app, owner.user, { status: 'draft' });
    const meal = await insertMeal(app, owner.user, { status: 'draft' });
    expect((await listings(owner, '?kind=stays')).map((item) => item.id).sort()).toEqual(
      [published.id, draft.id].sort(),
    );
    expect((await listings(owner, '?status=draft')).map((item) => item.id).sort()).toEqual(
      [draft.id, meal.id].sort(),
    );
    expect((await listings(owner, '?kind=meals&status=published')).map((item) => item.id)).toEqual([]);
    const wrong = await rest(app, 'GET', '/host/listings?kind=cars', owner);
    expect(wrong.statusCode).toBe(400);
  });

  it('tells a pending host that publishing waits for approval, and what else is missing', async () => {
    const pending = await signedInAs(app, { hostStatus: 'pending' });
    const created = await rest(app, 'POST', '/host/stays', pending, STAY_STEPS.basics);
    expect(created.statusCode, created.body).toBe(201);
    const [item] = await listings(pending);
    expect(item).toMatchObject({
      id: created.json<HostStay>().id,
      kind: 'stays',
      status: 'draft',
      missing: ['approval', 'location', 'rooms', 'pricing', 'photo'],
    });
  });

  it('reads the overview in a constant number of statements, whatever the number of listings', async () => {
    const owner = await signedInAs(app);
    for (let i = 0; i < 3; i += 1) await insertStay(app, owner.user);
    // Both drivers run every statement through the session's prepareQuery.
    const session = (app.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } })
      .session;
    const count = async () => {
      const statements: string[] = [];
      const prepare = session.prepareQuery;
      session.prepareQuery = function (this: unknown, ...args: unknown[]) {
        statements.push((args[0] as { sql: string }).sql);
        return prepare.apply(this, args);
      };
      try {
        await listings(owner);
      } finally {
        session.prepareQuery = prepare;
      }
      return statements.length;
    };
    const withThree = await count();
    // The session and the four kinds at least: the count is real.
    expect(withThree).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 5; i += 1) await insertStay(app, owner.user);
    expect(await count()).toBe(withThree);
  });
});

describe('POST /rest/v1/host/{kind}/{id}/publish and /unpublish', () => {
  it('publishes a complete stay made with the form: guests find it; unpublishing takes it down, bookings stand', async () => {
    const created = await rest(app, 'POST', '/host/stays', host, STAY_STEPS.basics);
    const id = created.json<HostStay>().id;

    const early = await rest(app, 'POST', `/host/stays/${id}/publish`, host);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'listing_incomplete',
      message: 'This listing is not ready to be published.',
      missing: ['location', 'rooms', 'pricing', 'photo'],
    });

    for (const step of ['location', 'rooms', 'pricing'] as const) {
      expect((await rest(app, 'PUT', `/host/stays/${id}/${step}`, host, STAY_STEPS[step])).statusCode).toBe(
        200,
      );
    }
    const noPhoto = await rest(app, 'POST', `/host/stays/${id}/publish`, host);
    expect(noPhoto.json()).toMatchObject({ code: 'listing_incomplete', missing: ['photo'] });
    expect((await getRest(app, `/stays/${id}`)).statusCode).toBe(404);

    await addPhoto(app, 'stays', id);
    clock.set('2026-11-23T16:00:00Z');
    const published = await rest(app, 'POST', `/host/stays/${id}/publish`, host);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<HostListing>()).toMatchObject({
      id,
      kind: 'stays',
      status: 'published',
      missing: [],
      title: STAY_STEPS.basics.title,
    });
    expect((await getRest(app, `/stays/${id}`)).statusCode).toBe(200);
    const [row] = await app.db.select().from(stays).where(eq(stays.id, id));
    expect(row?.publishedAt?.toISOString()).toBe('2026-11-23T16:00:00.000Z');

    const booking = await bookStay(id, '2026-12-10', '2026-12-12');
    clock.set('2026-11-24T16:00:00Z');
    const unpublished = await rest(app, 'POST', `/host/stays/${id}/unpublish`, host);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json<HostListing>()).toMatchObject({ status: 'draft', upcomingBookingCount: 1 });
    expect((await getRest(app, `/stays/${id}`)).statusCode).toBe(404);
    const [kept] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe('confirmed');

    // Published again, it keeps the date it first went up.
    expect((await rest(app, 'POST', `/host/stays/${id}/publish`, host)).statusCode).toBe(200);
    const [again] = await app.db.select().from(stays).where(eq(stays.id, id));
    expect(again?.publishedAt?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    // Publishing what is published changes nothing.
    expect((await rest(app, 'POST', `/host/stays/${id}/publish`, host)).json()).toMatchObject({
      status: 'published',
    });
  });

  it('publishes meals, transport services and Ohel listings once they have a photo and their details', async () => {
    const meal = await insertMeal(app, host.user, { status: 'draft', images: 0 });
    const incomplete = await rest(app, 'POST', `/host/meals/${meal.id}/publish`, host);
    expect(incomplete.json()).toMatchObject({ code: 'listing_incomplete', missing: ['photo'] });
    await addPhoto(app, 'meals', meal.id);
    const published = await rest(app, 'POST', `/host/meals/${meal.id}/publish`, host);
    expect(published.json()).toMatchObject({ kind: 'meals', status: 'published', missing: [] });
    expect((await getRest(app, `/meals/${meal.id}`)).statusCode).toBe(200);

    // A description too short for the form is a detail to fix.
    const service = await insertTransportService(app, host.user, { status: 'draft', description: 'Cars.' });
    const vague = await rest(app, 'POST', `/host/transport/${service.id}/publish`, host);
    expect(vague.json()).toMatchObject({ code: 'listing_incomplete', missing: ['details'] });
    await app.db
      .update(transportServices)
      .set({ description: 'A driver meets you in the arrivals hall with a sign.' })
      .where(eq(transportServices.id, service.id));
    expect((await rest(app, 'POST', `/host/transport/${service.id}/publish`, host)).json()).toMatchObject({
      status: 'published',
    });

    const ohel = await insertOhelListing(app, host.user, { status: 'draft' });
    expect((await rest(app, 'POST', `/host/ohel/${ohel.id}/publish`, host)).json()).toMatchObject({
      kind: 'ohel',
      status: 'published',
    });
    expect((await rest(app, 'POST', `/host/ohel/${ohel.id}/unpublish`, host)).json()).toMatchObject({
      status: 'draft',
    });
  });

  it('refuses an archived or suspended listing: 409 listing_not_publishable, both ways', async () => {
    const archived = await insertStay(app, host.user, { status: 'draft' });
    await app.db.update(stays).set({ status: 'archived' }).where(eq(stays.id, archived.id));
    const suspended = await insertMeal(app, host.user, { status: 'suspended' });
    for (const [kind, id] of [
      ['stays', archived.id],
      ['meals', suspended.id],
    ]) {
      for (const action of ['publish', 'unpublish']) {
        const response = await rest(app, 'POST', `/host/${kind}/${id}/${action}`, host);
        expect(response.statusCode, `${action} ${kind}`).toBe(409);
        expect(response.json().code).toBe('listing_not_publishable');
      }
    }
    const [still] = await app.db.select().from(mealOffers).where(eq(mealOffers.id, suspended.id));
    expect(still?.status).toBe('suspended');
  });
});

describe('DELETE /rest/v1/host/{kind}/{id}', () => {
  it('deletes a listing nothing points at, with its photos and blocked dates', async () => {
    const stay = await insertStay(app, host.user, { blocked: [['2026-12-01', '2026-12-05']] });
    const response = await rest(app, 'DELETE', `/host/stays/${stay.id}`, host);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ outcome: 'deleted' });
    expect(await app.db.select().from(stays).where(eq(stays.id, stay.id))).toEqual([]);
    expect(await app.db.select().from(stayImages).where(eq(stayImages.stayId, stay.id))).toEqual([]);
    expect((await rest(app, 'GET', `/host/stays/${stay.id}`, host)).statusCode).toBe(404);

    for (const [kind, listing] of [
      ['meals', await insertMeal(app, host.user)],
      ['transport', await insertTransportService(app, host.user)],
      ['ohel', await insertOhelListing(app, host.user)],
    ] as const) {
      const deleted = await rest(app, 'DELETE', `/host/${kind}/${listing.id}`, host);
      expect(deleted.json(), kind).toEqual({ outcome: 'deleted' });
    }
  });

  it('archives a listing with bookings, even ended or cancelled ones: the bookings stand, guests can book no more', async () => {
    const upcoming = await insertStay(app, host.user);
    const booking = await bookStay(upcoming.id, '2026-12-10', '2026-12-12');
    const archived = await rest(app, 'DELETE', `/host/stays/${upcoming.id}`, host);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ outcome: 'archived' });
    const [row] = await app.db.select().from(stays).where(eq(stays.id, upcoming.id));
    expect(row?.status).toBe('archived');
    const [kept] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.status).toBe('confirmed');
    expect((await getRest(app, `/stays/${upcoming.id}`)).statusCode).toBe(404);
    const late = await book(
      app,
      guest,
      bookingRequest(upcoming.id, { checkIn: '2026-12-20', checkOut: '2026-12-22' }),
    );
    expect(late.statusCode).toBe(404);
    // The host still sees it, archived, with its booking; deleting again keeps it archived.
    const [item] = (await listings(host, '?status=archived')).filter((listing) => listing.id === upcoming.id);
    expect(item).toMatchObject({ status: 'archived', upcomingBookingCount: 1, deleteArchives: true });
    expect((await rest(app, 'DELETE', `/host/stays/${upcoming.id}`, host)).json()).toEqual({
      outcome: 'archived',
    });

    // Only an ended booking: archived too, since the booking row still names the stay.
    const past = await insertStay(app, host.user);
    clock.set('2026-06-01T15:00:00Z');
    await bookStay(past.id, '2026-06-10', '2026-06-12');
    clock.set(START);
    expect((await listings(host)).find((listing) => listing.id === past.id)).toMatchObject({
      upcomingBookingCount: 0,
      deleteArchives: true,
    });
    expect((await rest(app, 'DELETE', `/host/stays/${past.id}`, host)).json()).toEqual({
      outcome: 'archived',
    });

    // A meal offer whose only booking was cancelled by its guest.
    const meal = await insertMeal(app, host.user);
    const mealBooking = await book(app, guest, mealBookingRequest(meal.id, { date: '2026-11-28' }));
    const mealBookingId = mealBooking.json<{ id: string }>().id;
    expect((await rest(app, 'POST', `/bookings/${mealBookingId}/cancel`, guest, {})).statusCode).toBe(200);
    expect((await rest(app, 'DELETE', `/host/meals/${meal.id}`, host)).json()).toEqual({
      outcome: 'archived',
    });
  });

  it('archives a stay or a service an Ohel listing offers, rather than break the listing', async () => {
    const stay = await insertStay(app, host.user);
    await insertOhelListing(app, host.user, { kind: 'stay', stayId: stay.id, priceFromCents: null });
    expect((await rest(app, 'DELETE', `/host/stays/${stay.id}`, host)).json()).toEqual({
      outcome: 'archived',
    });
    const service = await insertTransportService(app, host.user);
    await insertOhelListing(app, host.user, { kind: 'ride', transportServiceId: service.id });
    expect((await rest(app, 'DELETE', `/host/transport/${service.id}`, host)).json()).toEqual({
      outcome: 'archived',
    });
  });
});
