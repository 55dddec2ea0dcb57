import type { AdminListing, AdminListingPage, MealListResult, StaySearchResult } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stays } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import { insertMeal, listMeals } from './helpers/meals';
import { getRest, insertStay, mailsTo, searchStays, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/** Issue 7: the admin's listings (every kind), and suspending one takes it off the public site. */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;
let host: SignedInAccount;
const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  admin = await signedInAs(app, { role: 'admin' });
  host = await signedInAs(app, { fullName: 'Rivka Mintz', name: 'rivka' });
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await rest(app, 'GET', `/admin/listings${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminListingPage>();
};
const suspend = (kind: string, id: string, payload: object = { reason: 'Photos are not of this place' }) =>
  rest(app, 'POST', `/admin/listings/${kind}/${id}/suspend`, admin, payload);
const restore = (kind: string, id: string) =>
  rest(app, 'POST', `/admin/listings/${kind}/${id}/restore`, admin);
const searchIds = async (q: string) =>
  (await searchStays(app, { q })).json<StaySearchResult>().items.map((item) => item.id);
const statusOf = async (id: string) =>
  (await app.db.select({ status: stays.status }).from(stays).where(eq(stays.id, id)))[0]?.status;

describe('GET /rest/v1/admin/listings', () => {
  it('lists every kind, newest first, with the host; filters by kind, status and text', async () => {
    const stay = await insertStay(app, host.user, { title: 'Listing probe brownstone' });
    const meal = await insertMeal(app, host.user, { title: 'Listing probe Friday night', status: 'draft' });

    const all = await list('?q=listing%20probe');
    expect(all.total).toBe(2);
    expect(all.hasMore).toBe(false);
    expect(all.items.map((item) => item.id)).toEqual([meal.id, stay.id]);
    expect(all.items[1]).toEqual<AdminListing>({
      kind: 'stays',
      id: stay.id,
      title: 'Listing probe brownstone',
      status: 'published',
      host: { id: host.user.id, email: host.email, fullName: 'Rivka Mintz' },
      createdAt: stay.createdAt.toISOString(),
      updatedAt: stay.updatedAt.toISOString(),
      suspendedReason: null,
    });

    expect((await list('?q=listing%20probe&kind=meals')).items.map((item) => item.id)).toEqual([meal.id]);
    expect((await list('?q=listing%20probe&status=draft')).items.map((item) => item.id)).toEqual([meal.id]);
    expect((await list('?q=listing%20probe&kind=stays&status=draft')).items).toEqual([]);
    // The host's email finds their listings; LIKE's wildcards are taken as they are.
    const byEmail = await list(`?q=${encodeURIComponent(host.email.toUpperCase())}`);
    expect(byEmail.items.map((item) => item.id)).toEqual(expect.arrayContaining([meal.id, stay.id]));
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('pages by 20 with the total', async () => {
    for (let i = 0; i < 21; i += 1) {
      await insertStay(app, host.user, { title: `Paging probe ${i}`, images: 0 });
    }
    const first = await list('?q=paging%20probe');
    expect(first).toMatchObject({ page: 1, hasMore: true, total: 21 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe('Paging probe 20');
    const second = await list('?q=paging%20probe&page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false, total: 21 });
    expect(second.items.map((item) => item.title)).toEqual(['Paging probe 0']);
    expect(await list('?q=paging%20probe&page=3')).toEqual({ items: [], page: 3, hasMore: false, total: 21 });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?kind=houses', '?status=gone', '?page=0', `?q=${'x'.repeat(101)}`]) {
      expectError(await rest(app, 'GET', `/admin/listings${query}`, admin), 400, 'validation_failed');
    }
  });

  it('is for admins only', async () => {
    await expectAdminOnly(app, 'GET', '/admin/listings');
    await expectAdminOnly(app, 'POST', `/admin/listings/stays/${MISSING}/suspend`, { reason: 'x' });
    await expectAdminOnly(app, 'POST', `/admin/listings/stays/${MISSING}/restore`);
  });
});

describe('suspending and restoring a listing', () => {
  it('takes a stay off the search and its page at once, mails the host, and puts it back as it was', async () => {
    const stay = await insertStay(app, host.user, { title: 'Suspension probe on Crown Street' });
    expect(await searchIds('Suspension probe')).toEqual([stay.id]);

    const reason = 'Guests report the photos are of another apartment.';
    const suspended = await suspend('stays', stay.id, { reason });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ id: stay.id, status: 'suspended', suspendedReason: reason });

    // The search's in-memory catalogue sees the change (the triggers of migration 0003).
    expect(await searchIds('Suspension probe')).toEqual([]);
    expect((await getRest(app, `/stays/${stay.id}`)).statusCode).toBe(404);
    expect((await getRest(app, `/stays/${stay.id}/reviews`)).statusCode).toBe(404);
    // The host cannot put it back themselves.
    expectError(
      await rest(app, 'POST', `/host/stays/${stay.id}/publish`, host),
      409,
      'listing_not_publishable',
    );
    expect(await statusOf(stay.id)).toBe('suspended');

    const [mail] = await mailsTo(app, host.email);
    expect(mail?.subject).toBe('Your listing is suspended: Suspension probe on Crown Street');
    expect(mail?.text).toContain('Hello Rivka,');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.text).toContain('https://orchim.example/host/listings');

    const [entry] = await auditRows(app);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      action: 'listing.suspend',
      targetType: 'listing',
      targetId: stay.id,
      targetLabel: 'Suspension probe on Crown Street',
      reason,
    });

    expectError(await suspend('stays', stay.id), 409, 'already_done');

    const restored = await restore('stays', stay.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'published', suspendedReason: null });
    expect(await searchIds('Suspension probe')).toEqual([stay.id]);
    expect((await getRest(app, `/stays/${stay.id}`)).statusCode).toBe(200);
    expect((await auditRows(app))[0]).toMatchObject({
      action: 'listing.restore',
      targetId: stay.id,
      reason: '',
    });
    expect((await mailsTo(app, host.email))[0]?.subject).toBe(
      'Your listing is back: Suspension probe on Crown Street',
    );

    expectError(await restore('stays', stay.id), 409, 'not_suspended');
  });

  it('takes a meal offer off the meals list and its page, and restores a draft as a draft', async () => {
    const meal = await insertMeal(app, host.user, { title: 'Suspension probe Shabbos lunch' });
    const mealIds = async () => (await listMeals(app)).json<MealListResult>().items.map((item) => item.id);
    expect(await mealIds()).toContain(meal.id);

    expect((await suspend('meals', meal.id)).json()).toMatchObject({ kind: 'meals', status: 'suspended' });
    expect(await mealIds()).not.toContain(meal.id);
    expect((await getRest(app, `/meals/${meal.id}`)).statusCode).toBe(404);
    expect((await restore('meals', meal.id)).json()).toMatchObject({ status: 'published' });
    expect(await mealIds()).toContain(meal.id);
    expect((await getRest(app, `/meals/${meal.id}`)).statusCode).toBe(200);

    const draft = await insertMeal(app, host.user, { title: 'Suspension probe draft', status: 'draft' });
    expect((await suspend('meals', draft.id)).statusCode).toBe(200);
    expect((await restore('meals', draft.id)).json()).toMatchObject({ status: 'draft' });
  });

  it('refuses a suspension without a reason, or with markup (400), and changes nothing', async () => {
    const stay = await insertStay(app, host.user, { title: 'Reasonless probe' });
    const logged = (await auditRows(app)).length;
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: '<script>alert(1)</script>' }]) {
      const response = await suspend('stays', stay.id, payload);
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields).toHaveProperty('reason');
    }
    expect(await statusOf(stay.id)).toBe('published');
    expect(await auditRows(app)).toHaveLength(logged);
  });

  it('answers 404 for an unknown listing, or one of another kind; 400 for a bad kind or id', async () => {
    const stay = await insertStay(app, host.user, { title: 'Wrong kind probe' });
    expectError(await suspend('stays', MISSING), 404, 'not_found');
    expectError(await suspend('meals', stay.id), 404, 'not_found');
    expectError(await restore('ohel', MISSING), 404, 'not_found');
    expectError(await suspend('houses', stay.id), 400, 'validation_failed');
    expectError(await suspend('stays', 'not-a-uuid'), 400, 'validation_failed');
    expect(await statusOf(stay.id)).toBe('published');
  });
});
