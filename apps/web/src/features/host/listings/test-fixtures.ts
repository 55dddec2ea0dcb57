/** Test data for the host listings page: listings of every kind as GET /rest/v1/host/listings gives them. */
import type { HostListing } from '@orchim/shared/host';
import { addDays } from '@orchim/shared/dates';
import { daysFromToday } from '../../../../test/fixtures';

export const HOST_STAY_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const HOST_MEAL_ID = '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const HOST_RIDE_ID = '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';
export const HOST_OHEL_ID = '9d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a';

/** A published stay with two bookings coming up. */
export function hostStay(overrides: Partial<HostListing> = {}): HostListing {
  const checkIn = daysFromToday(10);
  return {
    id: HOST_STAY_ID,
    kind: 'stays',
    title: 'Sunny garden floor on President Street',
    status: 'published',
    cover: { src: '/images/stays/a.svg', width: 1200, height: 800, alt: '' },
    updatedAt: '2026-11-01T15:00:00.000Z',
    nextBookings: [
      {
        id: '1e2d3c4b-5a69-4877-8695-a4b3c2d1e0f9',
        reference: 'OR-7K3M9Q',
        guestName: 'Chana Levy',
        startsOn: checkIn,
        endsOn: addDays(checkIn, 3),
        numberOfGuests: 3,
      },
      {
        id: '2f3e4d5c-6b7a-4988-97a6-b5c4d3e2f1a0',
        reference: 'OR-P4R5S6',
        guestName: 'Mendel Katz',
        startsOn: addDays(checkIn, 7),
        endsOn: addDays(checkIn, 9),
        numberOfGuests: 1,
      },
    ],
    upcomingBookingCount: 2,
    missing: [],
    deleteArchives: true,
    ...overrides,
  };
}

/** A draft Shabbos meal that still lacks a photo and its price. */
export function hostMeal(overrides: Partial<HostListing> = {}): HostListing {
  return {
    id: HOST_MEAL_ID,
    kind: 'meals',
    title: 'Friday night with the Goldbergs',
    status: 'draft',
    cover: null,
    updatedAt: '2026-11-20T15:00:00.000Z',
    nextBookings: [],
    upcomingBookingCount: 0,
    missing: ['pricing', 'photo'],
    deleteArchives: false,
    ...overrides,
  };
}

export function hostRide(overrides: Partial<HostListing> = {}): HostListing {
  return {
    ...hostMeal(),
    id: HOST_RIDE_ID,
    kind: 'transport',
    title: 'JFK to Crown Heights',
    status: 'published',
    missing: [],
    ...overrides,
  };
}

export function hostOhel(overrides: Partial<HostListing> = {}): HostListing {
  return {
    ...hostMeal(),
    id: HOST_OHEL_ID,
    kind: 'ohel',
    title: 'Shuttle to the Ohel on Gimmel Tammuz',
    status: 'suspended',
    missing: [],
    ...overrides,
  };
}
