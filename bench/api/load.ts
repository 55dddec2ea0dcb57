import type { Request } from 'autocannon';
import { LANGUAGES, STAY_LIMITS, STAY_SORTS } from '@orchim/shared';
import { FREE_FROM_DAYS, type BookableStay } from './dataset';

/**
 * What the load generator asks for. Every request is built in autocannon's setupRequest, so 50
 * connections send a stream of different searches, detail pages, calendars and bookings rather than
 * one cached URL.
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

export const addDays = (isoDate: string, days: number) => {
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

const monthStart = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
const addMonths = (isoDate: string, months: number) => {
  const date = new Date(`${monthStart(isoDate)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/**
 * Availability paths of random published stays, with the window the stay page's calendar asks for
 * (windowFor in apps/web/src/features/stays/detail/components/availability-calendar.tsx): one month on
 * screen on a phone, two on a desktop (half each), from today (or the first shown month) to one month
 * past the last shown. 60% are the page's first view (the current month); the rest a visitor paging 1–11
 * months ahead.
 */
export function availabilityPaths(seed: number, stayIds: readonly string[], today = todayInNewYork()) {
  const next = random(seed);
  return (): string => {
    const id = stayIds[Math.floor(next() * stayIds.length)];
    const months = next() < 0.5 ? 1 : 2;
    const month = addMonths(today, next() < 0.6 ? 0 : 1 + Math.floor(next() * 11));
    const from = month < today ? today : month;
    return `/rest/v1/stays/${id}/availability?${new URLSearchParams({ from, to: addMonths(month, months + 1) })}`;
  };
}

/** One request of a load: a GET path, or a POST with its own headers and body. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Days between the starts of two slots a stay is booked in by the booking run. */
const BOOKING_SLOT_DAYS = 7;
/**
 * Where the booking run's check-ins fall, in days from today: from the day after the data set's last
 * booking to a day inside the booking horizon, in case the server's today turns over during the run.
 */
export const BOOKING_WINDOW = (() => {
  const firstDay = FREE_FROM_DAYS + 1;
  const slots = Math.floor((STAY_LIMITS.bookingHorizonDays - 1 - firstDay) / BOOKING_SLOT_DAYS) + 1;
  return { firstDay, lastDay: firstDay + slots * BOOKING_SLOT_DAYS - 1, slots, slotDays: BOOKING_SLOT_DAYS };
})();
const FIRST_NAMES = ['Chana', 'Menachem', 'Leah', 'Dovid', 'Esther', 'Yosef', 'Miriam', 'Avraham'];
const LAST_NAMES = ['Dubov', 'Levin', 'Hecht', 'Shemtov', 'Marcus', 'Rosenfeld', 'Blau', 'Perlstein'];
const REQUESTS = ['', '', '', 'We arrive Friday before Shabbos.', 'Travelling with a baby: a crib, please.'];

/**
 * Stay bookings that the server must accept, one new (stay, nights) slot per request: each stay's
 * nights from FREE_FROM_DAYS (the data set books and blocks nothing from there) to the booking horizon
 * are cut into 7-day slots; request n books slot ⌊n / stays⌋ of the n-th stay of a seeded shuffle, so
 * consecutive requests book different stays and no two requests of a run (warm-up and probe included)
 * ever want the same night. 3–7 nights (never under the stay's minimum), 1–6 guests (never over its
 * maximum), each from the next guest account in turn, signed in with its own bearer token. When every
 * slot is used (about 43 bookings a stay), the generator starts again from the first, and the server's
 * 409s show in Non-2xx.
 */
export function bookingRequests(
  seed: number,
  stays: readonly BookableStay[],
  guestTokens: readonly string[],
  today = todayInNewYork(),
): () => BenchRequest {
  const next = random(seed);
  const order = stays.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const { firstDay, slots } = BOOKING_WINDOW;
  let n = 0;
  return () => {
    const stay = stays[order[n % stays.length] as number] as BookableStay;
    const slot = Math.floor(n / stays.length) % slots;
    const token = guestTokens[n % guestTokens.length] as string;
    const lang = LANGUAGES[n % LANGUAGES.length] as string;
    n += 1;
    const checkIn = addDays(today, firstDay + slot * BOOKING_SLOT_DAYS);
    const nights = Math.min(BOOKING_SLOT_DAYS, Math.max(stay.minimumNights, 3 + Math.floor(next() * 5)));
    const pickOf = (values: readonly string[]) => values[Math.floor(next() * values.length)] as string;
    return {
      method: 'POST',
      path: `/rest/v1/bookings?lang=${lang}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'stay',
        stayId: stay.id,
        checkIn,
        checkOut: addDays(checkIn, nights),
        firstName: pickOf(FIRST_NAMES),
        lastName: pickOf(LAST_NAMES),
        phone: `+1 718 555 ${String(n % 10_000).padStart(4, '0')}`,
        numberOfGuests: 1 + Math.floor(next() * Math.min(stay.maxGuests, 6)),
        specialRequests: pickOf(REQUESTS),
      }),
    };
  };
}

/** GET requests of the paths a generator gives. */
export const getting = (nextPath: () => string) => (): BenchRequest => ({ method: 'GET', path: nextPath() });

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

/** An autocannon request whose method, path, body and client address are new each time. */
export function varyingRequest(nextRequest: () => BenchRequest, nextAddress: () => string): Request {
  return {
    method: 'GET',
    setupRequest: (request) => {
      const made = nextRequest();
      return {
        ...request,
        method: made.method,
        path: made.path,
        headers: { ...request.headers, ...made.headers, 'x-forwarded-for': nextAddress() },
        ...(made.body === undefined ? {} : { body: made.body }),
      };
    },
  };
}
