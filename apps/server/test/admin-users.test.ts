import type { AdminUserDetail, AdminUserPage } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, sessions, users } from '../src/db/schema';
import { auditRows, expectAdminOnly, expectError } from './helpers/admin';
import { bearer, createAccount, getUser, refresh, sessionOf, signIn } from './helpers/auth';
import { rest, signedInAs } from './helpers/host';
import { book, bookingRequest, insertStay, type SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/** Issue 7: accounts in the admin area: lists, detail, disabling, and the admin role. */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;
const MISSING = '4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11';

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin', fullName: 'Mendel Raskin', name: 'boss' });
});
afterAll(() => app.close());

const post = (path: string, payload: object = {}, account = admin) =>
  rest(app, 'POST', path, account, payload);
const list = async (query: string) => {
  const response = await rest(app, 'GET', `/admin/users${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUserPage>();
};
const sessionCount = async (userId: string) =>
  (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('GET /rest/v1/admin/users', () => {
  it('lists accounts newest first, by role, disabled or not, and by email or name', async () => {
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Zlata Userprobe' });
    clock.advance(1000);
    const host = await signedInAs(app, { fullName: 'Berel Userprobe', hostStatus: 'pending' });

    const found = await list('?q=userprobe');
    expect(found.total).toBe(2);
    expect(found.items).toEqual([
      {
        id: host.user.id,
        email: host.email,
        fullName: 'Berel Userprobe',
        userType: 'host',
        hostStatus: 'pending',
        isAdmin: false,
        disabled: false,
        createdAt: host.user.createdAt.toISOString(),
        lastSignInAt: null,
      },
      expect.objectContaining({ id: guest.user.id, userType: 'guest', hostStatus: null, isAdmin: false }),
    ]);
    expect((await list('?q=userprobe&role=host')).items.map((item) => item.id)).toEqual([host.user.id]);
    expect((await list('?q=userprobe&role=guest')).items.map((item) => item.id)).toEqual([guest.user.id]);
    expect((await list('?role=admin')).items.map((item) => item.id)).toEqual([admin.user.id]);
    expect((await list(`?q=${encodeURIComponent(guest.email)}`)).items.map((item) => item.id)).toEqual([
      guest.user.id,
    ]);
    expect((await list('?q=userprobe&disabled=true')).items).toEqual([]);
    expect((await list('?q=userprobe&disabled=false')).total).toBe(2);
    expectError(await rest(app, 'GET', '/admin/users?role=owner', admin), 400, 'validation_failed');
  });

  it('is for admins only', async () => {
    await expectAdminOnly(app, 'GET', '/admin/users');
    await expectAdminOnly(app, 'GET', `/admin/users/${MISSING}`);
    await expectAdminOnly(app, 'POST', `/admin/users/${MISSING}/disable`, {});
    await expectAdminOnly(app, 'POST', `/admin/users/${MISSING}/enable`, {});
    await expectAdminOnly(app, 'POST', `/admin/users/${MISSING}/admin`, { admin: true });
  });
});

describe('GET /rest/v1/admin/users/{id}', () => {
  it('shows the account with its bookings, listings, reviews and the host decision’s reason', async () => {
    const host = await signedInAs(app, { fullName: 'Rivka Detail' });
    const stay = await insertStay(app, host.user, { title: 'Detail probe' });
    await insertStay(app, host.user, { title: 'Detail probe two', status: 'draft' });
    const guest = await signedInAs(app, { role: 'guest', fullName: 'Sarah Detail' });
    const booked = await book(app, guest, bookingRequest(stay.id));
    expect(booked.statusCode).toBe(201);
    await app.db.insert(reviews).values({
      stayId: stay.id,
      authorId: guest.user.id,
      bookingId: booked.json<{ id: string }>().id,
      authorName: 'Sarah D.',
      rating: 5,
      text: 'Great',
    });
    await app.db
      .update(users)
      .set({ userMetadata: { ...guest.user.userMetadata, phone: '+1 718 555 0101' } })
      .where(eq(users.id, guest.user.id));

    const detail = await rest(app, 'GET', `/admin/users/${guest.user.id}`, admin);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject<Partial<AdminUserDetail>>({
      id: guest.user.id,
      fullName: 'Sarah Detail',
      phone: '+1 718 555 0101',
      bookings: 1,
      listings: 0,
      reviews: 1,
      hostStatusReason: null,
    });
    expect((await rest(app, 'GET', `/admin/users/${host.user.id}`, admin)).json()).toMatchObject({
      userType: 'host',
      hostStatus: 'approved',
      listings: 2,
      bookings: 0,
    });

    const applicant = await signedInAs(app, { hostStatus: 'pending' });
    await post(`/admin/hosts/${applicant.user.id}/status`, { status: 'rejected', reason: 'No address yet' });
    expect((await rest(app, 'GET', `/admin/users/${applicant.user.id}`, admin)).json()).toMatchObject({
      hostStatus: 'rejected',
      hostStatusReason: 'No address yet',
    });

    expectError(await rest(app, 'GET', `/admin/users/${MISSING}`, admin), 404, 'not_found');
    expectError(await rest(app, 'GET', '/admin/users/42', admin), 400, 'validation_failed');
  });
});

describe('disabling and enabling an account', () => {
  it('ends every session at once and refuses sign-in, until enabled again', async () => {
    const account = await createAccount(app, { name: 'disabled' });
    const first = await sessionOf(app, account);
    const second = await sessionOf(app, account);
    expect((await getUser(app, first.access_token)).statusCode).toBe(200);

    const disabled = await post(`/admin/users/${account.user.id}/disable`, { reason: 'Fraudulent bookings' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: account.user.id, disabled: true });
    expect(await sessionCount(account.user.id)).toBe(0);

    // The tokens already issued are refused, on /auth and on /rest.
    for (const session of [first, second]) {
      expect((await getUser(app, session.access_token)).statusCode).toBe(403);
      const mine = await app.inject({
        method: 'GET',
        url: '/rest/v1/bookings',
        headers: { apikey: await apiKey(), ...bearer(session.access_token) },
      });
      expect(mine.statusCode).toBe(403);
      expect((await refresh(app, session.refresh_token)).statusCode).toBeGreaterThanOrEqual(400);
    }
    const refused = await signIn(app, account.email, account.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'user_banned', message: 'User is banned' });

    expect((await auditRows(app))[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      action: 'user.disable',
      targetType: 'user',
      targetId: account.user.id,
      targetLabel: account.email,
      reason: 'Fraudulent bookings',
    });
    expect((await list('?disabled=true')).items.map((item) => item.id)).toContain(account.user.id);
    expectError(await post(`/admin/users/${account.user.id}/disable`), 409, 'already_done');

    const enabled = await post(`/admin/users/${account.user.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
    expect((await auditRows(app))[0]).toMatchObject({ action: 'user.enable', targetId: account.user.id });
    expectError(await post(`/admin/users/${account.user.id}/enable`), 409, 'not_suspended');
  });

  it('will not let an admin disable themselves (409), and answers 404 and 400', async () => {
    const logged = (await auditRows(app)).length;
    expectError(await post(`/admin/users/${admin.user.id}/disable`), 409, 'admin_self_change');
    expect((await rest(app, 'GET', '/admin/users?role=admin', admin)).statusCode).toBe(200);
    expectError(await post(`/admin/users/${MISSING}/disable`), 404, 'not_found');
    expectError(await post(`/admin/users/${MISSING}/enable`), 404, 'not_found');
    const guest = await signedInAs(app, { role: 'guest' });
    expectError(
      await post(`/admin/users/${guest.user.id}/disable`, { reason: 'x'.repeat(501) }),
      400,
      'validation_failed',
    );
    expect((await rest(app, 'GET', `/admin/users/${guest.user.id}`, admin)).json().disabled).toBe(false);
    expect(await auditRows(app)).toHaveLength(logged);
  });
});

describe('POST /rest/v1/admin/users/{id}/admin', () => {
  it('grants the admin role, which works from the next request, and removes it', async () => {
    const helper = await signedInAs(app, { role: 'guest', fullName: 'Levi Helper' });
    expectError(await rest(app, 'GET', '/admin/overview', helper), 403, 'not_admin');

    const granted = await post(`/admin/users/${helper.user.id}/admin`, { admin: true });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ isAdmin: true, userType: 'guest' });
    expect((await rest(app, 'GET', '/admin/overview', helper)).statusCode).toBe(200);
    expect((await auditRows(app))[0]).toMatchObject({ action: 'user.grant_admin', targetId: helper.user.id });
    expectError(await post(`/admin/users/${helper.user.id}/admin`, { admin: true }), 409, 'already_done');

    // The new admin may take the role from the first one, but not from themselves.
    expectError(
      await post(`/admin/users/${helper.user.id}/admin`, { admin: false }, helper),
      409,
      'admin_self_change',
    );
    const revoked = await post(`/admin/users/${helper.user.id}/admin`, { admin: false });
    expect(revoked.json()).toMatchObject({ isAdmin: false });
    const [row] = await app.db.select().from(users).where(eq(users.id, helper.user.id));
    expect(row?.appMetadata).toMatchObject({ provider: 'email', roles: [] });
    expectError(await rest(app, 'GET', '/admin/overview', helper), 403, 'not_admin');
    expect((await auditRows(app))[0]).toMatchObject({
      action: 'user.revoke_admin',
      actorId: admin.user.id,
      targetLabel: helper.email,
    });
    expectError(await post(`/admin/users/${helper.user.id}/admin`, { admin: false }), 409, 'already_done');
  });

  it('refuses a bad body (400) and an unknown id (404)', async () => {
    const guest = await signedInAs(app, { role: 'guest' });
    expectError(
      await post(`/admin/users/${guest.user.id}/admin`, { admin: 'yes' }),
      400,
      'validation_failed',
    );
    expectError(await post(`/admin/users/${guest.user.id}/admin`, {}), 400, 'validation_failed');
    expectError(await post(`/admin/users/${MISSING}/admin`, { admin: true }), 404, 'not_found');
    expect((await rest(app, 'GET', `/admin/users/${guest.user.id}`, admin)).json().isAdmin).toBe(false);
  });
});
