import { eq, sql } from 'drizzle-orm';
import { signAccessToken } from '../../apps/server/src/auth/access-tokens';
import type { Database } from '../../apps/server/src/db/client';
import { sessions, users } from '../../apps/server/src/db/schema';

/**
 * Every guest account of the data set signed in once, as the sign-in route would leave them: a session
 * (with its refresh token's hash) per guest, and an access token signed by the server's own
 * signAccessToken, so the booking run sends real bearer tokens from many users without going through
 * the sign-in route's password hashing and limits. Tokens live an hour, longer than a run of one engine
 * and size.
 */
export async function signInGuests(
  db: Database,
  { jwtSecret, issuer, now }: { jwtSecret: string; issuer: string; now: Date },
): Promise<string[]> {
  await db.execute(sql`
    with made as (
      insert into sessions (user_id, auth_method, created_at)
      select id, 'password', ${now.toISOString()}::timestamptz from users where email like 'guest%@bench.orchim.test'
      returning id)
    insert into refresh_tokens (token_hash, session_id, created_at)
    select encode(sha256(convert_to(id::text || random()::text, 'UTF8')), 'hex'), id, ${now.toISOString()}::timestamptz from made`);
  const rows = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .orderBy(users.email);
  return Promise.all(
    rows.map(async ({ user, session }) => {
      const { token } = await signAccessToken(jwtSecret, { user, session, issuer, now });
      return token;
    }),
  );
}
