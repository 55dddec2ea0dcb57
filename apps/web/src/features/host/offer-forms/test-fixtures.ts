/**
 * Test data for the offer forms: a host's meal offer, transport service and Ohel listing as the host API
 * describes them, the coming meal days (four Shabbosim from 2026-11-28), and the host's links.
 */
import { addDays } from '@orchim/shared/dates';
import { installFakeApi, jsonResponse } from '../../../../test/fixtures';
import type {
  HostMealCalendar,
  HostMealDay,
  HostMealOffer,
  HostOhelLinks,
  HostOhelListing,
  HostTransportService,
} from '@orchim/shared/host-offers';

export const MEAL_ID = '1b0c4d2e-7a6f-4e1b-8c3d-5f9a2e7b4c10';
export const SERVICE_ID = '2c1d5e3f-8b7a-4f2c-9d4e-6a0b3f8c5d21';
export const OHEL_ID = '3d2e6f4a-9c8b-4a3d-8e5f-7b1c4a9d6e32';
export const STAY_ID = '4e3f7a5b-ad9c-4b4e-9f6a-8c2d5bae7f43';

/** The Shabbosim of the fixtures' calendar, with their parshiyos. */
export const SHABBOSIM = [
  { date: '2026-11-28', parsha: 'Vayetzei', hebrew: '18 Kislev 5787' },
  { date: '2026-12-05', parsha: 'Vayishlach', hebrew: '25 Kislev 5787' },
  { date: '2026-12-12', parsha: 'Vayeshev', hebrew: '2 Tevet 5787' },
  { date: '2026-12-19', parsha: 'Miketz', hebrew: '9 Tevet 5787' },
] as const;

export const shabbosDates = SHABBOSIM.map((day) => day.date);

type Sittings = NonNullable<HostMealDay['offer']>['sittings'];

export function mealDay(
  index: number,
  offer: { closed?: boolean; inPeriod?: boolean; sittings?: Sittings } | null = null,
): HostMealDay {
  const { date, parsha, hebrew } = SHABBOSIM[index]!;
  return {
    date,
    holyDay: {
      date,
      kinds: ['shabbos'],
      names: { en: parsha, fr: parsha, he: parsha },
      hebrewDate: { en: hebrew, fr: hebrew, he: hebrew },
      candleLighting: `${addDays(date, -1)}T21:11:00.000Z`,
      candlesAfterNightfall: false,
      havdalah: `${date}T22:14:00.000Z`,
    },
    mealTypes: ['friday_night', 'shabbos_lunch', 'seudah_shlishit'],
    offer: offer
      ? {
          closed: offer.closed ?? false,
          inPeriod: offer.inPeriod ?? true,
          sittings: offer.sittings ?? [],
        }
      : null,
  };
}

/** The calendar of a new offer: four Shabbosim, none offered yet. */
export function newMealCalendar(): HostMealCalendar {
  return { from: '2026-11-23', to: '2027-02-22', days: SHABBOSIM.map((_, index) => mealDay(index)) };
}

export function hostMealOffer(overrides: Partial<HostMealOffer> = {}): HostMealOffer {
  return {
    id: MEAL_ID,
    status: 'draft',
    missing: ['photo'],
    images: [],
    updatedAt: '2026-11-23T09:00:00.000Z',
    title: 'Friday night with the Levys',
    familyDescription: 'A family of eight who love guests.',
    description: 'Chicken soup, challah from Kingston Avenue, niggunim and a dvar Torah from the children.',
    area: 'Crown Street near Kingston',
    address: '1340 President St',
    latitude: 40.6681,
    longitude: -73.9425,
    walkMinutesTo770: 6,
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 0,
    currency: 'USD',
    seatsPerMeal: 8,
    kosherStandard: 'chabad',
    dietaryOptions: [],
    tableLanguages: ['en', 'he'],
    childrenWelcome: true,
    accessibility: [],
    offeredFrom: '2026-11-23',
    offeredUntil: null,
    closedDates: ['2026-12-12', '2026-12-19'],
    ...overrides,
  };
}

/**
 * The calendar of hostMealOffer(): open on the first two Shabbosim (the first with 5 seats booked
 * Friday night), closed on the others.
 */
export function offerMealCalendar(): HostMealCalendar {
  const sittings = (offered: boolean, fridayTaken = 0): Sittings => [
    { mealType: 'friday_night', offered, seats: 8, seatsTaken: fridayTaken },
    { mealType: 'shabbos_lunch', offered, seats: 8, seatsTaken: 0 },
    { mealType: 'seudah_shlishit', offered: false, seats: 8, seatsTaken: 0 },
  ];
  return {
    ...newMealCalendar(),
    days: [
      mealDay(0, { sittings: sittings(true, 5) }),
      mealDay(1, { sittings: sittings(true) }),
      mealDay(2, { closed: true, sittings: sittings(false) }),
      mealDay(3, { closed: true, sittings: sittings(false) }),
    ],
  };
}

export function hostTransportService(overrides: Partial<HostTransportService> = {}): HostTransportService {
  return {
    id: SERVICE_ID,
    status: 'draft',
    missing: ['photo'],
    images: [],
    updatedAt: '2026-11-23T09:00:00.000Z',
    providerName: 'Kingston Car Service',
    title: 'JFK to Crown Heights, day and night',
    description:
      'A driver waits at arrivals with your name, helps with the bags and drives you to your door.',
    serviceType: 'airport_transfer',
    airports: ['JFK'],
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 6,
    vehicles: 2,
    pricingModel: 'per_trip',
    priceCents: 8_500,
    currency: 'USD',
    serviceStart: '00:00',
    serviceEnd: '00:00',
    tripMinutes: 50,
    defaultPickup: 'JFK arrivals',
    defaultDestination: 'Crown Heights',
    ...overrides,
  };
}

export function hostOhelListing(overrides: Partial<HostOhelListing> = {}): HostOhelListing {
  return {
    id: OHEL_ID,
    status: 'draft',
    missing: ['photo'],
    images: [],
    updatedAt: '2026-11-23T09:00:00.000Z',
    kind: 'shuttle',
    title: 'Daily shuttle from 770 to the Ohel',
    description: 'Leaves 770 every morning at nine and comes back by one, with time to write your letter.',
    details: '',
    transportServiceId: SERVICE_ID,
    stayId: null,
    priceFromCents: null,
    ...overrides,
  };
}

export function ohelLinks(overrides: Partial<HostOhelLinks> = {}): HostOhelLinks {
  return {
    transportServices: [
      { id: SERVICE_ID, title: 'Kingston shuttle', status: 'published', serviceType: 'ohel_ride' },
    ],
    stays: [{ id: STAY_ID, title: 'Garden floor near the Ohel', status: 'draft', area: 'Cambria Heights' }],
    ...overrides,
  };
}

/** The fake API of these forms: every saved listing starts with no photos (its photos section asks). */
export function installOfferApi() {
  const api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/host\/(meals|transport|ohel)\/[^/]+\/images$/, jsonResponse({ images: [] }));
  return api;
}
