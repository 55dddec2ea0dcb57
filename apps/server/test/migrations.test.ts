import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { runMigrations, rowsOf } from '../src/db/migrate';
import { refreshTokens, sessions, users } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import { createTestDatabase } from './helpers/test-app';

/** The SQLSTATE a query failed with (drizzle wraps the driver's error as `cause`). */
async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const { cause, code } = error as { cause?: { code?: string }; code?: string };
    return cause?.code ?? code;
  }
  return undefined;
}

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase({ migrated: false }));
});
afterAll(() => dispose());

describe('migrations', () => {
  it('apply every migration to an empty database, and nothing when run again', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    expect(await runMigrations(connection)).toBe(files.length);
    expect(await runMigrations(connection)).toBe(0);

    const tables = rowsOf<{ table_name: string }>(
      await connection.db.execute(
        sql`select table_name from information_schema.tables where table_schema = ${connection.schema}`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'bookings',
        'contact_messages',
        'listing_images',
        'meal_closed_dates',
        'meal_offers',
        'meal_sittings',
        'ohel_listings',
        'outbox',
        'rate_limit_events',
        'recovery_tokens',
        'refresh_tokens',
        'reviews',
        'seed_runs',
        'sessions',
        'stays',
        'transport_services',
        'users',
      ]),
    );
  });

  it('leave two servers migrating at once with one copy of each migration', async () => {
    expect(await Promise.all([runMigrations(connection), runMigrations(connection)])).toEqual([0, 0]);
  });

  it('have the btree_gist extension available (exclusion constraints need it)', async () => {
    const rows = rowsOf<{ extname: string }>(
      await connection.db.execute(sql`select extname from pg_extension where extname = 'btree_gist'`),
    );
    expect(rows).toHaveLength(1);
    await connection.db.execute(sql`create table booking_probe (room int, during tstzrange,
      exclude using gist (room with =, during with &&))`);
    await connection.db.execute(sql`insert into booking_probe values (1, '[2025-01-01,2025-01-05)')`);
    await connection.db.execute(sql`insert into booking_probe values (2, '[2025-01-01,2025-01-05)')`);
    const overlap = connection.db.execute(
      sql`insert into booking_probe values (1, '[2025-01-04,2025-01-06)')`,
    );
    expect(await sqlState(overlap)).toBe('23P01');
  });

  it('keep emails lower-case and unique in the users table', async () => {
    await connection.db.insert(users).values({ email: 'chana@example.com' });
    expect(await sqlState(connection.db.insert(users).values({ email: 'chana@example.com' }))).toBe('23505');
    expect(await sqlState(connection.db.insert(users).values({ email: 'Mendel@example.com' }))).toBe('23514');
  });

  it('give a session at most one active refresh token, and end sessions and tokens with their user', async () => {
    const [user] = await connection.db.insert(users).values({ email: 'rivka@example.com' }).returning();
    const now = new Date();
    const [session] = await connection.db
      .insert(sessions)
      .values({ userId: user?.id ?? '', authMethod: 'password', createdAt: now })
      .returning();
    const token = (tokenHash: string) => ({ tokenHash, sessionId: session?.id ?? '', createdAt: now });
    await connection.db.insert(refreshTokens).values(token('a'.repeat(64)));
    expect(await sqlState(connection.db.insert(refreshTokens).values(token('b'.repeat(64))))).toBe('23505');

    await connection.db.delete(users).where(eq(users.email, 'rivka@example.com'));
    expect(await connection.db.select().from(sessions)).toEqual([]);
    expect(await connection.db.select().from(refreshTokens)).toEqual([]);
  });
});
