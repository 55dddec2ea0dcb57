import { describe, expect, it } from 'vitest';
import {
  mealOfferCompleteSchema,
  mealOfferFormSchema,
  ohelListingFormSchema,
  transportServiceFormSchema,
} from '../src/host-offers';

const meal = {
  title: 'Friday night with the Mintzes',
  description: 'Challah, fish, chicken soup and plenty of singing at the table.',
  area: 'Crown Street',
  address: '512 Crown Street, Brooklyn, NY 11213',
  latitude: 40.6661,
  longitude: -73.9423,
  mealTypes: ['friday_night'],
  pricePerGuestCents: 0,
  seatsPerMeal: 8,
  kosherStandard: 'chabad',
  tableLanguages: ['en'],
  offeredFrom: '2026-11-01',
};

const service = {
  providerName: 'Kingston Car Service',
  title: 'JFK to Crown Heights by sedan',
  description: 'A driver meets you in the arrivals hall and helps with the bags.',
  serviceType: 'airport_transfer',
  airports: ['JFK'],
  vehicleType: 'sedan',
  maxPassengers: 3,
  maxLuggage: 3,
  pricingModel: 'per_trip',
  priceCents: 75_00,
  tripMinutes: 45,
};

const listing = {
  kind: 'guided_visit',
  title: 'A first visit to the Ohel',
  description: 'A first visit, prepared: the customs, writing the letter, the way in and out.',
};

const SERVICE_ID = '0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a11';
const STAY_ID = '0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a12';

/** The fields a failed parse names, with their message keys. */
function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('mealOfferFormSchema', () => {
  it('fills in what may be left out: no closed dates, no end, children welcome, no options', () => {
    expect(mealOfferFormSchema.parse(meal)).toEqual({
      ...meal,
      familyDescription: '',
      dietaryOptions: [],
      childrenWelcome: true,
      accessibility: [],
      offeredUntil: null,
      closedDates: [],
    });
  });

  it('keeps each choice once, in the catalogue order, and the closed dates once, in date order', () => {
    const parsed = mealOfferFormSchema.parse({
      ...meal,
      mealTypes: ['seudah_shlishit', 'friday_night', 'seudah_shlishit'],
      dietaryOptions: ['nut_free', 'vegetarian'],
      closedDates: ['2026-12-12', '2026-12-05', '2026-12-12'],
    });
    expect(parsed.mealTypes).toEqual(['friday_night', 'seudah_shlishit']);
    expect(parsed.dietaryOptions).toEqual(['vegetarian', 'nut_free']);
    expect(parsed.closedDates).toEqual(['2026-12-05', '2026-12-12']);
  });

  it('names the fields it refuses with message keys', () => {
    const result = mealOfferFormSchema.safeParse({
      ...meal,
      title: 'Meal',
      mealTypes: [],
      seatsPerMeal: 41,
      longitude: -73.8,
      offeredUntil: '2026-10-01',
    });
    expect(fieldsOf(result)).toEqual({
      title: 'validation.tooShort',
      mealTypes: 'validation.required',
      seatsPerMeal: 'validation.invalid',
      longitude: 'validation.invalid',
      offeredUntil: 'validation.dateOrder',
    });
    expect(fieldsOf(mealOfferFormSchema.safeParse({ ...meal, offeredUntil: '2026-10-01' }))).toEqual({
      offeredUntil: 'validation.dateOrder',
    });
  });

  it('takes a saved offer without its closed dates as complete (what publishing checks)', () => {
    expect(mealOfferCompleteSchema.safeParse(meal).success).toBe(true);
    expect(mealOfferCompleteSchema.safeParse({ ...meal, description: 'Soup.' }).success).toBe(false);
  });
});

describe('transportServiceFormSchema', () => {
  it('wants an airport for an airport transfer', () => {
    expect(fieldsOf(transportServiceFormSchema.safeParse({ ...service, airports: [] }))).toEqual({
      airports: 'validation.required',
    });
  });

  it('drops the airports of other services, and runs around the clock by default', () => {
    const parsed = transportServiceFormSchema.parse({ ...service, serviceType: 'hourly' });
    expect(parsed).toMatchObject({
      airports: [],
      serviceStart: '00:00',
      serviceEnd: '00:00',
      defaultPickup: '',
    });
  });

  it('holds the bounds the database holds', () => {
    const result = transportServiceFormSchema.safeParse({
      ...service,
      maxPassengers: 57,
      maxLuggage: -1,
      priceCents: 0,
      tripMinutes: 721,
      serviceEnd: '24:00',
    });
    expect(fieldsOf(result)).toEqual({
      maxPassengers: 'validation.invalid',
      maxLuggage: 'validation.invalid',
      priceCents: 'validation.invalid',
      tripMinutes: 'validation.invalid',
      serviceEnd: 'validation.time',
    });
  });
});

describe('ohelListingFormSchema', () => {
  it('takes a guided visit with nothing linked, or with a service', () => {
    expect(ohelListingFormSchema.parse(listing)).toMatchObject({
      transportServiceId: null,
      stayId: null,
      priceFromCents: null,
      details: '',
    });
    expect(ohelListingFormSchema.safeParse({ ...listing, transportServiceId: SERVICE_ID }).success).toBe(
      true,
    );
  });

  it('holds the ohel_listings_link rule', () => {
    const check = (value: object) => fieldsOf(ohelListingFormSchema.safeParse({ ...listing, ...value }));
    expect(check({ kind: 'shuttle' })).toEqual({ transportServiceId: 'validation.required' });
    expect(check({ kind: 'ride', transportServiceId: SERVICE_ID })).toEqual({});
    expect(check({ kind: 'ride', transportServiceId: SERVICE_ID, stayId: STAY_ID })).toEqual({
      stayId: 'validation.invalid',
    });
    expect(check({ kind: 'stay' })).toEqual({ stayId: 'validation.required' });
    expect(check({ kind: 'stay', stayId: STAY_ID })).toEqual({});
    expect(check({ kind: 'stay', stayId: STAY_ID, transportServiceId: SERVICE_ID })).toEqual({
      transportServiceId: 'validation.invalid',
    });
    expect(check({ stayId: STAY_ID })).toEqual({ stayId: 'validation.invalid' });
  });
});
