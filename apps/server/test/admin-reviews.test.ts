import type { AdminReview, AdminReviewPage, ReviewPage, StaySearchResult } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealOffers, reviews, stays } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { getRest, insertStay, searchStays, type SignedInAccount, type StayRow } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/** Issue 7: the admin hides a review; it leaves the listing's page, average and count at once. */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;
let stay: StayRow;
const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin' });
  const host = await signedInAs(app);
  stay = await insertStay(app, host.user, {
    title: 'Moderation probe apartment',
    reviews: [
      { rating: 5, text: 'Lovely and clean', authorName: 'Chaya' },
      { rating: 1, text: 'Rude and dirty, a scam', authorName: 'Troll' },
      { rating: 4, text: 'Close to 770', authorName: 'Mendel' },
    ],
  });
});
afterAll(() => app.close());

const adminList = async (query = '') => {
  const response = await rest(app, 'GET', `/admin/reviews${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminReviewPage>();
};
const reviewOf = async (authorName: string) => {
  const [row] = await app.db.select().from(reviews).where(eq(reviews.authorName, authorName));
  if (!row) throw new Error(`no review by ${authorName}`);
  return row;
};
const publicPage = async () => (await getRest(app, `/stays/${stay.id}/reviews`)).json<ReviewPage>();
const stayRow = async () => (await app.db.select().from(stays).where(eq(stays.id, stay.id)))[0];

describe('GET /rest/v1/admin/reviews', () => {
  it('lists reviews newest first with their listing and author, and searches text, author and title', async () => {
    const page = await adminList('?q=moderation%20probe');
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.authorName)).toEqual(['Mendel', 'Troll', 'Chaya']);
    const troll = await reviewOf('Troll');
    expect(page.items[1]).toEqual<AdminReview>({
      id: troll.id,
      authorName: 'Troll',
      rating: 1,
      text: 'Rude and dirty, a scam',
      createdAt: troll.createdAt.toISOString(),
      verified: true,
      hostReply: null,
      hostRepliedAt: null,
      hidden: false,
      listing: { kind: 'stays', id: stay.id, title: 'Moderation probe apartment' },
      authorEmail: expect.stringContaining('@example.com') as string,
    });
    expect((await adminList('?q=SCAM')).items.map((item) => item.id)).toEqual([troll.id]);
    expect((await adminList('?q=chaya')).items.map((item) => item.authorName)).toEqual(['Chaya']);
    expectError(await rest(app, 'GET', '/admin/reviews?hidden=maybe', admin), 400, 'validation_failed');
  });

  it('is for admins only', async () => {
    await expectAdminOnly(app, 'GET', '/admin/reviews');
    await expectAdminOnly(app, 'POST', `/admin/reviews/${MISSING}/hide`, {});
    await expectAdminOnly(app, 'POST', `/admin/reviews/${MISSING}/restore`, {});
  });
});

describe('hiding and restoring a review', () => {
  it('drops it from the public page, the average, the count and the search, and brings it back', async () => {
    expect(await publicPage()).toMatchObject({ count: 3, average: 3.33 });
    const troll = await reviewOf('Troll');

    const hidden = await rest(app, 'POST', `/admin/reviews/${troll.id}/hide`, admin, { reason: 'Abusive' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: troll.id, hidden: true });

    const page = await publicPage();
    expect(page).toMatchObject({ count: 2, average: 4.5 });
    expect(page.items.map((item) => item.id)).not.toContain(troll.id);
    expect(await stayRow()).toMatchObject({ reviewCount: 2, ratingAverage: 4.5 });
    const found = (await searchStays(app, { q: 'Moderation probe' })).json<StaySearchResult>().items;
    expect(found[0]).toMatchObject({ id: stay.id, reviewCount: 2, ratingAverage: 4.5 });
    expect((await adminList('?hidden=true')).items.map((item) => item.id)).toEqual([troll.id]);
    expect((await adminList('?hidden=false&q=moderation')).items.map((item) => item.id)).not.toContain(
      troll.id,
    );
    expect((await auditRows(app))[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'review.hide',
      targetType: 'review',
      targetId: troll.id,
      targetLabel: 'Troll on Moderation probe apartment',
      reason: 'Abusive',
    });

    expectError(await rest(app, 'POST', `/admin/reviews/${troll.id}/hide`, admin, {}), 409, 'already_done');

    const shown = await rest(app, 'POST', `/admin/reviews/${troll.id}/restore`, admin, {});
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ hidden: false });
    expect(await publicPage()).toMatchObject({ count: 3, average: 3.33 });
    expect((await auditRows(app))[0]).toMatchObject({ action: 'review.restore', targetId: troll.id });
    expectError(
      await rest(app, 'POST', `/admin/reviews/${troll.id}/restore`, admin, {}),
      409,
      'not_suspended',
    );
  });

  it('recounts a meal offer too', async () => {
    const host = await signedInAs(app);
    const meal = await insertMeal(app, host.user, {
      title: 'Moderated meal',
      reviews: [
        { rating: 5, authorName: 'Good guest' },
        { rating: 2, authorName: 'Grumpy guest' },
      ],
    });
    const grumpy = await reviewOf('Grumpy guest');
    expect((await rest(app, 'POST', `/admin/reviews/${grumpy.id}/hide`, admin, {})).json()).toMatchObject({
      listing: { kind: 'meals', id: meal.id, title: 'Moderated meal' },
      hidden: true,
    });
    const [row] = await app.db.select().from(mealOffers).where(eq(mealOffers.id, meal.id));
    expect(row).toMatchObject({ reviewCount: 1, ratingAverage: 5 });
    const page = (await getRest(app, `/meals/${meal.id}/reviews`)).json<ReviewPage>();
    expect(page).toMatchObject({ count: 1, average: 5 });
    expect(page.items.map((item) => item.authorName)).toEqual(['Good guest']);
  });

  it('answers 404 for an unknown review and 400 for a bad id or reason, changing nothing', async () => {
    expectError(await rest(app, 'POST', `/admin/reviews/${MISSING}/hide`, admin, {}), 404, 'not_found');
    expectError(await rest(app, 'POST', `/admin/reviews/${MISSING}/restore`, admin, {}), 404, 'not_found');
    expectError(await rest(app, 'POST', '/admin/reviews/nope/hide', admin, {}), 400, 'validation_failed');
    const chaya = await reviewOf('Chaya');
    const logged = (await auditRows(app)).length;
    const bad = await rest(app, 'POST', `/admin/reviews/${chaya.id}/hide`, admin, {
      reason: 'x'.repeat(501),
    });
    expectError(bad, 400, 'validation_failed');
    expect((await reviewOf('Chaya')).hiddenAt).toBeNull();
    expect(await auditRows(app)).toHaveLength(logged);
  });
});
