import { createHash } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { Booking, StayBookingRequestInput } from '@orchim/shared/bookings';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { StayDetail, StaySearchResult } from '@orchim/shared/stays';
import { apiHeaders, type Session } from './accounts';

/**
 * Stays for the specs, through the real /rest/v1. Specs book seeded stays, and run in parallel (two
 * projects, three workers) on one server: each test takes nights of its own, far enough ahead that the seed
 * left them free, chosen from its title and project so two tests never race for the same nights.
 */
export function datesFor(testInfo: TestInfo, nights = 2) {
  const id = `${testInfo.project.name}:${testInfo.titlePath.join(' › ')}`;
  const slot = createHash('sha256').update(id).digest().readUInt32BE(0) % 120;
  const checkIn = addDays(todayInNewYork(), 150 + slot * 3);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET /rest/v1/stays with the given query. */
export async function searchStays(request: APIRequestContext, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return json<StaySearchResult>(
    await request.get(`/rest/v1/stays?${params.toString()}`, { headers: await apiHeaders(request) }),
    'stay search',
  );
}

export async function getStay(request: APIRequestContext, id: string) {
  return json<StayDetail>(
    await request.get(`/rest/v1/stays/${id}`, { headers: await apiHeaders(request) }),
    'stay detail',
  );
}

/** A booking made through the API, as another guest would. */
export async function bookStay(
  request: APIRequestContext,
  session: Session,
  booking: Omit<StayBookingRequestInput, 'kind' | 'firstName' | 'lastName' | 'phone'> &
    Partial<StayBookingRequestInput>,
) {
  return json<Booking>(
    await request.post('/rest/v1/bookings', {
      headers: await apiHeaders(request, session.access_token),
      data: { kind: 'stay', firstName: 'Dovid', lastName: 'Levin', phone: '+1 718 555 0199', ...booking },
    }),
    'booking',
  );
}
