import type { HostCalendar, HostListings, HostStay } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  mealOffers,
  ohelListings,
  stayReservations,
  stays,
  transportServices,
} from '../src/db/schema';
import { rest, signedInAs, STAY_STEPS, type Method } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { book, bookingRequest, insertStay, type SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

// The authorization matrix of issue 6: every host route, by who calls it.
const clock = testClock('2026-11-23T15:00:00Z');
let app: FastifyInstance;
let hostA: SignedInAccount;
let hostB: SignedInAccount;
let pending: SignedInAccount;
let guest: SignedInAccount;
let admin: SignedInAccount;
const ids = { stay: '', meal: '', transport: '', ohel: '', block: '', booking: '' };

interface Call {
  method: Method;
  path: string;
  body?: object;
}

/** Every route of /rest/v1/host, on host A's listings, block and booking, with a valid body. */
function hostRoutes(): Call[] {
  const kinds = [
    ['stays', ids.stay],
    ['meals', ids.meal],
    ['transport', ids.transport],
    ['ohel', ids.ohel],
  ] as const;
  return [
    ...ownRoutes(),
    { method: 'GET', path: `/host/stays/${ids.stay}` },
    ...Object.entries(STAY_STEPS).map(([step, body]): Call => ({
      method: 'PUT',
      path: `/host/stays/${ids.stay}/${step}`,
      body,
    })),
    { method: 'GET', path: `/host/stays/${ids.stay}/calendar?from=2026-12-01&to=2026-12-31` },
    {
      method: 'POST',
      path: `/host/stays/${ids.stay}/blocks`,
      body: { start: '2026-12-20', end: '2026-12-22' },
    },
    { method: 'DELETE', path: `/host/stays/${ids.stay}/blocks/${ids.block}` },
    ...kinds.flatMap(([kind, id]): Call[] => [
      { method: 'POST', path: `/host/${kind}/${id}/publish` },
      { method: 'POST', path: `/host/${kind}/${id}/unpublish` },
      { method: 'DELETE', path: `/host/${kind}/${id}` },
    ]),
    { method: 'POST', path: `/host/bookings/${ids.booking}/cancel`, body: { reason: 'Not mine to cancel' } },
  ];
}

/** The routes that are about no one listing. */
const ownRoutes = (): Call[] => [
  { method: 'GET', path: '/host/listings' },
  { method: 'POST', path: '/host/stays', body: STAY_STEPS.basics },
  { method: 'GET', path: `/host/geocode?address=${encodeURIComponent('770 Eastern Parkway')}` },
  { method: 'GET', path: '/host/bookings' },
  { method: 'GET', path: '/host/payment-means' },
  { method: 'PUT', path: '/host/payment-means', body: { paymentMeans: ['zelle'] } },
];

beforeAll(async () => {
  app = await createTestApp({ clock });
  hostA = await signedInAs(app, { fullName: 'Rivka Mintz' });
  hostB = await signedInAs(app, { fullName: 'Chaya Gold' });
  pending = await signedInAs(app, { hostStatus: 'pending' });
  guest = await signedInAs(app, { role: 'guest', fullName: 'Mendel Goldberg' });
  admin = await signedInAs(app, { role: 'admin' });

  ids.stay = (await insertStay(app, hostA.user, { title: 'Host A’s stay' })).id;
  ids.meal = (await insertMeal(app, hostA.user)).id;
  ids.transport = (await insertTransportService(app, hostA.user)).id;
  ids.ohel = (await insertOhelListing(app, hostA.user)).id;
  const block = await rest(app, 'POST', `/host/stays/${ids.stay}/blocks`, hostA, {
    start: '2026-12-24',
    end: '2026-12-26',
  });
  expect(block.statusCode, block.body).toBe(201);
  ids.block = block.json<{ id: string }>().id;
  const booking = await book(
    app,
    guest,
    bookingRequest(ids.stay, { checkIn: '2026-12-10', checkOut: '2026-12-12' }),
  );
  expect(booking.statusCode, booking.body).toBe(201);
  ids.booking = booking.json<{ id: string }>().id;
});
afterAll(() => app.close());

/** Host A's listings, block and booking are as they were. */
async function expectHostAUntouched() {
  const [stay] = await app.db.select().from(stays).where(eq(stays.id, ids.stay));
  expect(stay).toMatchObject({
    status: 'published',
    title: 'Host A’s stay',
    bedrooms: 2,
    houseRules: 'No smoking. Quiet after 10 pm.',
  });
  const [meal] = await app.db.select().from(mealOffers).where(eq(mealOffers.id, ids.meal));
  expect(meal?.status).toBe('published');
  const [service] = await app.db
    .select()
    .from(transportServices)
    .where(eq(transportServices.id, ids.transport));
  expect(service?.status).toBe('published');
  const [ohel] = await app.db.select().from(ohelListings).where(eq(ohelListings.id, ids.ohel));
  expect(ohel?.status).toBe('published');
  expect(
    await app.db.select().from(stayReservations).where(eq(stayReservations.stayId, ids.stay)),
  ).toHaveLength(2);
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, ids.booking));
  expect(booking?.status).toBe('confirmed');
}

describe('who may use /rest/v1/host', () => {
  it('refuses a guest on every host route: 403 not_a_host, before reading the body', async () => {
    for (const account of [guest, admin]) {
      for (const call of hostRoutes()) {
        const response = await rest(app, call.method, call.path, account, call.body);
        expect(response.statusCode, `${call.method} ${call.path}`).toBe(403);
        expect(response.json()).toEqual({ code: 'not_a_host', message: 'Only hosts can do this' });
      }
    }
    // Even a body that would not validate: who asks comes first.
    const invalid = await rest(app, 'POST', '/host/stays', guest, { title: '' });
    expect(invalid.json().code).toBe('not_a_host');
    await expectHostAUntouched();
  });

  it('refuses a visitor without a token on every host route: 401', async () => {
    for (const call of hostRoutes()) {
      const response = await rest(app, call.method, call.path, null, call.body);
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
      expect(response.json().code).toBe('no_authorization');
    }
    // And without the API key at all.
    const bare = await app.inject({ method: 'GET', url: '/rest/v1/host/listings' });
    expect(bare.statusCode).toBe(401);
    await expectHostAUntouched();
  });

  it('answers host B 404 on everything of host A’s, as if it did not exist, and changes nothing', async () => {
    const theirs = hostRoutes().filter((call) => !ownRoutes().some((own) => own.path === call.path));
    expect(theirs.length).toBeGreaterThan(20);
    for (const call of theirs) {
      const response = await rest(app, call.method, call.path, hostB, call.body);
      expect(response.statusCode, `${call.method} ${call.path}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
    await expectHostAUntouched();

    // Nor does host B see them in their lists.
    const listings = await rest(app, 'GET', '/host/listings', hostB);
    expect(listings.json<HostListings>().items).toEqual([]);
    const hostBookings = await rest(app, 'GET', '/host/bookings', hostB);
    expect(hostBookings.json()).toEqual({ items: [], page: 1, hasMore: false });
    // While host A does.
    expect((await rest(app, 'GET', '/host/listings', hostA)).json<HostListings>().items).toHaveLength(4);
    const calendar = await rest(
      app,
      'GET',
      `/host/stays/${ids.stay}/calendar?from=2026-12-01&to=2026-12-31`,
      hostA,
    );
    expect(calendar.json<HostCalendar>().entries.map((entry) => entry.kind)).toEqual(['booked', 'blocked']);
  });

  it('lets a pending host prepare drafts, but not publish them: 403 host_not_approved', async () => {
    const created = await rest(app, 'POST', '/host/stays', pending, STAY_STEPS.basics);
    expect(created.statusCode).toBe(201);
    const draft = created.json<HostStay>();
    expect(draft.missing).toContain('approval');
    for (const [step, body] of Object.entries(STAY_STEPS)) {
      const saved = await rest(app, 'PUT', `/host/stays/${draft.id}/${step}`, pending, body);
      expect(saved.statusCode, step).toBe(200);
    }
    const blocked = await rest(app, 'POST', `/host/stays/${draft.id}/blocks`, pending, {
      start: '2026-12-01',
      end: '2026-12-03',
    });
    expect(blocked.statusCode).toBe(201);

    const published = await rest(app, 'POST', `/host/stays/${draft.id}/publish`, pending);
    expect(published.statusCode).toBe(403);
    expect(published.json()).toEqual({
      code: 'host_not_approved',
      message: 'Only approved hosts can do this',
    });
    const [row] = await app.db.select().from(stays).where(eq(stays.id, draft.id));
    expect(row?.status).toBe('draft');
    // Host A's listing is no more theirs to publish.
    expect((await rest(app, 'POST', `/host/meals/${ids.meal}/publish`, pending)).statusCode).toBe(403);

    expect((await rest(app, 'POST', `/host/stays/${draft.id}/unpublish`, pending)).statusCode).toBe(200);
    expect((await rest(app, 'DELETE', `/host/stays/${draft.id}`, pending)).json()).toEqual({
      outcome: 'deleted',
    });
    await expectHostAUntouched();
  });

  it('documents every host and admin route in the OpenAPI document, tagged', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rest/v1/openapi.json',
      headers: { apikey: await apiKey() },
    });
    const paths = response.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    const documented = [
      ['get', '/rest/v1/host/listings', 'host'],
      ['post', '/rest/v1/host/{kind}/{id}/publish', 'host'],
      ['post', '/rest/v1/host/{kind}/{id}/unpublish', 'host'],
      ['delete', '/rest/v1/host/{kind}/{id}', 'host'],
      ['post', '/rest/v1/host/stays', 'host'],
      ['get', '/rest/v1/host/stays/{id}', 'host'],
      ...Object.keys(STAY_STEPS).map((step) => ['put', `/rest/v1/host/stays/{id}/${step}`, 'host']),
      ['get', '/rest/v1/host/geocode', 'host'],
      ['get', '/rest/v1/host/stays/{id}/calendar', 'host'],
      ['post', '/rest/v1/host/stays/{id}/blocks', 'host'],
      ['delete', '/rest/v1/host/stays/{id}/blocks/{blockId}', 'host'],
      ['get', '/rest/v1/host/bookings', 'host'],
      ['post', '/rest/v1/host/bookings/{id}/cancel', 'host'],
      ['get', '/rest/v1/host/payment-means', 'host'],
      ['put', '/rest/v1/host/payment-means', 'host'],
      ['get', '/rest/v1/admin/hosts', 'admin'],
      ['post', '/rest/v1/admin/hosts/{id}/status', 'admin'],
    ] as const;
    for (const [method, path, tag] of documented) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    }
    // Each step documents its own body.
    const rooms = paths['/rest/v1/host/stays/{id}/rooms']?.put as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    };
    expect(Object.keys(rooms.requestBody.content['application/json'].schema.properties)).toEqual([
      'bedrooms',
      'beds',
      'baths',
      'maxGuests',
    ]);
  });
});
