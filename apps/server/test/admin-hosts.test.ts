import type { HostApplication, HostStay } from '@orchim/shared';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  callAuth,
  createAccount,
  getUser,
  PASSWORD,
  refresh,
  sessionOf,
  uniqueSender,
} from './helpers/auth';
import { addPhoto, rest, signedInAs, STAY_STEPS } from './helpers/host';
import { mailsTo, type SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';
import { auditRows, expectError } from './helpers/admin';
import { usersRepository } from '../src/db/repositories/users';

const clock = testClock('2026-11-23T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock, publicUrl: 'https://orchim.example' });
  admin = await signedInAs(app, { role: 'admin' });
});
afterAll(() => app.close());

/** A decision; a rejection says why unless the test gives its own reason. */
const decide = (
  id: string,
  status: string,
  account = admin,
  reason = status === 'rejected' ? 'Too far' : '',
) => rest(app, 'POST', `/admin/hosts/${id}/status`, account, { status, reason });

/** A stay of `account` with every required step and a photo: only the approval is missing. */
async function completeDraft(account: SignedInAccount): Promise<string> {
  const created = await rest(app, 'POST', '/host/stays', account, STAY_STEPS.basics);
  const { id } = created.json<HostStay>();
  for (const step of ['location', 'rooms', 'pricing'] as const) {
    expect((await rest(app, 'PUT', `/host/stays/${id}/${step}`, account, STAY_STEPS[step])).statusCode).toBe(
      200,
    );
  }
  await addPhoto(app, 'stays', id);
  return id;
}

describe('GET /rest/v1/admin/hosts', () => {
  it('lists host accounts with their status, newest first, optionally of one status; guests are not hosts', async () => {
    const pending = await signedInAs(app, { hostStatus: 'pending', fullName: 'Chaya Gold' });
    clock.advance(60_000);
    const approved = await signedInAs(app, { fullName: 'Rivka Mintz' });
    clock.advance(60_000);
    const rejected = await signedInAs(app, { hostStatus: 'rejected', fullName: 'Dovid Katz' });
    const guest = await signedInAs(app, { role: 'guest' });

    const all = await rest(app, 'GET', '/admin/hosts', admin);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json<{ items: HostApplication[] }>().items;
    expect(items.map((item) => item.id)).toEqual([rejected.user.id, approved.user.id, pending.user.id]);
    expect(items.map((item) => item.id)).not.toContain(guest.user.id);
    expect(items[2]).toEqual({
      id: pending.user.id,
      email: pending.email,
      fullName: 'Chaya Gold',
      phone: '',
      intro: '',
      status: 'pending',
      appliedAt: pending.user.createdAt.toISOString(),
      reason: null,
    });
    expect(items.map((item) => item.status)).toEqual(['rejected', 'approved', 'pending']);

    const onlyPending = await rest(app, 'GET', '/admin/hosts?status=pending', admin);
    expect(onlyPending.json<{ items: HostApplication[] }>().items.map((item) => item.id)).toEqual([
      pending.user.id,
    ]);
    expect((await rest(app, 'GET', '/admin/hosts?status=maybe', admin)).statusCode).toBe(400);
  });

  it('shows what the applicant wrote on the host sign-up form: their name and phone', async () => {
    const { email, ip } = uniqueSender('applicant');
    const signUp = await callAuth(app, 'POST', '/signup', {
      ip,
      payload: {
        email,
        password: PASSWORD,
        data: { full_name: 'שרה לוין', user_type: 'host', phone: '+1 347 555 0142' },
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const pending = await rest(app, 'GET', '/admin/hosts?status=pending', admin);
    const listed = pending.json<{ items: HostApplication[] }>().items.find((item) => item.email === email);
    expect(listed).toMatchObject({ fullName: 'שרה לוין', phone: '+1 347 555 0142', status: 'pending' });
  });

  it('is for admins only: 403 not_admin for a host or a guest, 401 signed out', async () => {
    for (const account of [await signedInAs(app), await signedInAs(app, { role: 'guest' })]) {
      const list = await rest(app, 'GET', '/admin/hosts', account);
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('not_admin');
      expect((await decide(account.user.id, 'approved', account)).statusCode).toBe(403);
    }
    expect((await rest(app, 'GET', '/admin/hosts', null)).statusCode).toBe(401);
    const pending = await signedInAs(app, { hostStatus: 'pending' });
    expect(
      (await rest(app, 'POST', `/admin/hosts/${pending.user.id}/status`, null, { status: 'approved' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /rest/v1/admin/hosts/{id}/status', () => {
  it('approves a pending host, who is mailed and may then publish', async () => {
    const pending = await signedInAs(app, { hostStatus: 'pending', fullName: 'Chaya Gold' });
    const stayId = await completeDraft(pending);
    const early = await rest(app, 'POST', `/host/stays/${stayId}/publish`, pending);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('host_not_approved');
    expect((await rest(app, 'GET', `/host/stays/${stayId}`, pending)).json<HostStay>().missing).toEqual([
      'approval',
    ]);

    const response = await decide(pending.user.id, 'approved');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: pending.user.id,
      status: 'approved',
      fullName: 'Chaya Gold',
    });

    const [mail] = await mailsTo(app, pending.email);
    expect(mail?.subject).toBe('Your Orchim host account is approved');
    expect(mail?.text).toContain('Hello Chaya,');
    expect(mail?.text).toContain('https://orchim.example/host/listings');

    // With a fresh token (a refreshed session), as the browser will have.
    expect((await rest(app, 'GET', `/host/stays/${stayId}`, pending)).json<HostStay>().missing).toEqual([]);
    const published = await rest(app, 'POST', `/host/stays/${stayId}/publish`, pending);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published' });
  });

  it('rejects with a reason: the host is told why, and cannot publish', async () => {
    const pending = await signedInAs(app, { hostStatus: 'pending', fullName: 'Dovid Katz' });
    const stayId = await completeDraft(pending);
    const reason = 'The address is outside Crown Heights and Cambria Heights.';
    const response = await decide(pending.user.id, 'rejected', admin, reason);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason });
    const [mail] = await mailsTo(app, pending.email);
    expect(mail?.subject).toBe('Your Orchim host application');
    expect(mail?.text).toContain('not able to approve your application');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    const stored = await usersRepository(app.db).findById(pending.user.id);
    expect(stored?.appMetadata).toMatchObject({ host_status: 'rejected', host_status_reason: reason });
    const [entry] = await auditRows(app);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      action: 'host.reject',
      targetType: 'user',
      targetId: pending.user.id,
      targetLabel: pending.email,
      reason,
    });
    // The list shows the reason too.
    const listed = (await rest(app, 'GET', '/admin/hosts?status=rejected', admin)).json<{
      items: HostApplication[];
    }>();
    expect(listed.items.find((item) => item.id === pending.user.id)?.reason).toBe(reason);
    const refused = await rest(app, 'POST', `/host/stays/${stayId}/publish`, pending);
    expect(refused.json().code).toBe('host_not_approved');
    // A rejected host keeps their drafts.
    expect((await rest(app, 'GET', `/host/stays/${stayId}`, pending)).statusCode).toBe(200);
  });

  it('carries the new status in /auth/v1/user at once, and in the session from its next refresh', async () => {
    const account = await createAccount(app, {
      userType: 'host',
      appMetadata: { provider: 'email', host_status: 'pending' },
    });
    const session = await sessionOf(app, account);
    expect((await decide(account.user.id, 'approved')).statusCode).toBe(200);

    // The access token already issued still says pending: its claims were signed at sign-in...
    expect(decodeJwt(session.access_token).app_metadata).toMatchObject({ host_status: 'pending' });
    // ...but the server reads the account afresh, so the host may already publish, and /user says so.
    const user = await getUser(app, session.access_token);
    expect(user.json().app_metadata).toMatchObject({ host_status: 'approved' });
    const listings = await app.inject({
      method: 'GET',
      url: '/rest/v1/host/listings',
      headers: { apikey: await apiKey(), ...bearer(session.access_token) },
    });
    expect(listings.statusCode).toBe(200);

    const refreshed = await refresh(app, session.refresh_token);
    const next = refreshed.json<{ access_token: string; user: { app_metadata: Record<string, unknown> } }>();
    expect(next.user.app_metadata).toMatchObject({ host_status: 'approved' });
    expect(decodeJwt(next.access_token).app_metadata).toMatchObject({ host_status: 'approved' });
  });

  it('refuses a rejection without a reason (400, nothing changes, nothing recorded)', async () => {
    const pending = await signedInAs(app, { hostStatus: 'pending' });
    const logged = (await auditRows(app)).length;
    for (const reason of ['', '   ']) {
      const response = await decide(pending.user.id, 'rejected', admin, reason);
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields).toHaveProperty('reason');
    }
    expect((await usersRepository(app.db).findById(pending.user.id))?.appMetadata.host_status).toBe(
      'pending',
    );
    expect(await auditRows(app)).toHaveLength(logged);
    expect(await mailsTo(app, pending.email)).toEqual([]);
  });

  it('approves a rejected host with a note: the old reason goes, the note is mailed and kept', async () => {
    const rejected = await signedInAs(app, { hostStatus: 'pending', fullName: 'Mushka Levin' });
    expect((await decide(rejected.user.id, 'rejected', admin, 'No photos yet')).statusCode).toBe(200);
    const approved = await decide(rejected.user.id, 'approved', admin, 'Thanks for the new photos');
    expect(approved.json()).toMatchObject({ status: 'approved', reason: 'Thanks for the new photos' });
    const [mail] = await mailsTo(app, rejected.email);
    expect(mail?.text).toContain('A note from our team: Thanks for the new photos');
    // Without a note, nothing is kept: no stale reason from the rejection.
    expect((await decide(rejected.user.id, 'approved')).json().reason).toBeNull();
    const stored = await usersRepository(app.db).findById(rejected.user.id);
    expect(stored?.appMetadata).not.toHaveProperty('host_status_reason');
    expect((await auditRows(app)).slice(0, 3).map((row) => row.action)).toEqual([
      'host.approve',
      'host.approve',
      'host.reject',
    ]);
  });

  it('answers 404 for an id that is not a host’s, and 400 for anything but approved or rejected', async () => {
    const guest = await signedInAs(app, { role: 'guest' });
    expect((await decide(guest.user.id, 'approved')).statusCode).toBe(404);
    expect((await decide('4b5ff0bb-2f7b-4a0e-9a64-5d1f7e0b6c11', 'approved')).statusCode).toBe(404);
    const pending = await signedInAs(app, { hostStatus: 'pending' });
    const wrong = await decide(pending.user.id, 'pending');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('status');
    expect((await decide('not-a-uuid', 'approved')).statusCode).toBe(400);
    // A guest's account stays a guest's.
    const listings = await rest(app, 'GET', '/host/listings', guest);
    expect(listings.statusCode).toBe(403);
  });
});
