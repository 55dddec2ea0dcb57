import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import { ban, callAuth, createAccount, getUser, refresh, sessionOf } from './helpers/auth';
import { createTestApp, testClock } from './helpers/test-app';

const clock = testClock('2025-03-02T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const GRACE_MS = 10_000;
const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).session_id;

async function signedIn() {
  const account = await createAccount(app);
  return { account, session: await sessionOf(app, account) };
}

async function refreshed(refreshToken: string) {
  const response = await refresh(app, refreshToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string; refresh_token: string }>();
}

describe('POST /auth/v1/token?grant_type=refresh_token', () => {
  it('rotates: a new refresh token and access token in the same session, no bearer needed', async () => {
    const { account, session } = await signedIn();
    clock.advance(30 * 60_000);
    const next = await refreshed(session.refresh_token);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(sessionIdOf(next.access_token)).toBe(sessionIdOf(session.access_token));
    expect(decodeJwt(next.access_token)).toMatchObject({
      sub: account.user.id,
      iat: Math.floor(clock().getTime() / 1000),
      amr: [{ method: 'password', timestamp: Math.floor(clock().getTime() / 1000) - 30 * 60 }],
    });
    expect(next).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: account.user.id } });
    expect((await getUser(app, next.access_token)).statusCode).toBe(200);
    // The session goes on, so its earlier access token is still good until it expires.
    expect((await getUser(app, session.access_token)).statusCode).toBe(200);
  });

  it('answers an unknown token with 400 refresh_token_not_found', async () => {
    const response = await refresh(app, 'never-issued-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('answers a revoked token within the grace with the same child (two tabs refreshing at once)', async () => {
    const { session } = await signedIn();
    const child = await refreshed(session.refresh_token);
    clock.advance(GRACE_MS);
    const again = await refreshed(session.refresh_token);
    expect(again.refresh_token).toBe(child.refresh_token);
    expect(sessionIdOf(again.access_token)).toBe(sessionIdOf(child.access_token));
    // The child is still the active token and rotates as usual.
    const grandchild = await refreshed(child.refresh_token);
    expect((await getUser(app, grandchild.access_token)).statusCode).toBe(200);
  });

  it('answers two refreshes with one token at the same moment with the same child', async () => {
    const { session } = await signedIn();
    const [a, b] = await Promise.all([
      refresh(app, session.refresh_token),
      refresh(app, session.refresh_token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
  });

  it('ends the session when a revoked token comes back after the grace: 400 refresh_token_already_used', async () => {
    const { session } = await signedIn();
    const child = await refreshed(session.refresh_token);
    clock.advance(GRACE_MS + 1000);
    const reused = await refresh(app, session.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The whole family is revoked: the child's refresh and access tokens no longer work.
    expect((await refresh(app, child.refresh_token)).json().code).toBe('refresh_token_not_found');
    const ended = await getUser(app, child.access_token);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('session_not_found');
  });

  it('ends the session when a token older than the latest parent comes back, even within the grace', async () => {
    const { session } = await signedIn();
    const child = await refreshed(session.refresh_token);
    const grandchild = await refreshed(child.refresh_token);
    expect((await refresh(app, session.refresh_token)).json().code).toBe('refresh_token_already_used');
    expect((await refresh(app, grandchild.refresh_token)).json().code).toBe('refresh_token_not_found');
  });

  it('keeps only hashes of refresh tokens', async () => {
    const { session } = await signedIn();
    const child = await refreshed(session.refresh_token);
    const sessionId = String(sessionIdOf(child.access_token));
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId));
    const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [sha256(session.refresh_token), sha256(child.refresh_token)].sort(),
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(session.refresh_token);
    expect(stored).not.toContain(child.refresh_token);
  });

  it('refuses a banned user with 400 user_banned', async () => {
    const { account, session } = await signedIn();
    await ban(app, account.user.id, 60_000);
    const response = await refresh(app, session.refresh_token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('user_banned');
  });

  it('needs a refresh_token', async () => {
    const response = await callAuth(app, 'POST', '/token?grant_type=refresh_token', { payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { refresh_token: 'validation.required' },
    });
  });
});
