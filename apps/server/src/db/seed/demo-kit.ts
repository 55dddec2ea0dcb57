import { addDays, newYorkInstant, todayInNewYork } from '@orchim/shared';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { reviewAuthorName } from '../../domain/reviews/author-name';
import type { Transaction } from '../client';
import { emailAppMetadata } from '../repositories/users';
import { users } from '../schema';
import { DEMO_STAY_GUESTS, type DemoGuestKey, type DemoPerson, type DemoReview } from './demo-stays-data';
import { DEMO_PASSWORD } from './demo-users';

/**
 * What the demo seeders (stays, meals, transport) share: their accounts, dates, images and reviews.
 * Each seeder keeps its own data and order; these only build the rows the same way everywhere.
 */

export const DAY_MS = 86_400_000;

/** The guest demo account (made by demo-users), who has bookings of their own. */
export const DEMO_GUEST_EMAIL = 'guest@example.com';

/** A demo person with the kind of account made for them: hosts are approved straight away. */
export interface DemoAccount extends DemoPerson {
  role: 'host' | 'guest';
}

/** mulberry32: a tiny seeded generator, so the demo data is the same on every install. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Booking references like the server's (OR-XXXXXX), drawn with `pick` and never twice from one maker. */
export function referenceMaker(pick: (n: number) => number): () => string {
  const used = new Set<string>();
  return () => {
    let value: string;
    do {
      value = 'OR-' + Array.from({ length: 6 }, () => REFERENCE_ALPHABET[pick(32)]).join('');
    } while (used.has(value));
    used.add(value);
    return value;
  };
}

/**
 * `hour` o'clock (up to 23) in New York on the day `days` before today there, so rows don't share a time
 * and each falls on the New York day it was planned for, whatever the time of the seeding (a review
 * planned the day after its booking ended is then never written on that day). Never later than `now`.
 */
export function daysAgo(now: Date, days: number, hour = 12): Date {
  const day = addDays(todayInNewYork(now), -days);
  const at = newYorkInstant(day, `${String(Math.min(hour, 23)).padStart(2, '0')}:00`);
  if (!at) throw new Error(`no ${hour} o'clock on ${day} in New York`);
  return at > now ? now : at;
}

/**
 * Makes the demo accounts that are missing (someone may have registered one of the addresses, or
 * another seeder made it: those are kept), as members since `memberSince`; moves the `backdate`
 * accounts' creation back to `memberSince` when later, so "member since" reads sensibly next to their
 * listings; answers the ids of the accounts and of `alsoLookUp`, by email.
 */
export async function ensureDemoAccounts(
  tx: Transaction,
  options: {
    accounts: readonly DemoAccount[];
    now: Date;
    memberSince: Date;
    backdate: readonly string[];
    alsoLookUp?: readonly string[];
  },
): Promise<Map<string, string>> {
  const { accounts, now, memberSince } = options;
  const emails = accounts.map((account) => account.email);
  const existing = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const known = new Set(existing.map((row) => row.email));
  const missing = accounts.filter((account) => !known.has(account.email));
  if (missing.length > 0) {
    // Hashing is slow on purpose: once for all of them.
    const encryptedPassword = await hashPassword(DEMO_PASSWORD);
    await tx.insert(users).values(
      missing.map((account) => ({
        email: account.email,
        encryptedPassword,
        userMetadata: { full_name: account.fullName, phone: account.phone, user_type: account.role },
        appMetadata: emailAppMetadata(account.role === 'host' ? { host_status: 'approved' } : {}),
        emailConfirmedAt: now,
        createdAt: memberSince,
      })),
    );
  }
  await tx
    .update(users)
    .set({ createdAt: sql`least(${users.createdAt}, ${memberSince.toISOString()}::timestamptz)` })
    .where(inArray(users.email, [...options.backdate]));
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails, ...(options.alsoLookUp ?? [])]));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The id of a demo account answered by ensureDemoAccounts; a missing one is a seeder bug. */
export function idOf(ids: Map<string, string>, email: string): string {
  const id = ids.get(email);
  if (!id) throw new Error(`demo account ${email} is missing`);
  return id;
}

/** The id a seeder saved under `key` (a listing's key in the demo data); a missing one is a seeder bug. */
export function savedId(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`no ${what} ${key}`);
  return id;
}

/**
 * A review by one of the demo visitors, written at `reviewedAt`, of their ended booking `bookingId` (a
 * review is of a booking: decision 022), signed as the server signs (first name and initial, "Devorah
 * K."); the caller adds which listing.
 */
export function demoReviewRow(
  ids: Map<string, string>,
  review: DemoReview,
  reviewedAt: Date,
  bookingId: string,
) {
  const author = DEMO_STAY_GUESTS[review.by];
  return {
    authorId: idOf(ids, author.email),
    bookingId,
    authorName: reviewAuthorName(author.fullName),
    rating: review.rating,
    text: review.text,
    verified: true,
    createdAt: reviewedAt,
    updatedAt: reviewedAt,
  };
}

/**
 * When a listing's demo reviews were written: spread over the past year and after the listing went up
 * (`ageDays` ago), oldest first, as days before `now`. Draws from `random` once per review, so the seed
 * stays the same from run to run.
 */
export function demoReviewDays(
  count: number,
  { ageDays, random }: { ageDays: number; random: () => number },
) {
  const span = Math.min(365, ageDays - 10);
  return Array.from({ length: count }, () => 3 + Math.floor(random() * span)).sort((a, b) => b - a);
}

/** Nights (or days) as offsets from today, [start, end). */
export interface Interval {
  start: number;
  end: number;
}
export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The latest `length` days ending on or before `lastEnd` that overlap none of `taken`: a stay placed
 * before its review, moved earlier past whatever holds those nights (the house, or its guest elsewhere).
 */
export function latestFreeRange(lastEnd: number, length: number, taken: readonly Interval[]): Interval {
  let end = lastEnd;
  for (;;) {
    const range = { start: end - length, end };
    const clashes = taken.filter((other) => overlaps(other, range));
    if (clashes.length === 0) return range;
    end = Math.min(...clashes.map((other) => other.start));
  }
}

/**
 * A listing's drawings (public/images/<folder>/<name>.svg, all 1200×800) as its image rows, in order,
 * each under `owner`: the listing's foreign key, e.g. `{ stayId }`.
 */
export const demoImageRows = <Owner extends object>(
  owner: Owner,
  drawings: readonly (readonly [folder: string, name: string])[],
) =>
  drawings.map(([folder, name], position) => ({
    ...owner,
    position,
    src: `/images/${folder}/${name}.svg`,
    width: 1200,
    height: 800,
    alt: '',
  }));

/** Drawings of one folder, as demoImageRows takes them. */
export const inFolder = (folder: string, names: readonly string[]) =>
  names.map((name) => [folder, name] as const);

/**
 * Saves the demo listings of one kind in the order of the data (the first the oldest, so the newest read
 * as new), one insert each; answers a lookup of each listing's new id by its key.
 */
export async function saveEach<Item extends { key: string }>(
  items: readonly Item[],
  what: string,
  insert: (item: Item, index: number) => Promise<{ id: string }[]>,
): Promise<(key: string) => string> {
  const ids = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    const [row] = await insert(item, index);
    if (!row) throw new Error(`${what} ${item.key} was not saved`);
    ids.set(item.key, row.id);
  }
  return (key) => savedId(ids, key, what);
}

/** Who made a demo booking: one of the seeded visitors, or the demo guest account. */
export type DemoBooker = DemoGuestKey | 'demo-guest';

/**
 * The person a demo booking is in the name of, split into first and last name as the booking form
 * asks; the demo guest goes by the name on their account (`demoGuestName`, which they may have changed).
 */
export function bookingPerson(booker: DemoBooker, demoGuestName: unknown) {
  const person: DemoPerson =
    booker === 'demo-guest'
      ? {
          email: DEMO_GUEST_EMAIL,
          fullName: String(demoGuestName ?? 'Sarah Cohen'),
          phone: '+1 718 555 0107',
        }
      : DEMO_STAY_GUESTS[booker];
  const [firstName = person.fullName, ...rest] = person.fullName.split(' ');
  return { ...person, firstName, lastName: rest.join(' ') || firstName };
}
