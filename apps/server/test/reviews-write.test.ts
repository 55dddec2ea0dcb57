import type { Booking, Review, ReviewPage, StayDetail, StaySearchResult } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema';
import { rest, signedInAs } from './helpers/host';
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
 * Writing reviews (issue 7), on stays: who may write, what is checked, verified reviews, one review per
 * person, editing, the figures every page shows, and the host's one reply. The other kinds are in
 * reviews-kinds.test.ts.
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

const post = (stay: { id: string }, account: SignedInAccount | null, body: object) =>
  rest(app, 'POST', `/stays/${stay.id}/reviews`, account, body);
const edit = (stay: { id: string }, account: SignedInAccount | null, body: object) =>
  rest(app, 'PUT', `/stays/${stay.id}/reviews/mine`, account, body);
const mine = (stay: { id: string }, account: SignedInAccount | null) =>
  rest(app, 'GET', `/stays/${stay.id}/reviews/mine`, account);
/** The person's review of the stay as GET …/reviews/mine answers it (null before they write one). */
const myReview = async (...args: Parameters<typeof mine>) =>
  (await mine(...args)).json<{ review: Review | null }>().review;
const pageOf = async (stay: { id: string }) =>
  (await rest(app, 'GET', `/stays/${stay.id}/reviews`, null)).json<ReviewPage>();
const detailOf = async (stay: { id: string }) =>
  (await rest(app, 'GET', `/stays/${stay.id}`, null)).json<StayDetail>();

const LOGIN = { code: 'no_authorization', message: 'Log in to leave a review.' };

describe('who may write a review', () => {
  it('answers a visitor 401 "Log in to leave a review." (SPEC §6), before looking at the form', async () => {
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
    expect(await app.db.select().from(reviews).where(eq(reviews.stayId, draft.id))).toHaveLength(2);
    expect((await post({ id: 'not-a-uuid' }, guest, { rating: 5, text: 'Lovely' })).statusCode).toBe(400);
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
    const guest = await signedInAccount(app);
    const response = await post(stay, guest, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect((await pageOf(stay)).count).toBe(2);
    expect(await myReview(stay, guest)).toBeNull();
  });

  it('201: the review by the account name, first in the pages, with the average and count recounted', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app, { fullName: 'Mendel Goldberg' });
    const response = await post(stay, guest, { rating: 5, text: '  A warm home, two minutes from 770.  ' });
    expect(response.statusCode).toBe(201);
    const review = response.json<Review>();
    expect(review).toEqual({
      id: expect.any(String),
      authorName: 'Mendel Goldberg',
      rating: 5,
      text: 'A warm home, two minutes from 770.',
      createdAt: new Date(START).toISOString(),
      verified: false,
      hostReply: null,
      hostRepliedAt: null,
    });

    const page = await pageOf(stay);
    expect(page.items[0]).toEqual(review);
    expect(page.items).toHaveLength(3);
    expect(page.items[1]).toMatchObject({ verified: false, hostReply: null, hostRepliedAt: null });
    expect(page).toMatchObject({ count: 3, average: 3.67 });
    expect(await detailOf(stay)).toMatchObject({ ratingAverage: 3.67, reviewCount: 3 });
    expect(await myReview(stay, guest)).toEqual(review);
  });

  it('takes 1000 characters', async () => {
    const stay = await reviewedStay();
    const response = await post(stay, await signedInAccount(app), { rating: 3, text: 'a'.repeat(1000) });
    expect(response.statusCode).toBe(201);
  });

  it('one review per person: a second is 409 review_exists and changes nothing', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
    expect((await post(stay, guest, { rating: 5, text: 'Lovely' })).statusCode).toBe(201);
    const again = await post(stay, guest, { rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'review_exists' });
    expect(await pageOf(stay)).toMatchObject({ count: 3, average: 3.67 });
    expect(await myReview(stay, guest)).toMatchObject({ rating: 5, text: 'Lovely' });
  });

  it('makes one review of two sent at once', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
    const answers = await Promise.all([
      post(stay, guest, { rating: 5, text: 'First' }),
      post(stay, guest, { rating: 4, text: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await pageOf(stay)).count).toBe(3);
  });

  it('counts every review when many people write at once', async () => {
    const stay = await reviewedStay({ reviews: [] });
    const guests = await Promise.all(Array.from({ length: 6 }, () => signedInAccount(app)));
    const answers = await Promise.all(
      guests.map((guest, i) => post(stay, guest, { rating: (i % 5) + 1, text: `Guest ${i}` })),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    // 1+2+3+4+5+1 = 16 over 6.
    expect(await detailOf(stay)).toMatchObject({ reviewCount: 6, ratingAverage: 2.67 });
  });
});

describe('verified reviews', () => {
  it('is verified once the author has a completed (confirmed, ended) booking of the listing', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
    const booked = await book(app, guest, bookingRequest(stay.id));
    expect(booked.statusCode).toBe(201);

    // The stay has not happened yet (15 to 18 March).
    const early = await post(stay, guest, { rating: 5, text: 'Looking forward to it' });
    expect(early.json<Review>().verified).toBe(false);

    // The day after check-out, the edit is verified.
    clock.set('2026-03-19T15:00:00Z');
    const after = await edit(stay, guest, { rating: 4, text: 'Lovely stay' });
    expect(after.statusCode).toBe(200);
    expect(after.json<Review>()).toMatchObject({ verified: true, rating: 4 });
    expect((await pageOf(stay)).items[0]).toMatchObject({ id: after.json<Review>().id, verified: true });
  });

  it('a new review after the stay is verified at once', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
    expect((await book(app, guest, bookingRequest(stay.id))).statusCode).toBe(201);
    clock.set('2026-03-20T15:00:00Z');
    const response = await post(stay, guest, { rating: 5, text: 'Lovely stay' });
    expect(response.json<Review>().verified).toBe(true);
  });

  it('is not verified by a cancelled booking, nor by a booking of another listing', async () => {
    const stay = await reviewedStay();
    const other = await reviewedStay();
    const cancelling = await signedInAccount(app);
    const booking = (await book(app, cancelling, bookingRequest(stay.id))).json<Booking>();
    expect((await rest(app, 'POST', `/bookings/${booking.id}/cancel`, cancelling, {})).statusCode).toBe(200);
    const elsewhere = await signedInAccount(app);
    expect((await book(app, elsewhere, bookingRequest(other.id))).statusCode).toBe(201);

    clock.set('2026-03-20T15:00:00Z');
    for (const guest of [cancelling, elsewhere]) {
      const response = await post(stay, guest, { rating: 3, text: 'Never went' });
      expect(response.statusCode).toBe(201);
      expect(response.json<Review>().verified).toBe(false);
    }
  });
});

describe('GET and PUT /rest/v1/stays/{id}/reviews/mine', () => {
  it('no review of this listing: GET answers null, PUT 404', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
    const none = await mine(stay, guest);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ review: null });
    expect((await edit(stay, guest, { rating: 3, text: 'Hm' })).statusCode).toBe(404);
    expect((await pageOf(stay)).count).toBe(2);
  });

  it('edits the rating and text; the detail page and the stay search show the new figures at once', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
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
    expect((await mine(stay, guest)).json()).toEqual({ review: edited.json() });
    // 4 + 2 + 1 over 3.
    expect(await detailOf(stay)).toMatchObject({ ratingAverage: 2.33, reviewCount: 3 });
    expect(await search()).toMatchObject({ ratingAverage: 2.33, reviewCount: 3 });
    expect(await pageOf(stay)).toMatchObject({ average: 2.33, count: 3 });
  });

  it('checks an edit as a new review', async () => {
    const stay = await reviewedStay();
    const guest = await signedInAccount(app);
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
    const guest = await signedInAccount(app);
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
    const guest = await signedInAccount(app);
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
    const review = (
      await post(stay, await signedInAccount(app), { rating: 4, text: 'Lovely' })
    ).json<Review>();
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
    const guest = await signedInAccount(app);
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
