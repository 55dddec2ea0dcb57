import type { HostReview, HostReviewPage, ReviewPage } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { insertStay, signedInAccount, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

/**
 * GET /rest/v1/host/reviews (issue 7): the reviews of the host's own listings of every kind, for the
 * host's replies; the reply itself (POST …/reply) is tested in reviews-write.test.ts.
 */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const list = (account: SignedInAccount | null, query = '') =>
  rest(app, 'GET', `/host/reviews${query}`, account);
const pageOf = async (account: SignedInAccount, query = '') => {
  const response = await list(account, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HostReviewPage>();
};

const day = (n: number) => new Date(Date.UTC(2025, 5, n, 12));

/** A host with one listing of each kind, each with reviews dated so that the newest alternate kinds. */
async function hostWithReviews() {
  const host = await signedInAs(app, { role: 'host' });
  const stay = await insertStay(app, host.user, {
    title: 'Garden floor on Crown Street',
    reviews: [
      { rating: 5, text: 'Stay, oldest', createdAt: day(1) },
      { rating: 4, text: 'Stay, newest', createdAt: day(5) },
      { rating: 1, text: 'Stay, hidden', createdAt: day(9), hidden: true },
    ],
  });
  const meal = await insertMeal(app, host.user, {
    title: 'Friday night with the Mintzes',
    reviews: [{ rating: 5, text: 'Meal', createdAt: day(4) }],
  });
  const service = await insertTransportService(app, host.user, {
    title: 'JFK by minivan',
    reviews: [{ rating: 3, text: 'Ride', createdAt: day(3) }],
  });
  // Booked as a ride of the host's service, so its visitors review it (decision 022).
  const ohel = await insertOhelListing(app, host.user, {
    title: 'A first visit to the Ohel',
    transportServiceId: service.id,
    reviews: [{ rating: 5, text: 'Ohel', createdAt: day(2) }],
  });
  return { host, stay, meal, service, ohel };
}

describe('GET /rest/v1/host/reviews', () => {
  it('lists the visible reviews of every kind of the host’s listings, newest first, with their listing', async () => {
    const { host, stay, meal, service, ohel } = await hostWithReviews();
    // Another host's reviews are not in the list.
    const other = await signedInAs(app, { role: 'host' });
    await insertStay(app, other.user, { reviews: [{ rating: 2, text: 'Elsewhere', createdAt: day(6) }] });

    const page = await pageOf(host);
    expect(page).toMatchObject({ page: 1, hasMore: false });
    expect(page.items.map((review) => review.text)).toEqual([
      'Stay, newest',
      'Meal',
      'Ride',
      'Ohel',
      'Stay, oldest',
    ]);
    expect(page.items.map((review) => review.listing)).toEqual([
      { kind: 'stays', id: stay.id, title: 'Garden floor on Crown Street' },
      { kind: 'meals', id: meal.id, title: 'Friday night with the Mintzes' },
      { kind: 'transport', id: service.id, title: 'JFK by minivan' },
      { kind: 'ohel', id: ohel.id, title: 'A first visit to the Ohel' },
      { kind: 'stays', id: stay.id, title: 'Garden floor on Crown Street' },
    ]);
    // The review as the listing's own pages show it, plus its listing.
    const listed = (await rest(app, 'GET', `/stays/${stay.id}/reviews`, null)).json<ReviewPage>();
    const { listing, ...review } = page.items[0]!;
    expect(listing.kind).toBe('stays');
    expect(review).toEqual(listed.items[0]);
    expect(review).toEqual({
      id: expect.any(String),
      authorName: 'Reviewer 2',
      rating: 4,
      text: 'Stay, newest',
      createdAt: day(5).toISOString(),
      verified: true,
      hostReply: null,
      hostRepliedAt: null,
    });

    expect((await pageOf(other)).items.map((item) => item.text)).toEqual(['Elsewhere']);
  });

  it('narrows to the reviews awaiting a reply, or those replied to; a reply moves a review across', async () => {
    const { host } = await hostWithReviews();
    const all = (await pageOf(host)).items;
    const meal = all.find((review) => review.text === 'Meal')!;
    const replied = await rest(app, 'POST', `/host/reviews/${meal.id}/reply`, host, { text: 'Come again!' });
    expect(replied.statusCode).toBe(201);

    const awaiting = await pageOf(host, '?replied=false');
    expect(awaiting.items.map((review) => review.text)).toEqual([
      'Stay, newest',
      'Ride',
      'Ohel',
      'Stay, oldest',
    ]);
    const answered = await pageOf(host, '?replied=true');
    expect(answered.items).toEqual([
      {
        ...meal,
        hostReply: 'Come again!',
        hostRepliedAt: '2026-03-01T15:00:00.000Z',
      } satisfies HostReview,
    ]);
    expect((await pageOf(host)).items).toHaveLength(5);
  });

  it('pages by 20, newest first, saying whether more follow', async () => {
    const host = await signedInAs(app, { role: 'host' });
    await insertStay(app, host.user, {
      reviews: Array.from({ length: 23 }, (_, i) => ({
        rating: 5,
        text: `Review ${i + 1}`,
        createdAt: day(i + 1),
      })),
    });
    const first = await pageOf(host);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.text).toBe('Review 23');
    const second = await pageOf(host, '?page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items.map((review) => review.text)).toEqual(['Review 3', 'Review 2', 'Review 1']);
    expect((await pageOf(host, '?page=3')).items).toEqual([]);
  });

  it('answers a host without listings, and a pending host, with an empty page', async () => {
    for (const hostStatus of ['approved', 'pending', 'rejected'] as const) {
      const host = await signedInAs(app, { role: 'host', hostStatus });
      expect(await pageOf(host)).toEqual({ items: [], page: 1, hasMore: false });
    }
  });

  it('is 401 for a visitor, 403 not_a_host for a guest, 400 for a bad query', async () => {
    const visitor = await list(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'no_authorization', message: expect.any(String) });
    const guest = await list(await signedInAccount(app));
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ code: 'not_a_host', message: expect.any(String) });
    const host = await signedInAs(app, { role: 'host' });
    for (const query of ['?replied=maybe', '?page=0', '?page=x']) {
      const response = await list(host, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});
