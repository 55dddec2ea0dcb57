import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { contactMessages, stays } from '../src/db/schema';
import { runSeeders } from '../src/db/seed';
import { DEMO_MESSAGES, DEMO_SUSPENSION_REASON, demoAdmin } from '../src/db/seed/demo-admin';
import { demoStays } from '../src/db/seed/demo-stays';
import { demoAccounts } from '../src/db/seed/demo-users';
import { createTestDatabase } from './helpers/test-app';

/** The embedded demo's admin area is not empty: an inbox in three languages, and a suspension with its reason. */

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

describe('the demo-admin seeder', () => {
  it('fills the inbox, some read, and says why the demo’s suspended stay is suspended', async () => {
    expect(await runSeeders(connection.db, [demoAccounts, demoStays, demoAdmin])).toEqual([
      'demo-accounts',
      'demo-stays',
      'demo-admin',
    ]);
    const messages = await connection.db.select().from(contactMessages);
    expect(messages).toHaveLength(DEMO_MESSAGES.length);
    const read = messages.filter((message) => message.readAt !== null);
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThan(messages.length);
    // Written in English, French and Hebrew.
    expect(messages.some((message) => /[\u0590-\u05ff]/.test(message.message))).toBe(true);
    expect(messages.some((message) => /Bonjour|Merci/.test(message.message))).toBe(true);

    const suspended = await connection.db.select().from(stays).where(eq(stays.status, 'suspended'));
    expect(suspended.length).toBeGreaterThan(0);
    for (const stay of suspended) {
      expect(stay).toMatchObject({ suspendedFrom: 'published', suspendedReason: DEMO_SUSPENSION_REASON });
    }
    // Once per database.
    expect(await runSeeders(connection.db, [demoAdmin])).toEqual([]);
  });
});
