import type { Booking, MyReview, Review, ReviewPage, StayDetail, StaySearchResult } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema';
import { rest, signedInAs } from './helpers/host';
import { insertPastBooking } from './helpers/past-bookings';
import { guestWhoBooked } from './helpers/reviewers';
import {
  book,
  bookingRequest,
  insertStay,
  searchStays,
  signedInAccount,
  type SignedInAccount,
  type StayRow,
} from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/**
 * Writing reviews (issues 7 and 20), on stays: who may write (only a guest whose stay there has ended,
 * one review per booking: decision 022), what is checked, editing, how the author is signed, the figures
 * every page shows, and the host's one reply. The other kinds are in reviews-kinds.test.ts.
 */

// Today in New York is 2026-03-01; tests that travel in time put the clock back after.
const START = '2026-03-01T15:00:00Z';
const clock = testClock(START);
let app: FastifyInstance;
let host: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await signedInAs(app, { role: 'host', fullName: 'Rivka Mintz' });
});
afterAll(() => app.close());
afterEach(() => clock.set(START));

let stays = 0;
/** A published stay of `host` with two reviews (4 and 2: an average of 3), findable by its own title. */
async function reviewedStay(fixture: Parameters<typeof insertStay>[2] = {}): Promise<StayRow> {
  stays += 1;
  return insertStay(app, host.user, {
    title: `Review probe ${stays}`,
    reviews: [{ rating: 4 }, { rating: 2 }],
    ...fixture,
  });
}

/** A guest who stayed there: checked out on 20 February (unless told), before the tests' today. */
const stayedAt = (stay: { id: string }, options: Parameters<typeof guestWhoBooked>[3] = {}) =>
  guestWhoBooked(app, host.user, { kind: 'stay', stayId: stay.id }, options);

const post = (stay: { id: string }, account: SignedInAccount | null, body: object) =>
  rest(app, 'POST', `/stays/${stay.id}/reviews`, account, body);
const edit = (stay: { id: string }, account: SignedInAccount | null, body: object) =>
  rest(app, 'PUT', `/stays/${stay.id}/reviews/mine`, account, body);
const mine = (stay: { id: string }, account: SignedInAccount | null) =>
  rest(app, 'GET', `/stays/${stay.id}/reviews/mine`, account);
/** The person's review of the stay as GET …/reviews/mine answers it (null before they write one). */
const myReview = async (...args: Parameters<typeof mine>) => (await mine(...args)).json<MyReview>().review;
const pageOf = async (stay: { id: string }) =>
  (await rest(app, 'GET', `/stays/${stay.id}/reviews`, null)).json<ReviewPage>();
const detailOf = async (stay: { id: string }) =>
  (await rest(app, 'GET', `/stays/${stay.id}`, null)).json<StayDetail>();

const LOGIN = { code: 'no_authorization', message: 'Log in to leave a review.' };
const AFTER_STAY = { code: 'review_after_stay', message: 'You can review this after your stay.' };

describe('who may write a review', () => {
  it('answers a visitor 401 "Log in to leave a review." (product §6), before reading the form', async () => {
    const stay = await reviewedStay();
    for (const response of [
      await post(stay, null, { rating: 5, text: 'Lovely' }),
      // A visitor's invalid form still hears that they must log in first.
      await post(stay, null, { rating: 9 }),
      await edit(stay, null, { rating: 5, text: 'Lovely' }),
      await mine(stay, null),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN);
    }
    // supabase-js sends the anon key as the bearer when nobody is signed in.
    const anonBearer = await app.inject({
      method: 'POST',
      url: `/rest/v1/stays/${stay.id}/reviews`,
      headers: { apikey: await apiKey(), authorization: `Bearer ${await apiKey()}` },
      payload: { rating: 5, text: 'Lovely' },
    });
    expect(anonBearer.statusCode).toBe(401);
    expect(anonBearer.json()).toEqual(LOGIN);
    expect((await pageOf(stay)).count).toBe(2);
  });

  it('refuses the host of the listing: 403 own_listing', async () => {
    const stay = await reviewedStay();
    const response = await post(stay, host, { rating: 5, text: 'Best stay in Crown Heights!' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'own_listing' });
    expect((await pageOf(stay)).count).toBe(2);
  });

  it('answers 404 for a listing that is not published, or not there', async () => {
    const guest = await signedInAccount(app);
    const draft = await reviewedStay({ status: 'draft' });
    const suspended = await reviewedStay({ status: 'suspended' });
    for (const stay of [draft, suspended, { id: '00000000-0000-4000-8000-000000000000' }]) {
      expect((await post(stay, guest, { rating: 5, text: 'Lovely' })).statusCode).toBe(404);
      expect((await edit(stay, guest, { rating: 5, text: 'Lovely' })).statusCode).toBe(404);
      expect((await mine(stay, guest)).statusCode).toBe(404);
    }
    // Even for someone who stayed there before it was suspended.
    const former = await stayedAt(suspended);
    expect((await post(suspended, former, { rating: 5, text: 'Lovely' })).statusCode).toBe(404);
    expect(await app.db.select().from(reviews).where(eq(reviews.stayId, draft.id))).toHaveLength(2);
    expect((await post({ id: 'not-a-uuid' }, guest, { rating: 5, text: 'Lovely' })).statusCode).toBe(400);
  });

  it('refuses someone who never booked it: 403 review_after_stay, and the average stays (the ride-service report of issue 20)', async () => {
    const stay = await reviewedStay();
    const stranger = await signedInAccount(app);
    const response = await post(stay, stranger, { rating: 1, text: 'Never been, but no.' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(AFTER_STAY);
    expect(await pageOf(stay)).toMatchObject({ count: 2, average: 3 });
    expect(await detailOf(stay)).toMatchObject({ ratingAverage: 3, reviewCount: 2 });
    expect(await myReview(stay, stranger)).toBeNull();
  });

  it('refuses a booking that has not ended: coming, or checking out today (403 review_after_stay)', async () => {
    const stay = await reviewedStay();
    const coming = await signedInAccount(app);
    expect((await book(app, coming, bookingRequest(stay.id))).statusCode).toBe(201);
    // 15 to 18 March: refused before, during and on the day of check-out.
    for (const day of ['2026-03-01', '2026-03-16', '2026-03-18']) {
      clock.set(`${day}T15:00:00Z`);
      const response = await post(stay, coming, { rating: 5, text: 'Looking forward to it' });
      expect(response.statusCode, day).toBe(403);
      expect(response.json()).toEqual(AFTER_STAY);
    }
    // Late on the evening of check-out, still 18 March in New York.
    clock.set('2026-03-19T03:30:00Z');
    expect((await post(stay, coming, { rating: 5, text: 'Lovely' })).statusCode).toBe(403);
    expect((await pageOf(stay)).count).toBe(2);
  });

  it('refuses a cancelled booking, and a booking of another listing (403 review_after_stay)', async () => {
    const stay = await reviewedStay();
    const other = await reviewedStay();
    const cancelled = await stayedAt(stay, { status: 'cancelled' });
    const elsewhere = await stayedAt(other);
    for (const guest of [cancelled, elsewhere]) {
      const response = await post(stay, guest, { rating: 3, text: 'Never went' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(AFTER_STAY);
    }
    expect((await pageOf(stay)).count).toBe(2);
  });

  it('takes a review the day after check-out', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
    const booked = await book(app, guest, bookingRequest(stay.id));
    expect(booked.statusCode).toBe(201);
    clock.set('2026-03-19T15:00:00Z');
    const response = await post(stay, guest, { rating: 4, text: 'Lovely stay' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>().verified).toBe(true);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, response.json<Review>().id));
    expect(row?.bookingId).toBe(booked.json<Booking>().id);
  });
});

describe('POST /rest/v1/stays/{id}/reviews', () => {
  it.each([
    ['a rating of 0', { rating: 0, text: 'Fine' }, 'rating', 'validation.invalid'],
    ['a rating of 6', { rating: 6, text: 'Fine' }, 'rating', 'validation.invalid'],
    ['half a star', { rating: 4.5, text: 'Fine' }, 'rating', 'validation.invalid'],
    ['no rating', { text: 'Fine' }, 'rating', 'validation.required'],
    ['an empty text', { rating: 4, text: '' }, 'text', 'validation.required'],
    ['a text of spaces', { rating: 4, text: '   ' }, 'text', 'validation.required'],
    ['1001 characters', { rating: 4, text: 'a'.repeat(1001) }, 'text', 'validation.tooLong'],
    ['a script tag', { rating: 4, text: 'Nice <script>alert(1)</script>' }, 'text', 'validation.unsafe'],
    ['a javascript: link', { rating: 4, text: 'See javascript:alert(1)' }, 'text', 'validation.unsafe'],
    ['an inline handler', { rating: 4, text: '<img src=x onerror=alert(1)>' }, 'text', 'validation.unsafe'],
  ])('refuses %s with 400 and stores nothing', async (_, body, field, message) => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    const response = await post(stay, guest, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect((await pageOf(stay)).count).toBe(2);
    expect(await myReview(stay, guest)).toBeNull();
  });

  it('201: the review signed with first name and initial, first in the pages, with the average and count recounted', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay, { fullName: 'Mendel Goldberg' });
    const response = await post(stay, guest, { rating: 5, text: '  A warm home, two minutes from 770.  ' });
    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toEqual({
      id: expect.any(String),
      authorName: 'Mendel G.',
      rating: 5,
      text: 'A warm home, two minutes from 770.',
      createdAt: new Date(START).toISOString(),
      verified: true,
      hostReply: null,
      hostRepliedAt: null,
    });

    const page = await pageOf(stay);
    expect(page.items[0]).toEqual(review);
    expect(page.items).toHaveLength(3);
    expect(page.items[1]).toMatchObject({ verified: true, hostReply: null, hostRepliedAt: null });
    expect(page).toMatchObject({ count: 3, average: 3.67 });
    expect(await detailOf(stay)).toMatchObject({ ratingAverage: 3.67, reviewCount: 3 });
    expect(await myReview(stay, guest)).toEqual(review);
    // The full name is not stored with it either.
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.authorName).toBe('Mendel G.');
  });

  it.each([
    ['Sarah Chaya Cohen', 'Sarah C.'],
    ['  jean-pierre   de la tour ', 'jean-pierre T.'],
    ['Madonna', 'Madonna'],
    ['שרה כהן', 'שרה כ.'],
    ['', 'Guest'],
  ])('signs "%s" as "%s"', async (fullName, signed) => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app, { fullName });
    await insertPastBooking(
      app.db,
      guest.user.id,
      host.user.id,
      { kind: 'stay', stayId: stay.id },
      { endsOn: '2026-02-20' },
    );
    const response = await post(stay, guest, { rating: 4, text: 'Lovely' });
    expect(response.json<Review>().authorName).toBe(signed);
    expect((await pageOf(stay)).items[0]?.authorName).toBe(signed);
  });

  it('takes 1000 characters', async () => {
    const stay = await reviewedStay();
    const response = await post(stay, await stayedAt(stay), { rating: 3, text: 'a'.repeat(1000) });
    expect(response.statusCode).toBe(201);
  });

  it('one review per booking: a second is 409 review_exists and changes nothing', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    expect((await post(stay, guest, { rating: 5, text: 'Lovely' })).statusCode).toBe(201);
    const again = await post(stay, guest, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review_exists' });
    expect(await pageOf(stay)).toMatchObject({ count: 3, average: 3.67 });
    expect(await myReview(stay, guest)).toMatchObject({ rating: 5, text: 'Lovely' });
  });

  it('a second ended stay may be reviewed too; "my review" is then the newest', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay, { endsOn: '2025-08-10' });
    const first = (await post(stay, guest, { rating: 5, text: 'Summer: lovely' })).json<Review>();
    // Back in the winter: a new booking, not over yet, then over.
    expect((await book(app, guest, bookingRequest(stay.id))).statusCode).toBe(201);
    expect((await post(stay, guest, { rating: 1, text: 'Too soon' })).statusCode).toBe(409);
    clock.set('2026-03-20T15:00:00Z');
    const second = await post(stay, guest, { rating: 3, text: 'Winter: cold' });
    expect(second.statusCode).toBe(201);
    expect(await pageOf(stay)).toMatchObject({ count: 4, average: 3.5 });
    expect((await pageOf(stay)).items.slice(0, 2).map((item) => item.text)).toEqual([
      'Winter: cold',
      'Summer: lovely',
    ]);
    expect(await myReview(stay, guest)).toEqual(second.json());
    const edited = await edit(stay, guest, { rating: 2, text: 'Winter: very cold' });
    expect(edited.json()).toMatchObject({ id: second.json<Review>().id, rating: 2 });
    expect((await pageOf(stay)).items[1]).toEqual(first);
    // Each booking has its review: a third is 409.
    expect((await post(stay, guest, { rating: 5, text: 'Third' })).statusCode).toBe(409);
  });

  it('makes one review of two sent at once', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    const answers = await Promise.all([
      post(stay, guest, { rating: 5, text: 'First' }),
      post(stay, guest, { rating: 4, text: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await pageOf(stay)).count).toBe(3);
  });

  it('counts every review when many people write at once', async () => {
    const stay = await reviewedStay({ reviews: [] });
    // One night each, on six different nights.
    const guests = await Promise.all(
      Array.from({ length: 6 }, (_, i) => stayedAt(stay, { endsOn: `2026-02-1${i}` })),
    );
    const answers = await Promise.all(
      guests.map((guest, i) => post(stay, guest, { rating: (i % 5) + 1, text: `Guest ${i}` })),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    // 1+2+3+4+5+1 = 16 over 6.
    expect(await detailOf(stay)).toMatchObject({ reviewCount: 6, ratingAverage: 2.67 });
  });
});

describe('GET and PUT /rest/v1/stays/{id}/reviews/mine', () => {
  it('says whether the person may write, and why not: the form shows only to those who may', async () => {
    const stay = await reviewedStay();
    const stranger = await signedInAccount(app);
    const coming = await signedInAccount(app);
    expect((await book(app, coming, bookingRequest(stay.id))).statusCode).toBe(201);
    const stayed = await stayedAt(stay);
    const answers = async () => ({
      stranger: (await mine(stay, stranger)).json(),
      coming: (await mine(stay, coming)).json(),
      stayed: (await mine(stay, stayed)).json(),
      host: (await mine(stay, host)).json(),
    });
    expect(await answers()).toEqual({
      stranger: { review: null, canWrite: false, reason: 'review_after_stay' },
      coming: { review: null, canWrite: false, reason: 'review_after_stay' },
      stayed: { review: null, canWrite: true, reason: null },
      host: { review: null, canWrite: false, reason: 'own_listing' },
    });

    const written = (await post(stay, stayed, { rating: 4, text: 'Lovely' })).json<Review>();
    clock.set('2026-03-19T15:00:00Z');
    expect(await answers()).toEqual({
      stranger: { review: null, canWrite: false, reason: 'review_after_stay' },
      coming: { review: null, canWrite: true, reason: null },
      stayed: { review: written, canWrite: false, reason: 'review_exists' },
      host: { review: null, canWrite: false, reason: 'own_listing' },
    });
  });

  it('no review of this listing: GET answers null, PUT 404', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    const none = await mine(stay, guest);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ review: null, canWrite: true, reason: null });
    expect((await edit(stay, guest, { rating: 3, text: 'Hm' })).statusCode).toBe(404);
    expect((await pageOf(stay)).count).toBe(2);
  });

  it('edits the rating and text; the detail page and the stay search show the new figures at once', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    const search = async () => {
      const response = await searchStays(app, { q: stay.title });
      expect(response.statusCode).toBe(200);
      return response.json<StaySearchResult>().items.find((item) => item.id === stay.id);
    };
    // The catalogue has the stay before the review.
    expect(await search()).toMatchObject({ ratingAverage: 3, reviewCount: 2 });

    const created = (await post(stay, guest, { rating: 5, text: 'Lovely' })).json<Review>();
    expect(await search()).toMatchObject({ ratingAverage: 3.67, reviewCount: 3 });

    clock.set('2026-03-05T15:00:00Z');
    const edited = await edit(stay, guest, { rating: 1, text: ' The heating broke. ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Review>()).toEqual({
      ...created,
      rating: 1,
      text: 'The heating broke.',
    });
    expect((await mine(stay, guest)).json()).toEqual({
      review: edited.json(),
      canWrite: false,
      reason: 'review_exists',
    });
    // 4 + 2 + 1 over 3.
    expect(await detailOf(stay)).toMatchObject({ ratingAverage: 2.33, reviewCount: 3 });
    expect(await search()).toMatchObject({ ratingAverage: 2.33, reviewCount: 3 });
    expect(await pageOf(stay)).toMatchObject({ average: 2.33, count: 3 });
  });

  it('checks an edit as a new review', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    await post(stay, guest, { rating: 5, text: 'Lovely' });
    const response = await edit(stay, guest, { rating: 6, text: '<script>x</script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { rating: 'validation.invalid', text: 'validation.unsafe' },
    });
    expect(await myReview(stay, guest)).toMatchObject({ rating: 5, text: 'Lovely' });
  });
});

describe('POST /rest/v1/host/reviews/{reviewId}/reply', () => {
  const replyTo = (id: string, account: SignedInAccount | null, body: object = { text: 'Thank you!' }) =>
    rest(app, 'POST', `/host/reviews/${id}/reply`, account, body);

  it('lets the host reply once; a second reply is 409 reply_exists', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    const review = (await post(stay, guest, { rating: 4, text: 'Lovely' })).json<Review>();

    clock.set('2026-03-02T15:00:00Z');
    const response = await replyTo(review.id, host, { text: '  Thank you, come back for Pesach!  ' });
    expect(response.statusCode).toBe(201);
    const replied = {
      ...review,
      hostReply: 'Thank you, come back for Pesach!',
      hostRepliedAt: '2026-03-02T15:00:00.000Z',
    };
    expect(response.json()).toEqual(replied);
    expect((await pageOf(stay)).items[0]).toEqual(replied);

    const again = await replyTo(review.id, host, { text: 'And another thing' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'reply_exists' });
    expect((await pageOf(stay)).items[0]).toEqual(replied);

    // The author's edit keeps the reply.
    const edited = await edit(stay, guest, { rating: 5, text: 'Even better the second time' });
    expect(edited.json()).toMatchObject({
      hostReply: replied.hostReply,
      hostRepliedAt: replied.hostRepliedAt,
    });
  });

  it('is 404 for another host, 403 for a guest, 401 for a visitor', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    const review = (await post(stay, guest, { rating: 4, text: 'Lovely' })).json<Review>();
    const otherHost = await signedInAs(app, { role: 'host' });
    expect((await replyTo(review.id, otherHost)).statusCode).toBe(404);
    const asGuest = await replyTo(review.id, guest);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toMatchObject({ code: 'not_a_host' });
    expect((await replyTo(review.id, null)).statusCode).toBe(401);
    expect((await replyTo('00000000-0000-4000-8000-000000000000', host)).statusCode).toBe(404);
    expect((await pageOf(stay)).items[0]).toMatchObject({ hostReply: null });
  });

  it('checks the reply as a review text', async () => {
    const stay = await reviewedStay();
    const review = (await post(stay, await stayedAt(stay), { rating: 4, text: 'Lovely' })).json<Review>();
    for (const [text, message] of [
      ['', 'validation.required'],
      ['a'.repeat(1001), 'validation.tooLong'],
      ['<script>alert(1)</script>', 'validation.unsafe'],
    ] as const) {
      const response = await replyTo(review.id, host, { text });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { text: message } });
    }
    expect((await pageOf(stay)).items[0]).toMatchObject({ hostReply: null });
  });
});

describe('the write limit', () => {
  it('takes 20 writes an hour per person, then 429 until the hour has passed', async () => {
    const stay = await reviewedStay();
    const guest = await stayedAt(stay);
    expect((await post(stay, guest, { rating: 5, text: 'Write 1' })).statusCode).toBe(201);
    for (let n = 2; n <= 20; n += 1) {
      expect((await edit(stay, guest, { rating: 4, text: `Write ${n}` })).statusCode).toBe(200);
    }
    const refused = await edit(stay, guest, { rating: 1, text: 'Write 21' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await myReview(stay, guest))?.text).toBe('Write 20');

    clock.advance(60 * 60_000 + 1_000);
    expect((await edit(stay, guest, { rating: 1, text: 'Write 21' })).statusCode).toBe(200);
  });
});
