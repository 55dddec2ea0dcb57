import { setTimeout } from 'node:timers/promises';
import { addDays } from '@orchim/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import type { DatabaseConnection } from '../../src/db/client';
import { rowsOf } from '../../src/db/migrate';
import { bookingRequest, insertStay, signedInAccount } from './stays';
import { testConfig } from './test-app';

/** One POST /rest/v1/bookings of the load: a guest (an index into the guests) books a stay's nights. */
export interface Attempt {
  guest: number;
  stayId: string;
  checkIn: string;
  checkOut: string;
  /** It asks for the nights of an earlier attempt, for another guest: one of the two must be refused. */
  duplicate: boolean;
}

/** What came back: a booking (201 and its id), a refusal (any other status), or nothing at all. */
export type Outcome = { attempt: Attempt } & (
  | { answer: 'created'; bookingId: string }
  | { answer: 'refused'; status: number; body: string }
  | { answer: 'none'; error: string }
);

export interface CrashFixtures {
  stayIds: string[];
  /** Each guest's request headers (the anon key and an access token). */
  guestHeaders: Record<string, string>[];
  guestIds: string[];
}

/**
 * Hosts, published stays and signed-in guests, made straight in the (migrated) database through an app
 * of the test process, which is closed again: on PGlite only one process may have the files open.
 */
export async function makeCrashFixtures(
  database: DatabaseConnection,
  { stays, guests }: { stays: number; guests: number },
): Promise<CrashFixtures> {
  const app = await buildApp(await testConfig(), { database });
  try {
    const hosts = await Promise.all(
      ['Rivka Mintz', 'Chaya Baumgarten'].map((fullName) =>
        signedInAccount(app, { name: 'host', fullName, userType: 'host' }),
      ),
    );
    const stayIds: string[] = [];
    for (let index = 0; index < stays; index++) {
      const host = hosts[index % hosts.length]!;
      stayIds.push((await insertStay(app, host.user, { title: `Garden floor ${index + 1}`, images: 1 })).id);
    }
    const accounts = [];
    for (let index = 0; index < guests; index++)
      accounts.push(await signedInAccount(app, { fullName: `Mendel Goldberg ${index + 1}` }));
    return {
      stayIds,
      guestHeaders: await Promise.all(accounts.map((account) => account.headers())),
      guestIds: accounts.map((account) => account.user.id),
    };
  } finally {
    await app.close();
  }
}

/**
 * `count` attempts of two nights each, every stay's nights following one another from `firstNight`, so
 * that they all succeed, except that every sixth asks again for the nights of the third before it
 * (likely still in flight), for another guest.
 */
export function loadAttempts(fixtures: CrashFixtures, firstNight: string, count: number): Attempt[] {
  const { stayIds, guestHeaders } = fixtures;
  const attempts: Attempt[] = [];
  let slot = 0;
  for (let index = 0; index < count; index++) {
    const earlier = attempts[index - 3];
    if (index % 6 === 5 && earlier) {
      attempts.push({ ...earlier, guest: (earlier.guest + 1) % guestHeaders.length, duplicate: true });
      continue;
    }
    const round = Math.floor(slot / stayIds.length);
    const checkIn = addDays(firstNight, round * 2);
    attempts.push({
      guest: (slot + round) % guestHeaders.length,
      stayId: stayIds[slot % stayIds.length]!,
      checkIn,
      checkOut: addDays(checkIn, 2),
      duplicate: false,
    });
    slot += 1;
  }
  return attempts;
}

/** POST /rest/v1/bookings of one attempt; a network failure (the server died) is an answer of 'none'. */
export async function attemptBooking(
  baseUrl: string,
  fixtures: CrashFixtures,
  attempt: Attempt,
): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}/rest/v1/bookings`, {
      method: 'POST',
      headers: { ...fixtures.guestHeaders[attempt.guest], 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingRequest(attempt.stayId, { checkIn: attempt.checkIn, checkOut: attempt.checkOut }),
      ),
    });
    // Read whole before deciding: a 201 whose body was cut off is no success answer.
    const body = await response.text();
    if (response.status === 201)
      return { attempt, answer: 'created', bookingId: (JSON.parse(body) as { id: string }).id };
    return { attempt, answer: 'refused', status: response.status, body };
  } catch (error) {
    return { attempt, answer: 'none', error: String((error as Error).cause ?? error) };
  }
}

export interface KilledLoad {
  outcomes: Outcome[];
  /** Requests sent and not answered when the kill was sent. */
  inFlightAtKill: number;
}

/**
 * Books under load until killed: `concurrency` workers send the attempts one after another; once the
 * `killAfter`-th booking is answered, `kill()` runs within `jitterMs` (a random pause, so that the kill
 * lands in any phase of the server's work: sent right on an answer, it would always meet the next
 * transaction's start) while the workers keep sending, and no request is sent after it. Throws if the
 * attempts run out first.
 */
export async function bookUntilKilled(
  baseUrl: string,
  fixtures: CrashFixtures,
  attempts: Attempt[],
  options: { concurrency: number; killAfter: number; jitterMs: number; kill: () => Promise<void> },
): Promise<KilledLoad> {
  const { concurrency, killAfter, jitterMs, kill } = options;
  const outcomes: Outcome[] = [];
  let next = 0;
  let inFlight = 0;
  let created = 0;
  let killing: Promise<void> | null = null;
  let killed = false;
  let inFlightAtKill = 0;

  const worker = async () => {
    while (!killed && next < attempts.length) {
      const attempt = attempts[next++]!;
      inFlight += 1;
      const outcome = await attemptBooking(baseUrl, fixtures, attempt);
      inFlight -= 1;
      outcomes.push(outcome);
      if (outcome.answer === 'created' && ++created === killAfter) {
        killing = setTimeout(Math.random() * jitterMs).then(() => {
          killed = true;
          inFlightAtKill = inFlight;
          return kill();
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (!killing)
    throw new Error(`the load ended after ${created} bookings, before the ${killAfter}th and the kill`);
  await killing;
  return { outcomes, inFlightAtKill };
}

/** A stay booking in the database, with what its calendar holds for it. */
export interface StoredStayBooking {
  id: string;
  guestId: string;
  stayId: string;
  checkIn: string;
  checkOut: string;
  status: string;
  /** Its rows in stay_reservations, and of those, the ones for its stay and exactly its nights. */
  calendarRows: number;
  matchingCalendarRows: number;
}

export async function storedStayBookings(database: DatabaseConnection): Promise<StoredStayBooking[]> {
  const result = await database.db.execute(sql`
    select b.id, b.guest_id as "guestId", b.stay_id as "stayId", b.check_in::text as "checkIn",
      b.check_out::text as "checkOut", b.status,
      (select count(*) from stay_reservations r where r.booking_id = b.id)::int as "calendarRows",
      (select count(*) from stay_reservations r where r.booking_id = b.id and r.stay_id = b.stay_id
        and r.during = daterange(b.check_in, b.check_out))::int as "matchingCalendarRows"
    from bookings b where b.kind = 'stay'`);
  return rowsOf<StoredStayBooking>(result);
}

/** Pairs of calendar rows of one stay whose nights overlap: what the exclusion constraint forbids. */
export async function overlappingCalendarRows(database: DatabaseConnection): Promise<number> {
  const result = await database.db.execute(sql`
    select count(*)::int as count from stay_reservations a
    join stay_reservations b on b.stay_id = a.stay_id and b.id > a.id and b.during && a.during`);
  return rowsOf<{ count: number }>(result)[0]!.count;
}

/** Calendar rows of a booking (not dates a host blocked) that is missing or not a confirmed stay booking. */
export async function strayCalendarRows(database: DatabaseConnection): Promise<number> {
  const result = await database.db.execute(sql`
    select count(*)::int as count from stay_reservations r left join bookings b on b.id = r.booking_id
    where r.booking_id is not null and (b.id is null or b.status <> 'confirmed' or b.stay_id <> r.stay_id)`);
  return rowsOf<{ count: number }>(result)[0]!.count;
}

/** The no-overlap exclusion constraint as the catalog has it (present and validated, or not). */
export async function noOverlapConstraint(database: DatabaseConnection) {
  const result = await database.db.execute(sql`
    select contype as type, convalidated as validated from pg_constraint
    where conname = 'stay_reservations_no_overlap'`);
  return rowsOf<{ type: string; validated: boolean }>(result);
}

/** GET of the API as a guest, parsed. */
export async function getAs<T>(baseUrl: string, headers: Record<string, string>, path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** Every booking in a guest's list (GET /rest/v1/bookings?scope=all, page after page). */
export async function listedBookings(baseUrl: string, headers: Record<string, string>) {
  const items: {
    id: string;
    status: string;
    stay: { id: string; checkIn: string; checkOut: string } | null;
  }[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await getAs<{ items: typeof items; hasMore: boolean }>(
      baseUrl,
      headers,
      `/rest/v1/bookings?scope=all&page=${page}`,
    );
    if (status !== 200) throw new Error(`GET /rest/v1/bookings answered ${status}: ${JSON.stringify(body)}`);
    items.push(...body.items);
    if (!body.hasMore) return items;
  }
}
