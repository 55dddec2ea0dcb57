/**
 * Test data for the stay detail, booking and My bookings tests: a stay and bookings of every kind (stay,
 * meal, ride) as the API describes them, dates relative to New York's today, and a fetch stub that
 * answers by method and path (and records what it was sent).
 */
import { vi } from 'vitest';
import type { Booking, BookingCancellation, BookingPage } from '@orchim/shared/bookings';
import type { BookingPayment } from '@orchim/shared/payments';
import {
  refundCents,
  refundDeadlines,
  refundPercent,
  type CancellationPolicy,
} from '@orchim/shared/cancellation-policy';
import { addDays, newYorkInstant, todayInNewYork } from '@orchim/shared/dates';
import type { ReviewPage, StayDetail, StayQuoteResult } from '@orchim/shared/stays';
import type { AppConfig } from '@orchim/shared/app-config';
import type { ListingBlock } from '@orchim/shared/listing-block';
import { setAppConfig } from '@/lib/app-config';

export const TEST_API_URL = 'http://api.test/';

/** A listing's block on a public map: between Lincoln Place and Eastern Parkway, Brooklyn and Kingston Avenues. */
export const LINCOLN_PLACE_BLOCK: ListingBlock = {
  latitude: 40.67,
  longitude: -73.9434,
  south: 40.6694,
  west: -73.9446,
  north: 40.6705,
  east: -73.9422,
};
export const STAY_ID = '5b0c2a1e-7f3d-4c2b-9a61-3d1f0e2c4b5a';
export const BOOKING_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const MEAL_BOOKING_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const RIDE_BOOKING_ID = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910';
export const MEAL_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const TRANSPORT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const OHEL_LISTING_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';

/** A calendar date `days` after today in New York. */
export const daysFromToday = (days: number) => addDays(todayInNewYork(), days);

/** The first date on or after `date` that falls on `weekday` (0 Sunday … 6 Saturday). */
export function nextWeekday(date: string, weekday: number): string {
  const shift = (weekday - new Date(`${date}T12:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(date, shift);
}

/** The instant of a New York date and clock time, as the API writes instants. */
export const newYorkIso = (date: string, time: string) => newYorkInstant(date, time)!.toISOString();

export function stayDetail(overrides: Partial<StayDetail> = {}): StayDetail {
  return {
    id: STAY_ID,
    title: 'Parlour floor on Lincoln Place',
    area: 'Lincoln Place',
    propertyType: 'brownstone_floor',
    bedrooms: 2,
    beds: 3,
    baths: 1,
    maxGuests: 5,
    pricePerNightCents: 21_000,
    cleaningFeeCents: 7_500,
    currency: 'USD',
    minimumNights: 2,
    walkMinutesTo770: 3,
    block: LINCOLN_PLACE_BLOCK,
    amenities: ['wifi', 'crib'],
    jewishFeatures: ['kosher_kitchen', 'urn'],
    kosherStandard: 'mehadrin',
    ratingAverage: 4.8,
    reviewCount: 6,
    description: 'High ceilings and two tall windows over Lincoln Place.',
    houseRules: 'No smoking, please.',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    cancellationPolicy: 'moderate',
    mikvahWalkMinutes: 6,
    walkMinutesToOhel: null,
    images: [
      { src: '/images/stays/a.svg', width: 1200, height: 800, alt: 'The front room' },
      { src: '/images/stays/b.svg', width: 1200, height: 800, alt: '' },
      { src: '/images/stays/c.svg', width: 1200, height: 800, alt: '' },
    ],
    host: { firstName: 'Chana', memberSince: '2024-03-01T00:00:00.000Z' },
    status: 'published',
    ...overrides,
  };
}

export function quote(nights: number, available = true): StayQuoteResult {
  return {
    nights,
    pricePerNightCents: 21_000,
    subtotalCents: nights * 21_000,
    cleaningFeeCents: 7_500,
    totalCents: nights * 21_000 + 7_500,
    currency: 'USD',
    available,
  };
}

export function reviewPage(overrides: Partial<ReviewPage> = {}): ReviewPage {
  return { items: [], average: null, count: 0, page: 1, hasMore: false, ...overrides };
}

type Booked = Pick<Booking, 'kind' | 'status' | 'totalCents' | 'stay' | 'meal' | 'ride'>;

/**
 * A booking's cancellation terms as the server computes them: a stay under `policy` (moderate unless
 * told), a meal or a ride under its own; what cancelling at `now` gives back, and once cancelled, what
 * came back (all of it when the host or the admin cancelled).
 */
export function cancellationOf(
  booked: Booked,
  {
    policy,
    now = new Date(),
    cancelledBy = 'guest',
  }: { policy?: CancellationPolicy; now?: Date; cancelledBy?: 'guest' | 'host' | 'admin' | null } = {},
): BookingCancellation {
  const chosen: CancellationPolicy = policy ?? (booked.kind === 'stay' ? 'moderate' : booked.kind);
  const startsAt = booked.stay
    ? newYorkInstant(booked.stay.checkIn, booked.stay.checkInTime)!
    : new Date(booked.meal?.holyDay?.candleLighting ?? booked.ride?.pickupAt ?? 0);
  // A cancel by the host or the admin gives everything back.
  const due = cancelledBy === 'host' || cancelledBy === 'admin' ? 100 : refundPercent(chosen, startsAt, now);
  const cancelled = booked.status === 'cancelled';
  return {
    policy: chosen,
    startsAt: startsAt.toISOString(),
    deadlines: refundDeadlines(chosen, startsAt).map(({ until, percent: share }) => ({
      until: until.toISOString(),
      percent: share,
    })),
    refundNowPercent: cancelled ? 0 : due,
    refundNowCents: cancelled ? 0 : refundCents(booked.totalCents, due),
    refundedPercent: cancelled ? due : null,
    refundedCents: cancelled ? refundCents(booked.totalCents, due) : null,
  };
}

/**
 * A booking's payment block as the server writes it: paid to the host on arrival (the embedded default),
 * by cash or Zelle, unless told otherwise; the amount is the booking's total.
 */
export function paymentOf(
  booked: Pick<Booking, 'totalCents' | 'currency'>,
  overrides: Partial<BookingPayment> = {},
): BookingPayment {
  return {
    method: 'on_arrival',
    status: 'on_arrival',
    amountCents: booked.totalCents,
    currency: booked.currency,
    acceptedMeans: ['cash', 'zelle'],
    holdExpiresAt: null,
    checkoutUrl: null,
    paidAt: null,
    refund: null,
    ...overrides,
  };
}

/**
 * A booking paid online (docs/decisions/039-online-payment.md) in each state of its payment: `pending`
 * (held 30 minutes more, Checkout open), `paid`, or `unpaid` (the hold lapsed: status expired).
 */
export function onlinePayment(
  booked: Pick<Booking, 'totalCents' | 'currency'>,
  status: 'pending' | 'paid' | 'unpaid',
  overrides: Partial<BookingPayment> = {},
): BookingPayment {
  return paymentOf(booked, {
    method: 'online',
    status,
    acceptedMeans: [],
    holdExpiresAt: status === 'pending' ? new Date(Date.now() + 30 * 60_000).toISOString() : null,
    checkoutUrl: status === 'pending' ? 'https://checkout.stripe.test/c/pay/cs_test_123' : null,
    paidAt: status === 'paid' ? '2026-05-01T12:03:00.000Z' : null,
    ...overrides,
  });
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  const made = stayBooking(overrides);
  return {
    ...made,
    cancellation: overrides.cancellation ?? cancellationOf(made),
    payment: overrides.payment ?? paymentOf(made),
  };
}

function stayBooking(overrides: Partial<Booking>): Omit<Booking, 'cancellation' | 'payment'> {
  const checkIn = daysFromToday(20);
  return {
    id: BOOKING_ID,
    reference: 'OR-7K3M9Q',
    kind: 'stay',
    status: 'confirmed',
    createdAt: '2026-05-01T12:00:00.000Z',
    cancelledAt: null,
    firstName: 'Chana',
    lastName: 'Levy',
    email: 'guest@example.com',
    phone: '+1 718 555 0134',
    numberOfGuests: 3,
    specialRequests: 'We arrive Friday at noon.',
    totalCents: 70_500,
    currency: 'USD',
    canCancel: true,
    stay: {
      id: STAY_ID,
      title: 'Parlour floor on Lincoln Place',
      area: 'Lincoln Place',
      address: '1327 Lincoln Place, Brooklyn, NY 11213',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cover: { src: '/images/stays/a.svg', width: 1200, height: 800, alt: '' },
      hostName: 'Chana',
      checkIn,
      checkOut: addDays(checkIn, 3),
      nights: 3,
      pricePerNightCents: 21_000,
      subtotalCents: 63_000,
      cleaningFeeCents: 7_500,
    },
    meal: null,
    ride: null,
    ...overrides,
  };
}

/** The Shabbos of a meal booking: a Saturday a month or so ahead. */
export const mealShabbos = () => nextWeekday(daysFromToday(30), 6);

/** A Friday-night dinner for 2 at $36 a guest, dated by its Shabbos (eaten the evening before). */
export function mealBooking(
  overrides: Partial<Booking> = {},
  meal: Partial<NonNullable<Booking['meal']>> = {},
): Booking {
  const date = mealShabbos();
  return booking({
    id: MEAL_BOOKING_ID,
    reference: 'OR-M3AL42',
    kind: 'meal',
    numberOfGuests: 2,
    specialRequests: '',
    totalCents: 7_200,
    stay: null,
    meal: {
      id: MEAL_ID,
      title: 'Friday night with the Goldbergs',
      area: 'Montgomery Street',
      address: '612 Montgomery Street, Brooklyn, NY 11225',
      hostName: 'Rivka',
      date,
      mealType: 'friday_night',
      holyDay: {
        date,
        kinds: ['shabbos'],
        names: { en: 'Vayakhel', fr: 'Vayakhel', he: 'ויקהל' },
        hebrewDate: { en: '24 Adar 5787', fr: '24 Adar 5787', he: 'כ״ד אדר תשפ״ז' },
        candleLighting: newYorkIso(addDays(date, -1), '17:40'),
        candlesAfterNightfall: false,
        havdalah: newYorkIso(date, '18:45'),
      },
      pricePerGuestCents: 3_600,
      dietaryNeeds: 'One vegetarian, no nuts please.',
      cover: { src: '/images/meals/a.svg', width: 1200, height: 800, alt: '' },
      ...meal,
    },
    ...overrides,
  });
}

/** The day of a ride booking: a Wednesday a month or so ahead, picked up at 9:00 PM. */
export const rideDay = () => nextWeekday(daysFromToday(30), 3);

/** A JFK transfer for 3 passengers at $30 a passenger, meeting flight LY1. */
export function rideBooking(
  overrides: Partial<Booking> = {},
  ride: Partial<NonNullable<Booking['ride']>> = {},
): Booking {
  const date = rideDay();
  return booking({
    id: RIDE_BOOKING_ID,
    reference: 'OR-R1DE77',
    kind: 'ride',
    numberOfGuests: 3,
    specialRequests: 'A child seat, please.',
    totalCents: 9_000,
    stay: null,
    ride: {
      id: TRANSPORT_ID,
      title: 'JFK to Crown Heights',
      providerName: 'Kingston Car Service',
      serviceType: 'airport_transfer',
      vehicleType: 'minivan',
      pickup: 'JFK Terminal 4',
      destination: '770 Eastern Parkway, Brooklyn, NY 11213',
      date,
      pickupAt: newYorkIso(date, '21:00'),
      endsAt: newYorkIso(date, '22:10'),
      luggage: 4,
      flightNumber: 'LY1',
      pricingModel: 'per_passenger',
      unitPriceCents: 3_000,
      ohelListing: null,
      hostName: 'Mendel',
      cover: null,
      ...ride,
    },
    ...overrides,
  });
}

export function bookingPage(items: Booking[], overrides: Partial<BookingPage> = {}): BookingPage {
  return { items, page: 1, hasMore: false, ...overrides };
}

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const apiError = (status: number, code: string, message = code) =>
  jsonResponse({ code, message }, status);

type Answer = Response | 'offline' | ((url: URL, body: unknown) => Response | 'offline');
type Route = { method: string; path: RegExp; answer: Answer; once: boolean };

/**
 * Stubs the global fetch with answers by method and path ("GET /rest/v1/stays/…"); later routes win, and
 * `once` routes are used up. Unknown requests answer 404, so a test sees what it forgot.
 */
export function installFakeApi({
  configure = true,
  payments = 'on_arrival',
}: { configure?: boolean; payments?: AppConfig['payments'] } = {}) {
  // Tests with the fake auth server (test/fake-auth-server.ts) keep the config it set.
  if (configure) setAppConfig({ apiUrl: TEST_API_URL, anonKey: 'test-anon-key', payments });
  const routes: Route[] = [];
  const requests: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body, headers: new Headers(init?.headers) });
    for (let index = routes.length - 1; index >= 0; index -= 1) {
      const route = routes[index]!;
      if (route.method !== method || !route.path.test(url.pathname)) continue;
      if (route.once) routes.splice(index, 1);
      const answer = typeof route.answer === 'function' ? route.answer(url, body) : route.answer;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return answer.clone();
    }
    return apiError(404, 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  const on = (method: string, path: RegExp, answer: Answer, once = false) => {
    routes.push({ method, path, answer, once });
  };
  return {
    fetchMock,
    requests,
    /** Answers every matching request. */
    on,
    /** Answers the next matching request only. */
    once: (method: string, path: RegExp, answer: Answer) => on(method, path, answer, true),
    requestsTo: (method: string, path: RegExp) =>
      requests.filter((request) => request.method === method && path.test(request.url.pathname)),
  };
}

/** The host geocoder's answer for an address on President Street (GET /rest/v1/host/geocode). */
export const GEOCODE_PATH = /^\/rest\/v1\/host\/geocode$/;
export const PRESIDENT_STREET_GEOCODE = {
  latitude: 40.6681,
  longitude: -73.9425,
  walkMinutesTo770: 6,
  placedAs: 'President St between Kingston Ave and Albany Ave',
  area: 'President St near Kingston Ave',
};
