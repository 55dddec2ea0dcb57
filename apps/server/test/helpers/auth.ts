import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { emailAppMetadata, usersRepository, type UserRow } from '../../src/db/repositories/users';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { apiKey } from './test-app';

/** A password the shared strength rules accept. */
export const PASSWORD = 'Challah-on-Kingston-18';

let n = 0;
/** An email and a client address no other test of the file uses (rate limits count per both). */
export function uniqueSender(name = 'visitor') {
  n += 1;
  return { email: `${name}${n}@example.com`, ip: `10.${(n >> 8) & 255}.${n & 255}.${(n >> 16) & 255}` };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A call to /auth/v1 as auth-js makes it: the anon key in `apikey`, JSON bodies. */
export async function callAuth(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { payload?: object; headers?: Record<string, string>; ip?: string } = {},
) {
  const request: InjectOptions = {
    method,
    url: `/auth/v1${path}`,
    headers: { apikey: await apiKey(), ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (options.payload) request.payload = options.payload;
  return app.inject(request);
}

export interface TestAccount {
  user: UserRow;
  email: string;
  password: string;
}

/** An account made straight in the database (sign-up has its own tests, and limits). */
export async function createAccount(
  app: FastifyInstance,
  options: { name?: string; userType?: 'guest' | 'host'; appMetadata?: Record<string, unknown> } = {},
): Promise<TestAccount> {
  const { email } = uniqueSender(options.name);
  const user = await usersRepository(app.db).create(
    {
      email,
      encryptedPassword: await hashPassword(PASSWORD),
      userMetadata: { full_name: 'Devorah Klein', user_type: options.userType ?? 'guest' },
      appMetadata: options.appMetadata ?? emailAppMetadata(),
    },
    app.clock(),
  );
  if (!user) throw new Error(`${email} exists`);
  return { user, email, password: PASSWORD };
}

export function signIn(app: FastifyInstance, email: string, password: string, ip?: string) {
  return callAuth(app, 'POST', '/token?grant_type=password', { payload: { email, password }, ip });
}

/** The session body of a successful sign-in. */
export async function sessionOf(app: FastifyInstance, account: { email: string; password: string }) {
  const response = await signIn(app, account.email, account.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{
    access_token: string;
    refresh_token: string;
    expires_at: number;
    user: { id: string };
  }>();
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return callAuth(app, 'POST', '/token?grant_type=refresh_token', {
    payload: { refresh_token: refreshToken },
  });
}

export function getUser(app: FastifyInstance, accessToken: string) {
  return callAuth(app, 'GET', '/user', { headers: bearer(accessToken) });
}

/** Bans the account for `ms` from the app's now (there is no admin endpoint for it yet). */
export async function ban(app: FastifyInstance, userId: string, ms: number) {
  await app.db
    .update(users)
    .set({ bannedUntil: new Date(app.clock().getTime() + ms) })
    .where(eq(users.id, userId));
}
