/**
 * Test data of the transport pages and the ride form: services, quotes and refusals as the API
 * describes them. The fetch stub is apps/web/test/fixtures.ts's installFakeApi.
 */
import type { RideQuote, RideRefusal, TransportDetail, TransportSummary } from '@orchim/shared/transport';

export const SERVICE_ID = '3c9a4e7b-1d2f-4a6b-8c0d-5e7f9a1b2c3d';

let serial = 0;

/** A list card's data; every call a new id unless given. */
export function transportSummary(overrides: Partial<TransportSummary> = {}): TransportSummary {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title: `JFK arrivals to Crown Heights ${serial}`,
    providerName: 'Eastern Parkway Car Service',
    serviceType: 'airport_transfer',
    airports: ['JFK'],
    vehicleType: 'sedan',
    maxPassengers: 3,
    maxLuggage: 3,
    pricingModel: 'per_trip',
    priceCents: 75_00,
    currency: 'USD',
    serviceHours: { start: '05:00', end: '01:00' },
    tripMinutes: 45,
    ratingAverage: 4.7,
    reviewCount: 12,
    cover: { src: '/images/transport/jfk-sedan.svg', width: 1200, height: 800, alt: '' },
    ...overrides,
  };
}

export function transportList(items: TransportSummary[], overrides: { total?: number; page?: number } = {}) {
  return {
    items,
    page: overrides.page ?? 1,
    pageSize: 12,
    total: overrides.total ?? items.length,
    hasMore: (overrides.total ?? items.length) > (overrides.page ?? 1) * 12,
  };
}

export function transportDetail(overrides: Partial<TransportDetail> = {}): TransportDetail {
  return {
    id: SERVICE_ID,
    title: 'JFK arrivals to Crown Heights',
    providerName: 'Eastern Parkway Car Service',
    serviceType: 'airport_transfer',
    airports: ['JFK', 'LGA'],
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 6,
    pricingModel: 'per_trip',
    priceCents: 95_00,
    currency: 'USD',
    serviceHours: { start: '05:00', end: '01:00' },
    tripMinutes: 50,
    ratingAverage: 4.8,
    reviewCount: 9,
    description: 'Your driver waits in the arrivals hall with a sign.',
    defaultPickup: 'JFK Airport, arrivals hall of your terminal',
    defaultDestination: '770 Eastern Parkway, Brooklyn, NY 11213',
    images: [
      { src: '/images/transport/a.svg', width: 1200, height: 800, alt: 'The minivan at the curb' },
      { src: '/images/transport/b.svg', width: 1200, height: 800, alt: '' },
    ],
    provider: { firstName: 'Mendel', memberSince: '2023-09-15T12:00:00.000Z' },
    status: 'published',
    ...overrides,
  };
}

export function rideQuote(overrides: Partial<RideQuote> = {}): RideQuote {
  return {
    pickupAt: '2026-12-02T20:00:00.000Z',
    pricingModel: 'per_trip',
    unitPriceCents: 95_00,
    passengers: 2,
    totalCents: 95_00,
    currency: 'USD',
    ...overrides,
  };
}

/** The refusal of a pickup on Shabbos Vayeshev 5787 (Friday 2026-12-04): candle lighting to havdalah. */
export const SHABBOS_REFUSAL: RideRefusal = {
  code: 'shabbos_or_yom_tov',
  message:
    'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting (Friday 4:12 PM) and ends at havdalah (Saturday 5:19 PM). Please choose another time.',
  fields: { time: 'refusals.restDay' },
  window: {
    start: '2026-12-04T21:12:00.000Z',
    end: '2026-12-05T22:19:00.000Z',
    dates: ['2026-12-05'],
    kinds: ['shabbos'],
    name: { en: 'Shabbos', fr: 'Chabbat', he: 'שבת' },
  },
};
