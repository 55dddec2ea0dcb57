/**
 * Test helpers for /ohel and /ohel/:id: Ohel listings as the API describes them
 * (ohelListingSummarySchema, ohelListingDetailSchema), and /ohel in a memory router.
 */
import type { ReactElement } from 'react';
import type { OhelListingDetail, OhelListings, OhelListingSummary } from '@orchim/shared/ohel';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import { renderAtRoute } from '@/lib/test-router';

export const SHUTTLE_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
export const STAY_LISTING_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
export const VISIT_ID = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
export const SERVICE_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const NEARBY_STAY_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

export const shuttleSummary = (overrides: Partial<OhelListingSummary> = {}): OhelListingSummary => ({
  id: SHUTTLE_ID,
  kind: 'shuttle',
  title: 'Daily shuttle from 770 to the Ohel',
  excerpt: 'The simplest way to the Ohel from Crown Heights: a shared van from the front of 770…',
  cover: { src: '/images/ohel/shuttle-van.svg', width: 800, height: 600, alt: 'A white van by 770' },
  ratingAverage: 4.8,
  reviewCount: 3,
  priceFromCents: 25_00,
  currency: 'USD',
  ride: { vehicleType: 'van', maxPassengers: 12, pricingModel: 'per_passenger', priceCents: 25_00 },
  stay: null,
  block: null,
  ...overrides,
});

export const rideSummary = (): OhelListingSummary =>
  shuttleSummary({
    id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
    kind: 'ride',
    title: 'Private car to the Ohel',
    ratingAverage: null,
    reviewCount: 0,
    priceFromCents: 90_00,
    ride: { vehicleType: 'sedan', maxPassengers: 4, pricingModel: 'per_trip', priceCents: 90_00 },
  });

export const staySummary = (): OhelListingSummary => ({
  id: STAY_LISTING_ID,
  kind: 'stay',
  title: 'Garden apartment by the Ohel',
  excerpt: 'A quiet apartment five minutes from the Ohel.',
  cover: { src: '/images/ohel/cambria-house.svg', width: 800, height: 600, alt: '' },
  ratingAverage: 4.5,
  reviewCount: 2,
  priceFromCents: 140_00,
  currency: 'USD',
  ride: null,
  stay: { pricePerNightCents: 140_00, maxGuests: 4, walkMinutesToOhel: 6 },
  // A cell of the map's lattice by the Ohel (outside the Crown Heights grid).
  block: {
    latitude: 40.689,
    longitude: -73.73875,
    south: 40.688,
    west: -73.74,
    north: 40.69,
    east: -73.7375,
  },
});

export const visitSummary = (overrides: Partial<OhelListingSummary> = {}): OhelListingSummary => ({
  id: VISIT_ID,
  kind: 'guided_visit',
  title: 'A first visit, with a guide',
  excerpt: 'Eliyahu takes first-time visitors to the Ohel.',
  cover: null,
  ratingAverage: null,
  reviewCount: 0,
  priceFromCents: 60_00,
  currency: 'USD',
  ride: null,
  stay: null,
  block: null,
  ...overrides,
});

export function listingsPage(overrides: Partial<OhelListings> = {}): OhelListings {
  const items = overrides.items ?? [shuttleSummary(), rideSummary(), staySummary(), visitSummary()];
  return { items, page: 1, pageSize: 12, total: items.length, hasMore: false, ...overrides };
}

const host = { firstName: 'Mendel', memberSince: '2024-03-01T12:00:00.000Z' };

/** The shuttle's page: booked as a ride of its service. */
export function shuttleDetail(overrides: Partial<OhelListingDetail> = {}): OhelListingDetail {
  const { cover: _cover, excerpt: _excerpt, ...summary } = shuttleSummary();
  return {
    ...summary,
    description: 'The simplest way to the Ohel from Crown Heights: a shared van from the front of 770.',
    details: 'Departures: every day from 8 am to 11 pm.\n\nIncluded: the round trip and water in the van.\n',
    images: [
      { src: '/images/ohel/shuttle-van.svg', width: 800, height: 600, alt: 'A white van by 770' },
      { src: '/images/ohel/ohel-gate.svg', width: 800, height: 600, alt: '' },
    ],
    host,
    booking: {
      type: 'ride',
      service: {
        id: SERVICE_ID,
        title: 'Ohel shuttle from 770',
        providerName: 'Crown Shuttle',
        serviceType: 'ohel_ride',
        vehicleType: 'van',
        maxPassengers: 12,
        maxLuggage: 4,
        pricingModel: 'per_passenger',
        priceCents: 25_00,
        currency: 'USD',
        serviceHours: { start: '08:00', end: '23:00' },
        tripMinutes: 45,
        defaultPickup: '770 Eastern Parkway, Brooklyn',
        defaultDestination: OHEL_ADDRESS,
      },
    },
    ...overrides,
  };
}

/** A place to stay near the Ohel: booked as its stay at /stays/:stayId. */
export function stayDetail(): OhelListingDetail {
  const { cover: _cover, excerpt: _excerpt, ...summary } = staySummary();
  return {
    ...summary,
    description: 'A quiet apartment five minutes from the Ohel.',
    details: 'Check-in from 3 pm.',
    images: [],
    host: { firstName: 'Baila', memberSince: '2023-05-01T12:00:00.000Z' },
    booking: { type: 'stay', stayId: NEARBY_STAY_ID },
  };
}

/** A guided visit arranged with its host: not booked on the site. */
export function visitDetail(): OhelListingDetail {
  const { cover: _cover, excerpt: _excerpt, ...summary } = visitSummary();
  return {
    ...summary,
    description: 'Eliyahu takes first-time visitors to the Ohel.',
    details: '',
    images: [],
    host: { firstName: 'Eliyahu', memberSince: '2022-01-01T12:00:00.000Z' },
    booking: null,
  };
}

/** `page` at /ohel (with the query of `path`); a listing's path shows only the probe. */
export const renderAtOhel = (page: ReactElement, path = '/ohel') => renderAtRoute(page, '/ohel', path);
