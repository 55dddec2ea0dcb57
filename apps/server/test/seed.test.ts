import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { users, seedRuns } from '../src/db/schema';
import { runSeeders, SEEDERS, type Seeder } from '../src/db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-users';
import { hashPassword, verifyPassword } from '../src/lib/passwords';
import { isAdminUser, isApprovedHost, isHostUser, hostStatusOf } from '@orchim/shared';
import { createTestDatabase } from './helpers/test-app';

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

const userCount = async () => (await connection.db.select({ n: count() }).from(users))[0]?.n;

async function byEmail(email: string) {
  const [user] = await connection.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  return { ...user, user_metadata: user.userMetadata, app_metadata: user.appMetadata };
}

// The tests share one database and run in order: the demo seeders first, then again, then others.
describe('seeders', () => {
  it('create a guest, two approved hosts, a pending host and an admin, with argon2id hashes of the demo password', async () => {
    expect(await runSeeders(connection.db)).toEqual(SEEDERS.map((seeder) => seeder.name));
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'guest@example.com',
      'host@example.com',
      'host2@example.com',
      'pending-host@example.com',
      'admin@example.com',
    ]);

    const guest = await byEmail('guest@example.com');
    const hosts = [await byEmail('host@example.com'), await byEmail('host2@example.com')];
    const pending = await byEmail('pending-host@example.com');
    const admin = await byEmail('admin@example.com');

    expect(isHostUser(guest)).toBe(false);
    expect(isAdminUser(guest)).toBe(false);
    for (const host of hosts) expect(isApprovedHost(host)).toBe(true);
    expect(hostStatusOf(pending)).toBe('pending');
    expect(isAdminUser(admin)).toBe(true);
    expect(isHostUser(admin)).toBe(false);

    for (const user of [guest, ...hosts, pending, admin]) {
      expect(user.user_metadata.full_name).toEqual(expect.any(String));
      expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
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

describe('a database seeded before host applications (by the seeder "demo-users")', () => {
  let old: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    old = await createTestDatabase();
    // What "demo-users" left: a guest, a host without host_status, an admin, and its seed_runs row.
    const encryptedPassword = await hashPassword(DEMO_PASSWORD);
    const account = (
      email: string,
      userMetadata: Record<string, unknown>,
      appMetadata: Record<string, unknown>,
    ) => ({
      email,
      encryptedPassword,
      userMetadata,
      appMetadata: { provider: 'email', providers: ['email'], ...appMetadata },
      emailConfirmedAt: new Date(),
    });
    await old.connection.db
      .insert(users)
      .values([
        account('guest@example.com', { full_name: 'Sarah Cohen' }, {}),
        account('host@example.com', { full_name: 'Rivka Goldberg', user_type: 'host' }, {}),
        account('admin@example.com', { full_name: 'Mendel Raskin' }, { roles: ['admin'] }),
      ]);
    await old.connection.db.insert(seedRuns).values({ name: 'demo-users' });
  });
  afterAll(() => old.dispose());

  it('gets the new demo accounts and its demo host approved, and keeps the rest as it was', async () => {
    expect(await runSeeders(old.connection.db)).toEqual(['demo-accounts']);
    const [host] = await old.connection.db.select().from(users).where(eq(users.email, 'host@example.com'));
    expect(host?.appMetadata).toEqual({ provider: 'email', providers: ['email'], host_status: 'approved' });
    const [guest] = await old.connection.db.select().from(users).where(eq(users.email, 'guest@example.com'));
    expect(guest?.userMetadata).toEqual({ full_name: 'Sarah Cohen' });
    const emails = (await old.connection.db.select({ email: users.email }).from(users)).map(
      (row) => row.email,
    );
    expect(emails.sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
  });
});
