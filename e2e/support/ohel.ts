import { createHash } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { Language } from '@orchim/shared/constants';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { OhelListingDetail, OhelListings, OhelListingsQueryInput } from '@orchim/shared/ohel';
import type { RideQuote } from '@orchim/shared/transport';
import { apiHeaders } from './accounts';

/**
 * The Ohel listings for the specs, through the real /rest/v1: the seeded shuttles (apps/server/src/db/
 * seed/demo-ohel.ts), and a pickup time for each test that the server accepts — a weekday daytime pickup
 * weeks ahead, asked of the ride's quote first, so it never lands on Shabbos, Yom Tov or outside the
 * service's hours. Each test gets a day and a time of its own (from its title and project), so specs
 * running in parallel on one server never book the same pickup.
 */

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET /rest/v1/ohel-listings with the given query. */
export async function getOhelListings(request: APIRequestContext, query: OhelListingsQueryInput = {}) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  return json<OhelListings>(
    await request.get(`/rest/v1/ohel-listings?${params.toString()}`, { headers: await apiHeaders(request) }),
    'Ohel listings',
  );
}

/** GET /rest/v1/ohel-listings/{id}?lang. */
export async function getOhelListing(request: APIRequestContext, id: string, lang: Language = 'en') {
  return json<OhelListingDetail>(
    await request.get(`/rest/v1/ohel-listings/${id}?lang=${lang}`, { headers: await apiHeaders(request) }),
    'Ohel listing',
  );
}

/** The first seeded shuttle that is booked as a ride, with its transport service, in `lang`. */
export async function bookableShuttle(request: APIRequestContext, lang: Language = 'en') {
  const { items } = await getOhelListings(request, { kind: 'shuttle', lang });
  for (const item of items) {
    const detail = await getOhelListing(request, item.id, lang);
    if (detail.booking?.type === 'ride') return { listing: detail, service: detail.booking.service };
  }
  throw new Error('no bookable shuttle among the seeded Ohel listings');
}

/** Monday to Thursday: no Friday (candle lighting comes early in winter), no Shabbos, no Sunday crowds. */
const isMondayToThursday = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day >= 1 && day <= 4;
};

/**
 * A pickup for this test that the service accepts: a Monday-to-Thursday between 10:00 and 14:45, 3 to
 * 40 weeks ahead, chosen from the test's title and project; when the quote refuses it (a Yom Tov on a
 * weekday), the next weekday.
 */
export async function ridePickupFor(
  request: APIRequestContext,
  testInfo: TestInfo,
  serviceId: string,
  passengers = 1,
) {
  const id = `${testInfo.project.name}:${testInfo.titlePath.join(' › ')}`;
  const hash = createHash('sha256').update(id).digest();
  const time = `${String(10 + (hash.readUInt8(4) % 5)).padStart(2, '0')}:${String((hash.readUInt8(5) % 4) * 15).padStart(2, '0')}`;
  let date = addDays(todayInNewYork(), 21 + (hash.readUInt32BE(0) % 260));
  const headers = await apiHeaders(request);
  for (let attempt = 0; attempt < 30; attempt += 1, date = addDays(date, 1)) {
    if (!isMondayToThursday(date)) continue;
    const query = new URLSearchParams({ date, time, passengers: String(passengers), luggage: '0' });
    const response = await request.get(`/rest/v1/transport/${serviceId}/quote?${query.toString()}`, {
      headers,
    });
    if (response.ok()) return { date, time, quote: (await response.json()) as RideQuote };
    if (response.status() !== 400)
      throw new Error(`ride quote answered ${response.status()}: ${await response.text()}`);
  }
  throw new Error(`no pickup accepted by service ${serviceId} at ${time} from ${date}`);
}
