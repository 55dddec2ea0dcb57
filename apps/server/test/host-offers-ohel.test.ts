import type { HostOhelListing } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ohelListings, stays, transportServices } from '../src/db/schema';
import { callHost, hostAccount, ohelForm, publishDirectly } from './helpers/host-offers';
import { insertCambriaStay, insertOhelListing, listOhelListings } from './helpers/ohel';
import { getRest, type SignedInAccount } from './helpers/stays';
import { testClock, createTestApp } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

const clock = testClock('2026-11-23T15:00:00Z');
let app: FastifyInstance;
let host: SignedInAccount;
let other: SignedInAccount;
let ownService: string;
let ownStay: string;
let othersService: string;
let othersStay: string;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await hostAccount(app, { name: 'host', fullName: 'Shmuel Katz' });
  other = await hostAccount(app, { name: 'other', fullName: 'Leah Brook' });
  ownService = (
    await insertTransportService(app, host.user, { serviceType: 'ohel_ride', title: 'Shuttle to the Ohel' })
  ).id;
  ownStay = (await insertCambriaStay(app, host.user)).id;
  othersService = (await insertTransportService(app, other.user, { serviceType: 'ohel_ride' })).id;
  othersStay = (await insertCambriaStay(app, other.user)).id;
});
afterAll(() => app.close());

const create = (form: object, who: SignedInAccount = host) => callHost(app, 'POST', '/host/ohel', who, form);

async function createListing(form = ohelForm()): Promise<HostOhelListing> {
  const response = await create(form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HostOhelListing>();
}

describe('POST /rest/v1/host/ohel', () => {
  it('creates a guided visit as a draft, with no link and a "from" price', async () => {
    const listing = await createListing();
    expect(listing).toEqual({
      id: expect.any(String),
      status: 'draft',
      missing: ['photo'],
      images: [],
      updatedAt: '2026-11-23T15:00:00.000Z',
      kind: 'guided_visit',
      title: 'A first visit to the Ohel',
      description: 'A first visit, prepared: the customs, writing the letter, the way in and out.',
      details: 'About two hours.\nIn English or Hebrew.',
      transportServiceId: null,
      stayId: null,
      priceFromCents: 50_00,
    });
    const [row] = await app.db.select().from(ohelListings).where(eq(ohelListings.id, listing.id));
    expect(row).toMatchObject({ hostId: host.user.id, translations: {}, publishedAt: null });
    expect((await callHost(app, 'GET', `/host/ohel/${listing.id}`, host)).json()).toEqual(listing);
  });

  it("creates a shuttle booked as one of the host's own services, and a place to stay as one of their stays", async () => {
    const shuttle = await createListing(
      ohelForm({ kind: 'shuttle', transportServiceId: ownService, priceFromCents: null }),
    );
    expect(shuttle).toMatchObject({ kind: 'shuttle', transportServiceId: ownService, stayId: null });
    const stay = await createListing(ohelForm({ kind: 'stay', stayId: ownStay, title: 'Sleep by the Ohel' }));
    expect(stay).toMatchObject({ kind: 'stay', stayId: ownStay, transportServiceId: null });
    // A place to stay shows its stay's photos: none is missing.
    expect(stay.missing).toEqual([]);
    const visit = await createListing(ohelForm({ transportServiceId: ownService }));
    expect(visit).toMatchObject({ kind: 'guided_visit', transportServiceId: ownService });
  });

  it("refuses another host's service or stay: 400 on the field, nothing made", async () => {
    const before = await app.db.select().from(ohelListings);
    const service = await create(ohelForm({ kind: 'ride', transportServiceId: othersService }));
    expect(service.statusCode).toBe(400);
    expect(service.json()).toMatchObject({
      code: 'validation_failed',
      fields: { transportServiceId: 'validation.invalid' },
    });
    const stay = await create(ohelForm({ kind: 'stay', stayId: othersStay }));
    expect(stay.statusCode).toBe(400);
    expect(stay.json().fields).toEqual({ stayId: 'validation.invalid' });
    const unknown = await create(
      ohelForm({ kind: 'shuttle', transportServiceId: '0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a11' }),
    );
    expect(unknown.json().fields).toEqual({ transportServiceId: 'validation.invalid' });
    expect(await app.db.select().from(ohelListings)).toHaveLength(before.length);
  });

  it("refuses the host's own archived service", async () => {
    const archived = await insertTransportService(app, host.user, { serviceType: 'ohel_ride' });
    await app.db
      .update(transportServices)
      .set({ status: 'archived' })
      .where(eq(transportServices.id, archived.id));
    const response = await create(ohelForm({ kind: 'shuttle', transportServiceId: archived.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ transportServiceId: 'validation.invalid' });
  });

  it.each([
    ['a shuttle without a service', { kind: 'shuttle' }, 'transportServiceId', 'validation.required'],
    ['a ride without a service', { kind: 'ride' }, 'transportServiceId', 'validation.required'],
    ['a stay without a stay', { kind: 'stay' }, 'stayId', 'validation.required'],
    [
      'a stay naming a service',
      {
        kind: 'stay',
        stayId: '0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a11',
        transportServiceId: '0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a12',
      },
      'transportServiceId',
      'validation.invalid',
    ],
    [
      'a guided visit naming a stay',
      { stayId: '0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a11' },
      'stayId',
      'validation.invalid',
    ],
    ['an unknown kind', { kind: 'tour' }, 'kind', 'validation.required'],
    [
      'a link that is not an id',
      { kind: 'shuttle', transportServiceId: 'car-1' },
      'transportServiceId',
      'validation.invalid',
    ],
    ['a negative price', { priceFromCents: -100 }, 'priceFromCents', 'validation.invalid'],
    ['a short title', { title: 'Ohel' }, 'title', 'validation.tooShort'],
    ['a short description', { description: 'Come.' }, 'description', 'validation.tooShort'],
  ])('refuses %s: 400 naming the field', async (_case, overrides, field, message) => {
    const response = await create(ohelForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });
});

describe('PUT /rest/v1/host/ohel/{id}', () => {
  it('saves the whole form, the kind and link included', async () => {
    const listing = await createListing();
    const response = await callHost(
      app,
      'PUT',
      `/host/ohel/${listing.id}`,
      host,
      ohelForm({
        kind: 'ride',
        transportServiceId: ownService,
        title: 'A private ride to the Ohel',
        details: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: listing.id,
      status: 'draft',
      kind: 'ride',
      transportServiceId: ownService,
      title: 'A private ride to the Ohel',
      details: '',
    });
  });

  it("refuses to link another host's service, and keeps the listing as it was", async () => {
    const listing = await createListing();
    const response = await callHost(
      app,
      'PUT',
      `/host/ohel/${listing.id}`,
      host,
      ohelForm({ kind: 'shuttle', transportServiceId: othersService }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ transportServiceId: 'validation.invalid' });
    expect((await callHost(app, 'GET', `/host/ohel/${listing.id}`, host)).json()).toMatchObject({
      kind: 'guided_visit',
      transportServiceId: null,
    });
  });

  it('drops the translations of rewritten texts', async () => {
    const seeded = await insertOhelListing(app, host.user, {
      title: 'A first visit to the Ohel',
      description: 'A first visit, prepared: the customs, writing the letter, the way in and out.',
      details: 'Two hours.',
      translations: { he: { title: 'ביקור ראשון באוהל', details: 'שעתיים.' } },
    });
    await callHost(app, 'PUT', `/host/ohel/${seeded.id}`, host, ohelForm({ details: 'Three hours.' }));
    const [row] = await app.db.select().from(ohelListings).where(eq(ohelListings.id, seeded.id));
    expect(row?.translations).toEqual({ he: { title: 'ביקור ראשון באוהל' } });
  });
});

describe('GET /rest/v1/host/ohel/links', () => {
  it("lists the host's own services and stays, not archived ones", async () => {
    const archivedStay = await insertCambriaStay(app, host.user, { title: 'An archived stay' });
    await app.db.update(stays).set({ status: 'archived' }).where(eq(stays.id, archivedStay.id));
    const response = await callHost(app, 'GET', '/host/ohel/links', host);
    expect(response.statusCode).toBe(200);
    const links = response.json<{
      transportServices: { id: string }[];
      stays: { id: string; area: string }[];
    }>();
    expect(links.transportServices.map((service) => service.id)).toEqual([ownService]);
    expect(links.stays).toEqual([
      { id: ownStay, title: 'Ground floor by the Ohel', status: 'published', area: 'Cambria Heights' },
    ]);
  });
});

describe('what guests see', () => {
  it('never shows a draft: not in the list, 404 for its page', async () => {
    const draft = await createListing(ohelForm({ title: 'A draft visit nobody may see' }));
    const ids = async () =>
      (await listOhelListings(app, { kind: 'guided_visit' }))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    expect(await ids()).not.toContain(draft.id);
    expect((await getRest(app, `/ohel-listings/${draft.id}`)).statusCode).toBe(404);

    await publishDirectly(app, 'ohel', draft.id);
    expect(await ids()).toContain(draft.id);
  });

  it("shows a host-made listing in the host's own words in every language", async () => {
    const listing = await createListing(ohelForm({ title: 'The Ohel with a guide' }));
    await publishDirectly(app, 'ohel', listing.id);
    for (const lang of ['en', 'fr', 'he']) {
      const page = await getRest(app, `/ohel-listings/${listing.id}?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        title: 'The Ohel with a guide',
        description: ohelForm().description,
        details: ohelForm().details,
      });
    }
  });
});
