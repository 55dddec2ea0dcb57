import { addDays } from '@orchim/shared';
import type { ReviewPage } from '@orchim/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { refreshListingRatings } from '../../src/db/repositories/listing-ratings';
import { refreshStayRatings } from '../../src/db/repositories/stay-ratings';
import { refreshTransportRatings } from '../../src/db/repositories/transport';
import { emailAppMetadata, usersRepository } from '../../src/db/repositories/users';
import { listingImages, reviews as reviewsTable, stayImages } from '../../src/db/schema';
import { uniqueSender } from './auth';
import { insertPastBooking, type BookedListing } from './past-bookings';
import { apiKey } from './test-app';

/**
 * What the fixtures of every kind of listing (stays, meals, transport, Ohel) share: the people behind
 * them, their images, reviews and ratings, and anonymous calls to their list pages. Each kind's helper
 * inserts the listing row itself, then calls addFixturePhotosAndReviews.
 */

/** An account in the database without a password (nobody signs in with it through /auth). */
export async function createPerson(app: FastifyInstance, name: string, fullName: string, userType = 'guest') {
  const { email } = uniqueSender(name);
  const user = await usersRepository(app.db).create(
    {
      email,
      encryptedPassword: null,
      userMetadata: { full_name: fullName, user_type: userType },
      appMetadata: emailAppMetadata(),
    },
    app.clock(),
  );
  if (!user) throw new Error(`${email} exists`);
  return user;
}

/** The images of a fixture listing, `folder/position.extension`; the caller adds which listing. */
export function fixtureImageRows(count: number, folder: string, extension: string, title: string) {
  return Array.from({ length: count }, (_, position) => ({
    position,
    src: `${folder}/${position}.${extension}`,
    width: 1200,
    height: 800,
    alt: `${title}, photo ${position + 1}`,
  }));
}

export interface FixtureReview {
  rating: number;
  text?: string;
  authorName?: string;
  createdAt?: Date;
  hidden?: boolean;
}

/** An anonymous GET of the /rest/v1 API. */
export async function getRest(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: `/rest/v1${path}`,
    headers: { apikey: await apiKey(), ...headers },
  });
}

/**
 * Seven reviews a day apart from 1 May 2025, the fourth (one star) hidden by the admin: each kind's reviews
 * test gives them to a listing and reads its pages with expectPagedReviews. Six visible: average 4.33.
 */
export const PAGED_REVIEWS: readonly FixtureReview[] = [
  { rating: 5, createdAt: new Date('2025-05-01T10:00:00Z'), authorName: 'Chaya' },
  { rating: 4, createdAt: new Date('2025-05-02T10:00:00Z') },
  { rating: 4, createdAt: new Date('2025-05-03T10:00:00Z') },
  { rating: 1, createdAt: new Date('2025-05-04T10:00:00Z'), hidden: true },
  { rating: 5, createdAt: new Date('2025-05-05T10:00:00Z') },
  { rating: 3, createdAt: new Date('2025-05-06T10:00:00Z') },
  { rating: 5, createdAt: new Date('2025-05-07T10:00:00Z'), authorName: 'Yossi', text: 'Thank you.' },
];

/**
 * The pages of a listing's reviews (`path`: its /reviews address under /rest/v1) given PAGED_REVIEWS: the
 * visible ones newest first, five a page, with the listing's average and count; past the last, an empty page.
 */
export async function expectPagedReviews(app: FastifyInstance, path: string) {
  const first = await getRest(app, path);
  expect(first.statusCode).toBe(200);
  const page1 = first.json<ReviewPage>();
  expect(page1).toMatchObject({ average: 4.33, count: 6, page: 1, hasMore: true });
  expect(page1.items[0]).toEqual({
    id: expect.any(String),
    authorName: 'Yossi',
    rating: 5,
    text: 'Thank you.',
    createdAt: '2025-05-07T10:00:00.000Z',
    verified: true,
    hostReply: null,
    hostRepliedAt: null,
  });
  // The hidden one-star review of 4 May is not there.
  expect(page1.items.map((review) => review.createdAt.slice(0, 10))).toEqual([
    '2025-05-07',
    '2025-05-06',
    '2025-05-05',
    '2025-05-03',
    '2025-05-02',
  ]);
  const page2 = (await getRest(app, `${path}?page=2`)).json<ReviewPage>();
  expect(page2).toMatchObject({ page: 2, hasMore: false });
  expect(page2.items.map((review) => review.authorName)).toEqual(['Chaya']);
  expect((await getRest(app, `${path}?page=3`)).json()).toMatchObject({ items: [], hasMore: false });
}

/**
 * The reviews of a fixture listing, each by an account of its own (named `reviewerName(i)`) with an
 * ended booking of the listing (`booked`, whose host is `hostId`) that the review is of (decision 022),
 * a day apart from 1 January 2025 unless dated; the caller adds which listing.
 */
export async function fixtureReviewRows(
  app: FastifyInstance,
  reviews: readonly FixtureReview[],
  reviewerName: (index: number) => string,
  { hostId, booked }: { hostId: string; booked: BookedListing },
) {
  const authors = await Promise.all(reviews.map((_, i) => createPerson(app, 'reviewer', reviewerName(i))));
  // One after the other, each ending a day earlier: a stay's nights never overlap.
  const bookingIds: string[] = [];
  for (const [i, author] of authors.entries()) {
    const endsOn = addDays('2024-12-31', -i);
    bookingIds.push(await insertPastBooking(app.db, author.id, hostId, booked, { endsOn }));
  }
  return reviews.map((review, i) => ({
    authorId: authors[i]?.id,
    bookingId: bookingIds[i]!,
    verified: true,
    authorName: review.authorName ?? `Reviewer ${i + 1}`,
    rating: review.rating,
    text: review.text ?? `Review ${i + 1}`,
    hiddenAt: review.hidden ? new Date('2025-06-01T00:00:00Z') : null,
    createdAt: review.createdAt ?? new Date(Date.UTC(2025, 0, 1 + i)),
  }));
}

let clients = 0;
/** A client address no other search of the run uses, so the search limit never meets another test's. */
export function uniqueIp(): string {
  clients += 1;
  return `172.${16 + ((clients >> 16) & 15)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** `/rest/v1/<path>` with the query (lists as comma-separated values, undefined left out). */
export function restUrl(path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `/rest/v1/${path}${search ? `?${search}` : ''}`;
}

/** An anonymous GET of a list page, from its own client address unless one is given. */
export async function getList(app: FastifyInstance, url: string, ip = uniqueIp()) {
  return app.inject({ method: 'GET', url, headers: { apikey: await apiKey() }, remoteAddress: ip });
}

/** The answer of a list page to a client over the search limit (product §9): 429 for 5 minutes. */
export function expectSearchRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: 'over_request_rate_limit',
    message: 'Too many searches. Please wait a few minutes and try again.',
  });
  expect(Number(response.headers['retry-after'])).toBe(300);
}

/** The kinds of fixture listing, as in their image paths (/images/{kind}/{id}/…). */
export type FixtureListingKind = 'stays' | 'meals' | 'transport' | 'ohel';

/** Each kind's key in the photos and reviews tables. */
const LISTING_COLUMN = {
  stays: 'stayId',
  meals: 'mealOfferId',
  transport: 'transportServiceId',
  ohel: 'ohelListingId',
} as const;

/** Each kind's ratings, counted as saving a listing or a review does (without reviews: the prior). */
const REFRESH_RATINGS = {
  stays: refreshStayRatings,
  meals: (db, ids) => refreshListingRatings(db, 'meal_offers', ids),
  transport: refreshTransportRatings,
  ohel: (db, ids) => refreshListingRatings(db, 'ohel_listings', ids),
} satisfies Record<FixtureListingKind, (db: FastifyInstance['db'], ids: string[]) => Promise<void>>;

/**
 * What every fixture listing ends with: `images` photos (the cover first; a stay's in its own table), its
 * reviews by accounts with an ended booking of it (`booked`), and its ratings counted.
 */
export async function addFixturePhotosAndReviews(
  app: FastifyInstance,
  kind: FixtureListingKind,
  listing: { id: string; hostId: string; title: string },
  {
    images = 2,
    extension = 'webp',
    reviews = [],
    reviewerName,
    booked,
  }: {
    images?: number;
    extension?: string;
    reviews?: readonly FixtureReview[];
    reviewerName: (index: number) => string;
    /** What the reviewers booked; a listing that cannot be booked here has no reviews. */
    booked: BookedListing | undefined;
  },
) {
  const ofListing = { [LISTING_COLUMN[kind]]: listing.id };
  if (images > 0) {
    const rows = fixtureImageRows(images, `/images/${kind}/${listing.id}`, extension, listing.title);
    // The key's name depends on the kind, so the row's type cannot say it: the database checks it.
    if (kind === 'stays') {
      await app.db
        .insert(stayImages)
        .values(rows.map((row) => ({ ...ofListing, ...row }) as typeof stayImages.$inferInsert));
    } else {
      await app.db.insert(listingImages).values(rows.map((row) => ({ ...ofListing, ...row })));
    }
  }
  if (reviews.length > 0) {
    if (!booked) throw new Error(`this ${kind} listing cannot be booked here, so it cannot have reviews`);
    const rows = await fixtureReviewRows(app, reviews, reviewerName, { hostId: listing.hostId, booked });
    await app.db.insert(reviewsTable).values(rows.map((row) => ({ ...ofListing, ...row })));
  }
  await REFRESH_RATINGS[kind](app.db, [listing.id]);
}
