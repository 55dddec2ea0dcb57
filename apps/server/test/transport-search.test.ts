import type { TransportList } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSearchRefused, uniqueIp } from './helpers/listings';
import { searchStays } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import {
  createPerson,
  insertTransportService,
  listTransport,
  type TransportServiceRow,
} from './helpers/transport';

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
const service: Record<string, TransportServiceRow> = {};

beforeAll(async () => {
  app = await createTestApp({ clock });
  const provider = await createPerson(app, 'provider', 'Zalman Lipskier', 'host');
  // Made out of order: the list puts airport transfers first, then rides to the Ohel, hourly and
  // intercity, each by price.
  service.lakewood = await insertTransportService(app, provider, {
    title: 'Lakewood van',
    serviceType: 'intercity',
    vehicleType: 'van',
    maxPassengers: 12,
    maxLuggage: 12,
    pricingModel: 'per_passenger',
    priceCents: 35_00,
    translations: { fr: { title: 'Navette pour Lakewood' } },
  });
  service.jfkSedan = await insertTransportService(app, provider, {
    title: 'JFK sedan',
    airports: ['JFK'],
    maxPassengers: 3,
    maxLuggage: 3,
    priceCents: 75_00,
    images: 2,
    reviews: [{ rating: 5 }, { rating: 4 }],
  });
  service.ewrSuv = await insertTransportService(app, provider, {
    title: 'Newark SUV',
    airports: ['EWR', 'LGA'],
    vehicleType: 'suv',
    maxPassengers: 6,
    maxLuggage: 7,
    priceCents: 120_00,
    images: 0,
  });
  service.jfkMinivan = await insertTransportService(app, provider, {
    title: 'JFK and LaGuardia minivan',
    airports: ['JFK', 'LGA'],
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 6,
    priceCents: 95_00,
  });
  service.ohel = await insertTransportService(app, provider, {
    title: 'Ohel shuttle',
    serviceType: 'ohel_ride',
    vehicleType: 'minibus',
    maxPassengers: 24,
    maxLuggage: 0,
    pricingModel: 'per_passenger',
    priceCents: 25_00,
    serviceStart: '08:00',
    serviceEnd: '23:00',
    tripMinutes: 150,
  });
  service.hourly = await insertTransportService(app, provider, {
    title: 'Sedan by the hour',
    serviceType: 'hourly',
    priceCents: 180_00,
  });
  service.draft = await insertTransportService(app, provider, { title: 'Draft', status: 'draft' });
  service.suspended = await insertTransportService(app, provider, { title: 'Gone', status: 'suspended' });
});
afterAll(() => app.close());

async function list(query: Record<string, unknown> = {}): Promise<TransportList> {
  const response = await listTransport(app, query);
  expect(response.statusCode).toBe(200);
  return response.json<TransportList>();
}
const titles = (result: TransportList) => result.items.map((item) => item.title);

describe('GET /rest/v1/transport', () => {
  it('lists the published services, airport transfers first, then by type and price', async () => {
    const result = await list();
    expect(titles(result)).toEqual([
      'JFK sedan',
      'JFK and LaGuardia minivan',
      'Newark SUV',
      'Ohel shuttle',
      'Sedan by the hour',
      'Lakewood van',
    ]);
    expect(result).toMatchObject({ page: 1, pageSize: 12, total: 6, hasMore: false });
  });

  it('gives each card what it shows: provider, vehicle, capacities, price model, hours, rating, cover', async () => {
    const [sedan] = (await list()).items;
    expect(sedan).toEqual({
      id: service.jfkSedan!.id,
      title: 'JFK sedan',
      providerName: 'Parkway Car Service',
      serviceType: 'airport_transfer',
      airports: ['JFK'],
      vehicleType: 'sedan',
      maxPassengers: 3,
      maxLuggage: 3,
      pricingModel: 'per_trip',
      priceCents: 75_00,
      currency: 'USD',
      serviceHours: { start: '00:00', end: '00:00' },
      tripMinutes: 45,
      ratingAverage: 4.5,
      reviewCount: 2,
      cover: {
        src: `/images/transport/${service.jfkSedan!.id}/0.webp`,
        width: 1200,
        height: 800,
        alt: 'JFK sedan, photo 1',
      },
    });
    const suv = (await list({ airport: 'EWR' })).items[0];
    expect(suv).toMatchObject({ title: 'Newark SUV', cover: null, ratingAverage: null, reviewCount: 0 });
  });

  it('filters by service type, airport, passengers and luggage', async () => {
    expect(titles(await list({ serviceType: 'airport_transfer' }))).toEqual([
      'JFK sedan',
      'JFK and LaGuardia minivan',
      'Newark SUV',
    ]);
    expect(titles(await list({ serviceType: 'ohel_ride' }))).toEqual(['Ohel shuttle']);
    expect(titles(await list({ airport: 'LGA' }))).toEqual(['JFK and LaGuardia minivan', 'Newark SUV']);
    expect(titles(await list({ airport: 'JFK', passengers: 4 }))).toEqual(['JFK and LaGuardia minivan']);
    expect(titles(await list({ passengers: 13 }))).toEqual(['Ohel shuttle']);
    expect(titles(await list({ luggage: 7 }))).toEqual(['Newark SUV', 'Lakewood van']);
    expect(titles(await list({ serviceType: 'hourly', airport: 'JFK' }))).toEqual([]);
    expect((await list({ serviceType: 'hourly', airport: 'JFK' })).total).toBe(0);
  });

  it('answers in the reader’s language where the provider translated the title', async () => {
    const french = await list({ lang: 'fr', serviceType: 'intercity' });
    expect(titles(french)).toEqual(['Navette pour Lakewood']);
    expect(titles(await list({ lang: 'he', serviceType: 'intercity' }))).toEqual(['Lakewood van']);
  });

  it('pages by twelve, with the total and whether more follow', async () => {
    const provider = await createPerson(app, 'big-provider', 'Mendy Gansburg', 'host');
    for (let i = 0; i < 12; i += 1) {
      await insertTransportService(app, provider, {
        title: `Intercity ${String(i).padStart(2, '0')}`,
        serviceType: 'intercity',
        priceCents: 50_00 + i,
        images: 0,
      });
    }
    const first = await list({ serviceType: 'intercity' });
    expect(first).toMatchObject({ page: 1, pageSize: 12, total: 13, hasMore: true });
    expect(first.items).toHaveLength(12);
    const second = await list({ serviceType: 'intercity', page: 2 });
    expect(second).toMatchObject({ page: 2, total: 13, hasMore: false });
    expect(titles(second)).toEqual(['Intercity 11']);
    const beyond = await list({ serviceType: 'intercity', page: 3 });
    expect(beyond).toMatchObject({ items: [], page: 3, total: 13, hasMore: false });
  });

  it('refuses unknown filter values with a validation error', async () => {
    for (const query of [
      { serviceType: 'helicopter' },
      { airport: 'BOS' },
      { passengers: 0 },
      { passengers: 57 },
      { luggage: -1 },
      { page: 0 },
    ]) {
      const response = await listTransport(app, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('GET /rest/v1/transport: the search limit (product §9), one bucket with /stays', () => {
  it('counts lists of services and of stays together: 50 a minute, then 5 minutes blocked', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 25; i += 1) expect((await listTransport(app, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < 25; i += 1) expect((await searchStays(app, {}, ip)).statusCode).toBe(200);
    const refused = await listTransport(app, {}, ip);
    expectSearchRefused(refused);
    expect((await searchStays(app, {}, ip)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await listTransport(app)).statusCode).toBe(200);

    clock.advance(5 * 60_000);
    expect((await listTransport(app, {}, ip)).statusCode).toBe(200);
  });
});
