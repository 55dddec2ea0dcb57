import type { HostTransportService } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportServices } from '../src/db/schema';
import { callHost, hostAccount, publishDirectly, transportForm } from './helpers/host-offers';
import { getRest, type SignedInAccount } from './helpers/stays';
import { testClock, createTestApp } from './helpers/test-app';
import { insertTransportService, listTransport } from './helpers/transport';

const clock = testClock('2026-11-23T15:00:00Z');
let app: FastifyInstance;
let host: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await hostAccount(app, { fullName: 'Yossi Kaplan' });
});
afterAll(() => app.close());

async function createService(form = transportForm()): Promise<HostTransportService> {
  const response = await callHost(app, 'POST', '/host/transport', host, form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HostTransportService>();
}

describe('POST /rest/v1/host/transport', () => {
  it('creates a draft: 201 with every field, in USD, without translations', async () => {
    const service = await createService();
    expect(service).toEqual({
      id: expect.any(String),
      status: 'draft',
      missing: ['photo'],
      images: [],
      updatedAt: '2026-11-23T15:00:00.000Z',
      providerName: 'Kingston Car Service',
      title: 'JFK to Crown Heights by sedan',
      description: 'A driver meets you in the arrivals hall and helps with the bags.',
      serviceType: 'airport_transfer',
      airports: ['JFK'],
      vehicleType: 'sedan',
      maxPassengers: 3,
      maxLuggage: 3,
      vehicles: 1,
      pricingModel: 'per_trip',
      priceCents: 75_00,
      currency: 'USD',
      serviceStart: '00:00',
      serviceEnd: '00:00',
      tripMinutes: 45,
      defaultPickup: 'JFK Airport, arrivals hall',
      defaultDestination: '770 Eastern Parkway, Brooklyn, NY 11213',
    });
    const [row] = await app.db.select().from(transportServices).where(eq(transportServices.id, service.id));
    expect(row).toMatchObject({ hostId: host.user.id, translations: {}, publishedAt: null });

    const read = await callHost(app, 'GET', `/host/transport/${service.id}`, host);
    expect(read.json()).toEqual(service);
  });

  it('drops the airports of a service that is not an airport transfer', async () => {
    const service = await createService(
      transportForm({ serviceType: 'ohel_ride', airports: ['JFK', 'LGA'], title: 'To the Ohel and back' }),
    );
    expect(service.airports).toEqual([]);
  });

  it.each([
    ['an airport transfer without an airport', { airports: [] }, 'airports', 'validation.required'],
    ['an unknown airport', { airports: ['BOS'] }, 'airports.0', 'validation.invalid'],
    ['an unknown service type', { serviceType: 'helicopter' }, 'serviceType', 'validation.required'],
    ['an unknown vehicle', { vehicleType: 'limo' }, 'vehicleType', 'validation.required'],
    ['no passenger', { maxPassengers: 0 }, 'maxPassengers', 'validation.invalid'],
    ['more passengers than a bus', { maxPassengers: 57 }, 'maxPassengers', 'validation.invalid'],
    ['too much luggage', { maxLuggage: 81 }, 'maxLuggage', 'validation.invalid'],
    ['a fleet of no vehicle', { vehicles: 0 }, 'vehicles', 'validation.invalid'],
    ['a fleet of more than 50 vehicles', { vehicles: 51 }, 'vehicles', 'validation.invalid'],
    ['a free ride', { priceCents: 0 }, 'priceCents', 'validation.invalid'],
    ['half a cent', { priceCents: 10.5 }, 'priceCents', 'validation.invalid'],
    ['an unknown pricing model', { pricingModel: 'per_mile' }, 'pricingModel', 'validation.required'],
    ['an hour that does not exist', { serviceStart: '25:00' }, 'serviceStart', 'validation.time'],
    ['a trip shorter than ten minutes', { tripMinutes: 5 }, 'tripMinutes', 'validation.invalid'],
    ['a trip longer than twelve hours', { tripMinutes: 721 }, 'tripMinutes', 'validation.invalid'],
    ['no provider name', { providerName: '' }, 'providerName', 'validation.required'],
    ['a short title', { title: 'Car' }, 'title', 'validation.tooShort'],
    ['a short description', { description: 'Fast.' }, 'description', 'validation.tooShort'],
  ])('refuses %s: 400 naming the field', async (_case, overrides, field, message) => {
    const response = await callHost(app, 'POST', '/host/transport', host, transportForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });
});

describe('PUT /rest/v1/host/transport/{id}', () => {
  it('saves the whole form', async () => {
    const service = await createService();
    const response = await callHost(
      app,
      'PUT',
      `/host/transport/${service.id}`,
      host,
      transportForm({
        serviceType: 'intercity',
        airports: [],
        title: 'Crown Heights to Monsey by minivan',
        vehicleType: 'minivan',
        maxPassengers: 6,
        maxLuggage: 6,
        vehicles: 3,
        pricingModel: 'per_passenger',
        priceCents: 40_00,
        serviceStart: '21:00',
        serviceEnd: '03:00',
        tripMinutes: 90,
        defaultPickup: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: service.id,
      status: 'draft',
      serviceType: 'intercity',
      airports: [],
      vehicleType: 'minivan',
      maxPassengers: 6,
      vehicles: 3,
      pricingModel: 'per_passenger',
      priceCents: 40_00,
      serviceStart: '21:00',
      serviceEnd: '03:00',
      tripMinutes: 90,
      defaultPickup: '',
    });
  });

  it('refuses an invalid form and keeps the service as it was', async () => {
    const service = await createService();
    const response = await callHost(
      app,
      'PUT',
      `/host/transport/${service.id}`,
      host,
      transportForm({ tripMinutes: 2 }),
    );
    expect(response.statusCode).toBe(400);
    expect((await callHost(app, 'GET', `/host/transport/${service.id}`, host)).json().tripMinutes).toBe(45);
  });

  it('drops the translations of rewritten texts', async () => {
    const seeded = await insertTransportService(app, host.user, {
      title: 'JFK to Crown Heights by sedan',
      description: 'A driver meets you in the arrivals hall and helps with the bags.',
      translations: {
        fr: { title: 'JFK – Crown Heights en berline', description: 'Un chauffeur vous attend.' },
      },
    });
    const response = await callHost(
      app,
      'PUT',
      `/host/transport/${seeded.id}`,
      host,
      transportForm({ title: 'JFK or LaGuardia to Crown Heights', airports: ['JFK', 'LGA'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db.select().from(transportServices).where(eq(transportServices.id, seeded.id));
    expect(row?.translations).toEqual({ fr: { description: 'Un chauffeur vous attend.' } });
  });
});

describe('what guests see', () => {
  it('never shows a draft: not in the list, 404 for its page', async () => {
    const draft = await createService(transportForm({ title: 'A draft service nobody may see' }));
    const ids = async () =>
      (await listTransport(app, { serviceType: 'airport_transfer' }))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    expect(await ids()).not.toContain(draft.id);
    expect((await getRest(app, `/transport/${draft.id}`)).statusCode).toBe(404);

    await publishDirectly(app, 'transport', draft.id);
    expect(await ids()).toContain(draft.id);
  });

  it("shows a host-made service in the host's own words in every language", async () => {
    const service = await createService(
      transportForm({ title: 'Newark to Crown Heights', airports: ['EWR'] }),
    );
    await publishDirectly(app, 'transport', service.id);
    for (const lang of ['en', 'fr', 'he']) {
      const page = await getRest(app, `/transport/${service.id}?lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        title: 'Newark to Crown Heights',
        description: transportForm().description,
      });
    }
  });
});
