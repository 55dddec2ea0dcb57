import type { Request } from 'autocannon';
import { STAY_SORTS } from '@orchim/shared';

/**
 * What the load generator asks for. Every request is built in autocannon's setupRequest, so 50
 * connections send a stream of different searches and detail pages rather than one cached URL.
 * A seeded generator keeps the mix the same from run to run.
 */

/** mulberry32: small, fast, seeded. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Today in New York, where the stays are, as the server reckons it. */
export function todayInNewYork(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
}

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const FEATURE_PICKS = [
  'kosher_kitchen',
  'shabbos_hot_plate',
  'urn',
  'non_electric_key',
  'no_elevator_needed',
  'kosher_kitchen,separate_meat_dairy',
  'shabbos_hot_plate,urn',
  'sukkah',
];
const AMENITY_PICKS = ['wifi', 'crib', 'washer', 'air_conditioning', 'crib,high_chair', 'parking'];
const PRICE_RANGES: [number | null, number | null][] = [
  [null, 150],
  [null, 250],
  [100, 300],
  [150, null],
  [50, 200],
];
/** How many guests people search for: mostly couples and families. */
const GUESTS = [1, 2, 2, 2, 3, 4, 4, 5, 6];

/**
 * Search paths: check-in 30–300 days ahead for 2–7 nights, 1–6 guests; 30% with a price range, 25% a
 * Jewish feature, 10% an amenity; the sort rotates through all five; page 1 for 85%, else 2 or 3.
 */
export function searchPaths(seed: number, today = todayInNewYork()) {
  const next = random(seed);
  const pickOf = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  let sortTurn = 0;
  return (): string => {
    const checkIn = addDays(today, 30 + Math.floor(next() * 271));
    const params = new URLSearchParams({
      checkIn,
      checkOut: addDays(checkIn, 2 + Math.floor(next() * 6)),
      guests: String(pickOf(GUESTS)),
    });
    if (next() < 0.3) {
      const [min, max] = pickOf(PRICE_RANGES);
      if (min !== null) params.set('priceMin', String(min));
      if (max !== null) params.set('priceMax', String(max));
    }
    if (next() < 0.25) params.set('features', pickOf(FEATURE_PICKS));
    if (next() < 0.1) params.set('amenities', pickOf(AMENITY_PICKS));
    params.set('sort', STAY_SORTS[sortTurn++ % STAY_SORTS.length] ?? 'recommended');
    const page = next();
    if (page >= 0.85) params.set('page', page < 0.95 ? '2' : '3');
    return `/rest/v1/stays?${params}`;
  };
}

/** Detail paths of random published stays. */
export function detailPaths(seed: number, stayIds: readonly string[]) {
  const next = random(seed);
  return (): string => `/rest/v1/stays/${stayIds[Math.floor(next() * stayIds.length)]}`;
}

/**
 * A different client address on every request (10.0.0.0/8, counted up), sent as X-Forwarded-For to a
 * server that trusts one proxy hop: no synthetic client searches more than once, so none reaches the
 * limit of 50 searches a minute, while every search still goes through the limiter.
 */
export function clientAddresses(start = 1) {
  let n = start;
  return (): string => {
    const i = n++ % 0xffffff;
    return `10.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;
  };
}

/** An autocannon request whose path and client address are new each time. */
export function varyingRequest(nextPath: () => string, nextAddress: () => string): Request {
  return {
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: nextPath(),
      headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
    }),
  };
}
