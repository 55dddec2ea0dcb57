import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../src/db/repositories/outbox';
import { recoveryTokens } from '../src/db/schema';
import {
  ban,
  bearer,
  callAuth,
  createAccount,
  getUser,
  refresh,
  sessionOf,
  uniqueSender,
} from './helpers/auth';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

const ORIGIN = 'http://localhost'; // inject's Host is localhost:80, and URLs drop a default port
const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

function recover(email: string, redirectTo?: string) {
  const query = redirectTo === undefined ? '' : `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return callAuth(app, 'POST', `/recover${query}`, { payload: { email }, ip: uniqueSender().ip });
}

/** The link in the newest mail to `email`. */
async function mailedLink(email: string): Promise<URL> {
  const [mail] = await outboxRepository(app.db).list({ to: email, limit: 1 });
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no recovery link mailed to ${email}`);
  return new URL(link);
}

/** Opens a link as a browser does: no API key, no headers. */
function open(link: URL | string) {
  const url = new URL(link);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** The 303's Location, split into the page and the fragment's parameters. */
function redirectOf(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  const fragment = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
  location.hash = '';
  return { page: location.toString(), fragment, raw: String(response.headers.location) };
}

const expired = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

describe('POST /auth/v1/recover', () => {
  it('mails a recovery link (text and HTML) and answers {}', async () => {
    const account = await createAccount(app);
    const response = await recover(account.email, `${ORIGIN}/reset-password`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});

    const [mail] = await outboxRepository(app.db).list({ to: account.email, limit: 5 });
    expect(mail).toMatchObject({ to: account.email, subject: 'Reset your Orchim password' });
    expect(mail?.text).toContain('Hello Devorah Klein,');
    const link = await mailedLink(account.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${ORIGIN}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(link.toString().replaceAll('&', '&amp;'));
  });

  it('keeps only a hash of the link token', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    const token = (await mailedLink(account.email)).searchParams.get('token') ?? '';
    const [row] = await app.db
      .select()
      .from(recoveryTokens)
      .where(eq(recoveryTokens.userId, account.user.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers an email without an account with 404 user_not_found, "Email not found" (product §8), and mails nothing', async () => {
    const response = await recover('nobody-here@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'user_not_found', message: 'Email not found' });
    expect(await outboxRepository(app.db).list({ to: 'nobody-here@example.com', limit: 1 })).toEqual([]);
  });

  it('links to <origin>/reset-password when no redirect_to is given', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    expect((await mailedLink(account.email)).searchParams.get('redirect_to')).toBe(
      `${ORIGIN}/reset-password`,
    );
  });

  it.each([
    'https://evil.example/reset-password',
    '//evil.example/reset-password',
    'javascript:alert(1)',
    'http://localhost:8080/reset-password',
  ])('never links to another origin (%s): the link goes to <origin>/reset-password', async (redirectTo) => {
    const account = await createAccount(app);
    await recover(account.email, redirectTo);
    expect((await mailedLink(account.email)).searchParams.get('redirect_to')).toBe(
      `${ORIGIN}/reset-password`,
    );
  });
});

describe('GET /auth/v1/verify (the link in the mail)', () => {
  it('redirects (303) to redirect_to with a new session in the fragment, without an API key', async () => {
    const account = await createAccount(app);
    await recover(account.email, `${ORIGIN}/reset-password?lang=fr`);
    const { page, fragment, raw } = redirectOf(await open(await mailedLink(account.email)));
    expect(page).toBe(`${ORIGIN}/reset-password?lang=fr`);
    const now = Math.floor(clock().getTime() / 1000);
    expect(fragment).toEqual({
      access_token: expect.any(String),
      expires_at: String(now + 3600),
      expires_in: '3600',
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'bearer',
      type: 'recovery',
    });
    // GoTrue's order of the fragment's keys.
    expect(raw).toMatch(
      /#access_token=[^&]+&expires_at=\d+&expires_in=3600&refresh_token=[^&]+&token_type=bearer&type=recovery$/,
    );

    const accessToken = fragment.access_token ?? '';
    expect(decodeJwt(accessToken)).toMatchObject({
      sub: account.user.id,
      amr: [{ method: 'otp', timestamp: now }],
    });
    const user = await getUser(app, accessToken);
    expect(user.json()).toMatchObject({ id: account.user.id, last_sign_in_at: clock().toISOString() });
    expect((await refresh(app, fragment.refresh_token ?? '')).statusCode).toBe(200);

    // The recovery session may set the new password at once.
    const changed = await callAuth(app, 'PUT', '/user', {
      payload: { password: 'Kugel-and-cholent-2025' },
      headers: bearer(accessToken),
    });
    expect(changed.statusCode).toBe(200);
  });

  it('works once: the same link again redirects with otp_expired', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    const link = await mailedLink(account.email);
    expect(redirectOf(await open(link)).fragment.access_token).toBeDefined();
    const again = redirectOf(await open(link));
    expect(again.page).toBe(`${ORIGIN}/reset-password`);
    expect(again.fragment).toEqual(expired);
    expect(again.raw).toMatch(
      /#error=access_denied&error_code=otp_expired&error_description=Email\+link\+is\+invalid\+or\+has\+expired$/,
    );
  });

  it('stops working once the password is changed another way', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    const link = await mailedLink(account.email);
    const session = await sessionOf(app, account);
    const changed = await callAuth(app, 'PUT', '/user', {
      payload: { password: 'Remembered-it-after-all-770', current_password: account.password },
      headers: bearer(session.access_token),
    });
    expect(changed.statusCode).toBe(200);
    expect(redirectOf(await open(link)).fragment).toEqual(expired);
  });

  it('expires an hour after the mail', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    const link = await mailedLink(account.email);
    clock.advance(60 * 60_000);
    expect(redirectOf(await open(link)).fragment).toEqual(expired);
  });

  it('honours only the newest mail of a user', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    const older = await mailedLink(account.email);
    clock.advance(1000);
    await recover(account.email);
    const newer = await mailedLink(account.email);
    expect(redirectOf(await open(older)).fragment).toEqual(expired);
    expect(redirectOf(await open(newer)).fragment.type).toBe('recovery');
  });

  it('redirects an unknown token with otp_expired', async () => {
    const { page, fragment } = redirectOf(await open(`${ORIGIN}/auth/v1/verify?token=made-up&type=recovery`));
    expect(page).toBe(`${ORIGIN}/reset-password`);
    expect(fragment).toEqual(expired);
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)'])(
    'refuses to redirect to another origin (%s), even with an edited link',
    async (redirectTo) => {
      const account = await createAccount(app);
      await recover(account.email);
      const link = await mailedLink(account.email);
      link.searchParams.set('redirect_to', redirectTo);
      const { page, fragment } = redirectOf(await open(link));
      expect(page).toBe(`${ORIGIN}/reset-password`);
      expect(fragment.type).toBe('recovery');
    },
  );

  it('redirects a banned user with user_banned and no session', async () => {
    const account = await createAccount(app);
    await recover(account.email);
    await ban(app, account.user.id, 60_000);
    const { fragment } = redirectOf(await open(await mailedLink(account.email)));
    expect(fragment).toEqual({
      error: 'access_denied',
      error_code: 'user_banned',
      error_description: 'User is banned',
    });
  });

  it('answers a link without a token or of another type with 400 validation_failed', async () => {
    expect((await open(`${ORIGIN}/auth/v1/verify?type=recovery`)).json().code).toBe('validation_failed');
    expect((await open(`${ORIGIN}/auth/v1/verify?token=x&type=signup`)).json().code).toBe(
      'validation_failed',
    );
  });
});

describe('the recovery flow with PUBLIC_URL', () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    site = await createTestApp({ publicUrl: 'https://orchim.example' });
  });
  afterAll(() => site.close());

  it('links to and redirects within PUBLIC_URL, whatever Host the request came with', async () => {
    const account = await createAccount(site);
    const response = await site.inject({
      method: 'POST',
      url: `/auth/v1/recover?redirect_to=${encodeURIComponent('http://localhost/reset-password')}`,
      headers: { apikey: await apiKey() },
      payload: { email: account.email },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxRepository(site.db).list({ to: account.email, limit: 1 });
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin).toBe('https://orchim.example');
    expect(link.searchParams.get('redirect_to')).toBe('https://orchim.example/reset-password');
    const opened = await site.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(String(opened.headers.location)).toMatch(
      /^https:\/\/orchim\.example\/reset-password#access_token=/,
    );
  });
});
