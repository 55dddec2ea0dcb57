import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { users, seedRuns } from '../src/db/schema';
import { runSeeders, SEEDERS, type Seeder } from '../src/db/seed';
import { DEMO_PASSWORD } from '../src/db/seed/demo-users';
import { verifyPassword } from '../src/lib/passwords';
import { createTestDatabase } from './helpers/test-app';

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

const userCount = async () => (await connection.db.select({ n: count() }).from(users))[0]?.n;

// The tests share one database and run in order: the demo seeders first, then again, then others.
describe('seeders', () => {
  it('create the demo guest, host and admin with argon2id hashes of the demo password', async () => {
    expect(await runSeeders(connection.db)).toEqual(SEEDERS.map((seeder) => seeder.name));

    const byEmail = async (email: string) => {
      const [user] = await connection.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`${email} was not seeded`);
      return user;
    };
    const guest = await byEmail('guest@example.com');
    const host = await byEmail('host@example.com');
    const admin = await byEmail('admin@example.com');

    expect(host.userMetadata).toMatchObject({ user_type: 'host', full_name: expect.any(String) });
    expect(guest.userMetadata.user_type).not.toBe('host');
    expect(guest.userMetadata.full_name).toEqual(expect.any(String));
    expect(admin.appMetadata).toMatchObject({ roles: ['admin'] });
    expect(guest.appMetadata.roles).toBeUndefined();
    for (const user of [guest, host, admin]) {
      expect(user.encryptedPassword).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.encryptedPassword ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.encryptedPassword ?? '', 'wrong-password')).toBe(false);
      expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    }
  });

  it('run once: a second start seeds nothing and duplicates nothing', async () => {
    await runSeeders(connection.db);
    const seeded = await userCount();
    expect(await runSeeders(connection.db)).toEqual([]);
    expect(await userCount()).toBe(seeded);
  });

  it('run in order, each once, and a failing seeder leaves no trace and runs again next time', async () => {
    const order: string[] = [];
    let fail = true;
    const seeders: Seeder[] = [
      { name: 'first', run: async () => void order.push('first') },
      {
        name: 'flaky',
        run: async (tx) => {
          await tx.insert(users).values({ email: 'half-done@example.com' });
          if (fail) throw new Error('boom');
          order.push('flaky');
        },
      },
    ];
    await expect(runSeeders(connection.db, seeders)).rejects.toThrow('boom');
    expect(await connection.db.select().from(users).where(eq(users.email, 'half-done@example.com'))).toEqual(
      [],
    );
    const recorded = (await connection.db.select().from(seedRuns)).map((row) => row.name);
    expect(recorded).toContain('first');
    expect(recorded).not.toContain('flaky');

    fail = false;
    expect(await runSeeders(connection.db, seeders)).toEqual(['flaky']);
    expect(order).toEqual(['first', 'flaky']);
  });
});
