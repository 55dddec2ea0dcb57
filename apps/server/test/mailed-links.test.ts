import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { callAuth, createAccount, uniqueSender } from './helpers/auth';
import { createFakeWebDist } from './helpers/fake-web-dist';
import { signedInAs } from './helpers/host';
import { bookingRequest, insertStay, mailsTo, signedInAccount } from './helpers/stays';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/**
 * Every link the server gives away (mails, the recovery link's redirect, a token's issuer, a page's
 * canonical address) is on the configured origin: PUBLIC_URL, else the address the server listens on.
 * Issue 20: started without PUBLIC_URL, a recovery request with `Host: attacker.example` mailed the victim
 * a real recovery link on attacker.example. Decision 023.
 */
const ATTACKER = 'attacker.example';

const FORGED: Record<string, Record<string, string>> = {
  'a forged Host': { host: ATTACKER },
  'a forged X-Forwarded-Host': { 'x-forwarded-host': ATTACKER, 'x-forwarded-proto': 'https' },
  'a forged Host and X-Forwarded-Host': {
    host: ATTACKER,
    'x-forwarded-host': `${ATTACKER}:8443`,
    'x-forwarded-proto': 'https',
  },
};
const forgeries = Object.entries(FORGED);

const SETUPS: { name: string; options: Partial<Config>; origin: string }[] = [
  { name: 'without PUBLIC_URL', options: { port: 8080 }, origin: 'http://localhost:8080' },
  {
    name: 'without PUBLIC_URL, with TRUST_PROXY',
    options: { port: 8080, trustProxy: true },
    origin: 'http://localhost:8080',
  },
  {
    name: 'with PUBLIC_URL',
    options: { publicUrl: 'https://orchim.example' },
    origin: 'https://orchim.example',
  },
  {
    name: 'with PUBLIC_URL and TRUST_PROXY',
    options: { publicUrl: 'https://orchim.example', trustProxy: true },
    origin: 'https://orchim.example',
  },
];

/** Every http(s) address in a text. */
const linksIn = (text: string) => text.match(/https?:\/\/[^\s"<>]+/g) ?? [];

/** The recovery link in the newest mail to `email`. */
async function recoveryLink(app: FastifyInstance, email: string): Promise<URL> {
  const [mail] = await mailsTo(app, email);
  const link = linksIn(mail?.text ?? '').find((url) => url.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no recovery link mailed to ${email}`);
  return new URL(link);
}

// Today in New York is 2026-03-01: the stay's default nights (15 to 18 March) are ahead.
const clock = testClock('2026-03-01T15:00:00Z');

describe.each(SETUPS)('$name', ({ options, origin }) => {
  let app: FastifyInstance;
  let dist: Awaited<ReturnType<typeof createFakeWebDist>>;
  beforeAll(async () => {
    dist = await createFakeWebDist();
    app = await createTestApp({ ...options, clock, webDist: dist.root });
  });
  afterAll(async () => {
    await app.close();
    await dist.remove();
  });

  it('mails the recovery link on the configured origin', async () => {
    const account = await createAccount(app);
    const plain = await callAuth(app, 'POST', '/recover', {
      payload: { email: account.email },
      ip: uniqueSender().ip,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const link = await recoveryLink(app, account.email);
    expect(link.origin).toBe(origin);
    expect(link.searchParams.get('redirect_to')).toBe(`${origin}/reset-password`);
  });

  it.each(forgeries)('mails the recovery link on the configured origin despite %s', async (_, forged) => {
    const account = await createAccount(app);
    const response = await callAuth(app, 'POST', `/recover?redirect_to=https://${ATTACKER}/reset-password`, {
      payload: { email: account.email },
      headers: forged,
      ip: uniqueSender().ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(app, account.email);
    const link = await recoveryLink(app, account.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${origin}/auth/v1/verify`);
    expect(link.searchParams.get('redirect_to')).toBe(`${origin}/reset-password`);
    expect(`${mail?.text}${mail?.html}`).not.toContain(ATTACKER);
  });

  it.each(forgeries)(
    'opens the recovery link (with %s) only onto the configured origin, whatever redirect_to says',
    async (_, forged) => {
      const account = await createAccount(app);
      await callAuth(app, 'POST', '/recover', { payload: { email: account.email }, ip: uniqueSender().ip });
      const link = await recoveryLink(app, account.email);
      // The link edited to send its session to the forged origin, and opened through it.
      link.searchParams.set('redirect_to', `https://${ATTACKER}/reset-password`);
      const opened = await app.inject({
        method: 'GET',
        url: `${link.pathname}${link.search}`,
        headers: forged,
      });
      expect(opened.statusCode).toBe(303);
      const location = new URL(String(opened.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${origin}/reset-password`);
      expect(location.hash).toContain('access_token=');
    },
  );

  it.each(forgeries)('signs tokens with the configured issuer despite %s', async (_, forged) => {
    const account = await createAccount(app);
    const response = await callAuth(app, 'POST', '/token?grant_type=password', {
      payload: { email: account.email, password: account.password },
      headers: forged,
      ip: uniqueSender().ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(decodeJwt(response.json<{ access_token: string }>().access_token).iss).toBe(`${origin}/auth/v1`);
  });

  it.each(forgeries)('links the booking mails to the configured origin despite %s', async (_, forged) => {
    const host = await signedInAccount(app, { name: 'host', fullName: 'Rivka Mintz', userType: 'host' });
    const stay = await insertStay(app, host.user);
    const guest = await signedInAccount(app, { fullName: 'Mendel Goldberg' });
    const booked = await app.inject({
      method: 'POST',
      url: '/rest/v1/bookings',
      headers: { ...(await guest.headers()), ...forged },
      payload: bookingRequest(stay.id),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: string }>().id;

    const [toGuest] = await mailsTo(app, guest.email);
    const [toHost] = await mailsTo(app, host.email);
    expect(linksIn(toGuest?.text ?? '')).toEqual([`${origin}/bookings/${id}`]);
    expect(linksIn(toHost?.text ?? '')).toEqual([`${origin}/host/bookings`]);
    for (const mail of [toGuest, toHost]) expect(`${mail?.text}${mail?.html}`).not.toContain(ATTACKER);
  });

  it.each(forgeries)(
    'links the host-decision mail to the configured origin despite %s',
    async (_, forged) => {
      const admin = await signedInAs(app, { role: 'admin' });
      const pending = await signedInAs(app, { hostStatus: 'pending', fullName: 'Chaya Gold' });
      const decided = await app.inject({
        method: 'POST',
        url: `/rest/v1/admin/hosts/${pending.user.id}/status`,
        headers: { ...(await admin.headers()), ...forged },
        payload: { status: 'approved', reason: '' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const [mail] = await mailsTo(app, pending.email);
      expect(mail?.subject).toBe('Your Orchim host account is approved');
      expect(linksIn(mail?.text ?? '')).toEqual([`${origin}/host/listings`]);
      expect(`${mail?.text}${mail?.html}`).not.toContain(ATTACKER);
    },
  );

  it.each(forgeries)(
    "gives a listing's page its canonical address on the configured origin despite %s",
    async (_, forged) => {
      const host = await signedInAccount(app, { name: 'host', userType: 'host' });
      const stay = await insertStay(app, host.user);
      const page = await app.inject({
        method: 'GET',
        url: `/stays/${stay.id}`,
        headers: { accept: 'text/html', ...forged },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${origin}/stays/${stay.id}" />`);
      expect(page.body).toContain(`<meta property="og:url" content="${origin}/stays/${stay.id}" />`);
      expect(page.body).not.toContain(ATTACKER);
    },
  );
});

describe('a server listening on port 0', () => {
  it('links to the port it got, on localhost', async () => {
    const app = await createTestApp();
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const account = await createAccount(app);
      const response = await app.inject({
        method: 'POST',
        url: '/auth/v1/recover',
        headers: { apikey: await apiKey(), host: ATTACKER },
        payload: { email: account.email },
        remoteAddress: uniqueSender().ip,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await recoveryLink(app, account.email)).origin).toBe(`http://localhost:${port}`);
    } finally {
      await app.close();
    }
  });
});
