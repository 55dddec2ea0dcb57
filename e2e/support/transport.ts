import { createHash } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { Booking } from '@orchim/shared/bookings';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type {
  RideQuote,
  RideRefusal,
  TransportDetail,
  TransportList,
  TransportSummary,
} from '@orchim/shared/transport';
import { withinServiceHours } from '@orchim/shared/transport-catalogue';
import { apiHeaders, type Session } from './accounts';

/**
 * Transport services and ride quotes for the specs, through the real /rest/v1. A ride takes a vehicle of
 * its service's fleet (the demo fleets have two or more where a ride takes a whole vehicle), so each test
 * takes a pickup of its own (a Wednesday and a time chosen from its title and project) and tests rarely
 * share a service's hour; each asks the quote endpoint first, so a test never lands on a holy day (a
 * Wednesday can be Yom Tov).
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET /rest/v1/transport with the given filters. */
export async function listTransport(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return json<TransportList>(
    await request.get(`/rest/v1/transport?${params.toString()}`, { headers: await apiHeaders(request) }),
    'transport list',
  );
}

export async function getTransportService(request: APIRequestContext, id: string, lang = 'en') {
  return json<TransportDetail>(
    await request.get(`/rest/v1/transport/${id}?lang=${lang}`, { headers: await apiHeaders(request) }),
    'transport detail',
  );
}

export type Pickup = { date: string; time: string; passengers: number; luggage: number };

/** GET /rest/v1/transport/{id}/quote: the price, or the refusal with its body. */
export async function quoteRide(
  request: APIRequestContext,
  serviceId: string,
  pickup: Pickup,
): Promise<{ ok: true; quote: RideQuote } | { ok: false; refusal: RideRefusal }> {
  const params = new URLSearchParams({
    date: pickup.date,
    time: pickup.time,
    passengers: String(pickup.passengers),
    luggage: String(pickup.luggage),
  });
  const response = await request.get(`/rest/v1/transport/${serviceId}/quote?${params.toString()}`, {
    headers: await apiHeaders(request),
  });
  if (response.ok()) return { ok: true, quote: (await response.json()) as RideQuote };
  if (response.status() === 400) return { ok: false, refusal: (await response.json()) as RideRefusal };
  throw new Error(`ride quote answered ${response.status()}: ${await response.text()}`);
}

/** The first service of a list whose hours include `time` (HH:MM). */
export function serviceRunningAt(services: readonly TransportSummary[], time: string) {
  const service = services.find(({ serviceHours }) =>
    withinServiceHours(time, serviceHours.start, serviceHours.end),
  );
  if (!service) throw new Error(`no service runs at ${time}`);
  return service;
}

const WEDNESDAY = 3;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A Wednesday pickup of this test's own, between 4 and 47 weeks ahead (rides are booked up to a year
 * ahead), at a time of its own within the
 * service's hours (10:00 to 15:55, in 5-minute steps, for a service that runs then), that the server
 * quotes: a week later when that Wednesday is a holy day.
 */
export async function weekdayPickupFor(
  request: APIRequestContext,
  testInfo: TestInfo,
  service: Pick<TransportSummary, 'id' | 'serviceHours'>,
  { passengers = 1, luggage = 0 }: { passengers?: number; luggage?: number } = {},
): Promise<Pickup & { quote: RideQuote }> {
  const id = `${testInfo.project.name}:${testInfo.titlePath.join(' › ')}`;
  const hash = createHash('sha256').update(id).digest();
  const weeks = 4 + (hash.readUInt16BE(0) % 44);
  const time = clock(10 * 60 + (hash.readUInt16BE(2) % 72) * 5);
  if (!withinServiceHours(time, service.serviceHours.start, service.serviceHours.end)) {
    throw new Error(`${time} is outside the hours of service ${service.id}`);
  }
  let date = addDays(todayInNewYork(), weeks * 7);
  date = addDays(date, (WEDNESDAY - weekdayOf(date) + 7) % 7);
  let refusal = '';
  for (let attempt = 0; attempt < 4; attempt += 1, date = addDays(date, 7)) {
    const answer = await quoteRide(request, service.id, { date, time, passengers, luggage });
    if (answer.ok) return { date, time, passengers, luggage, quote: answer.quote };
    refusal = answer.refusal.message;
  }
  throw new Error(`no Wednesday quoted for service ${service.id} up to ${date}: ${refusal}`);
}

/** The Friday at least a week ahead: its night is always Shabbos (candle lighting is before 21:00). */
export function nextFriday() {
  const date = addDays(todayInNewYork(), 7);
  return addDays(date, (5 - weekdayOf(date) + 7) % 7);
}

/** The booking as its guest reads it (GET /rest/v1/bookings/{id}). */
export async function getBooking(request: APIRequestContext, session: Session, id: string) {
  return json<Booking>(
    await request.get(`/rest/v1/bookings/${id}`, {
      headers: await apiHeaders(request, session.access_token),
    }),
    'booking',
  );
}
