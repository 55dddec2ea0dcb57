import type { HostApplication } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, callAuth, createAccount, getUser, refresh, sessionOf } from './helpers/auth';
import { rest, signedInAs } from './helpers/host';
import type { SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/** POST /rest/v1/account/host-application (issue 7): a guest becomes a pending host with their account. */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let admin: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  admin = await signedInAs(app, { role: 'admin' });
});
afterAll(() => app.close());

const apply = async (headers: Record<string, string> | null, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/rest/v1/account/host-application',
    headers: headers ?? { apikey: await apiKey() },
    ...(payload ? { payload } : {}),
  });

const withToken = async (token: string) => ({ apikey: await apiKey(), ...bearer(token) });
const rowOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /rest/v1/account/host-application', () => {
  it('keeps what the applicant wrote for the admin, who reads it with the application', async () => {
    const guest = await createAccount(app, { name: 'writer' });
    const session = await sessionOf(app, guest);
    const intro = 'We rent the garden floor of our brownstone on President Street.\nשבת שלום!';
    const response = await apply(await withToken(session.access_token), { intro: `  ${intro} ` });
    expect(response.statusCode, response.body).toBe(200);
    const listed = (await rest(app, 'GET', '/admin/hosts?status=pending', admin))
      .json<{ items: HostApplication[] }>()
      .items.find((item) => item.id === guest.user.id);
    expect(listed?.intro).toBe(intro);
  });

  it('refuses an introduction too long or with markup, and applies nothing', async () => {
    const guest = await createAccount(app, { name: 'verbose' });
    const session = await sessionOf(app, guest);
    for (const intro of ['x'.repeat(1001), '<script>alert(1)</script>']) {
      const response = await apply(await withToken(session.access_token), { intro });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await rowOf(guest.user.id))?.userMetadata).toEqual({
      full_name: 'Devorah Klein',
      user_type: 'guest',
    });
  });

  it("keeps a host's introduction from sign-up, and none from a guest's", async () => {
    const signUp = async (name: string, data: object) => {
      const email = `${name}-${Date.now()}@example.com`;
      const response = await callAuth(app, 'POST', '/signup', {
        payload: { email, password: 'Challah-on-Kingston-18', data: { full_name: 'Chana Levin', ...data } },
        ip: `10.77.${name.length}.1`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ user: { id: string } }>().user.id;
    };
    const hostId = await signUp('host', { user_type: 'host', host_intro: 'Shabbos meals for 12.' });
    const guestId = await signUp('guest', { user_type: 'guest', host_intro: 'Nothing to see.' });
    expect((await rowOf(hostId))?.userMetadata.host_intro).toBe('Shabbos meals for 12.');
    expect((await rowOf(guestId))?.userMetadata).not.toHaveProperty('host_intro');
    const listed = (await rest(app, 'GET', '/admin/hosts?status=pending', admin))
      .json<{ items: HostApplication[] }>()
      .items.find((item) => item.id === hostId);
    expect(listed?.intro).toBe('Shabbos meals for 12.');
  });

  it('makes a guest a pending host, seen by the admin and in the next session', async () => {
    const guest = await createAccount(app, { name: 'applicant' });
    // A guest for a day first: the application dates from when it was made, not from the sign-up.
    clock.advance(86_400_000);
    const session = await sessionOf(app, guest);

    const response = await apply(await withToken(session.access_token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ hostStatus: 'pending' });

    const row = await rowOf(guest.user.id);
    expect(row?.userMetadata).toEqual({ full_name: 'Devorah Klein', user_type: 'host' });
    expect(row?.appMetadata).toMatchObject({
      provider: 'email',
      host_status: 'pending',
      host_applied_at: '2026-03-02T15:00:00.000Z',
    });

    // The same session goes on (the server reads the account afresh): the host area opens at once.
    expect((await rest(app, 'GET', '/host/reviews', null)).statusCode).toBe(401);
    const hostArea = await app.inject({
      method: 'GET',
      url: '/rest/v1/host/reviews',
      headers: await withToken(session.access_token),
    });
    expect(hostArea.statusCode, hostArea.body).toBe(200);

    // A refreshed session carries the new claims, as the browser asks for at once.
    const refreshed = await refresh(app, session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      user: { user_metadata: { user_type: 'host' }, app_metadata: { host_status: 'pending' } },
    });
    const me = await getUser(app, refreshed.json<{ access_token: string }>().access_token);
    expect(me.json()).toMatchObject({ app_metadata: { host_status: 'pending' } });

    // The admin finds the application among the pending ones.
    const pending = await rest(app, 'GET', '/admin/hosts?status=pending', admin);
    expect(pending.statusCode, pending.body).toBe(200);
    const listed = pending
      .json<{ items: HostApplication[] }>()
      .items.find((item) => item.id === guest.user.id);
    expect(listed).toMatchObject({
      id: guest.user.id,
      email: guest.email,
      status: 'pending',
      appliedAt: '2026-03-02T15:00:00.000Z',
    });
  });

  it('refuses a host with 409 already_host, whatever the status, and changes nothing', async () => {
    const applicant = await createAccount(app, { name: 'twice' });
    const session = await sessionOf(app, applicant);
    expect((await apply(await withToken(session.access_token))).statusCode).toBe(200);
    const before = await rowOf(applicant.user.id);
    clock.advance(60_000);
    const again = await apply(await withToken(session.access_token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_host', message: expect.any(String) });
    expect(await rowOf(applicant.user.id)).toEqual(before);

    for (const hostStatus of ['approved', 'rejected', 'pending'] as const) {
      const host = await signedInAs(app, { role: 'host', hostStatus });
      const response = await apply(await host.headers());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'already_host' });
      expect((await rowOf(host.user.id))?.appMetadata).toMatchObject({ host_status: hostStatus });
    }
  });

  it('answers a visitor 401, and a spent token 403, before anything changes', async () => {
    const visitor = await apply(null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ code: 'no_authorization', message: expect.any(String) });

    const guest = await createAccount(app, { name: 'signedout' });
    const session = await sessionOf(app, guest);
    await callAuth(app, 'POST', '/logout', { headers: bearer(session.access_token) });
    const spent = await apply(await withToken(session.access_token));
    expect(spent.statusCode).toBe(403);
    expect((await rowOf(guest.user.id))?.userMetadata).toMatchObject({ user_type: 'guest' });
  });

  it('is still the only way: PUT /auth/v1/user cannot make a guest a host', async () => {
    const guest = await createAccount(app, { name: 'sneaky' });
    const session = await sessionOf(app, guest);
    const response = await callAuth(app, 'PUT', '/user', {
      headers: bearer(session.access_token),
      payload: { data: { user_type: 'host' } },
    });
    expect(response.statusCode).toBe(400);
    expect((await rowOf(guest.user.id))?.userMetadata).toMatchObject({ user_type: 'guest' });
  });
});
