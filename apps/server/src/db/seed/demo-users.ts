import { ADMIN_ROLE, type HostStatus } from '@orchim/shared';
import { and, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { emailAppMetadata } from '../repositories/users';
import { users } from '../schema';
import type { Seeder } from './seeder';

/** Shared by every demo account; printed at start so a visitor can sign in straight away. */
export const DEMO_PASSWORD = 'orchim-demo-770';

export interface DemoAccount {
  email: string;
  fullName: string;
  /** What the account shows off, for the start-up banner. */
  role: 'guest' | 'host' | 'pending host' | 'admin';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'guest@example.com', fullName: 'Sarah Cohen', role: 'guest' },
  { email: 'host@example.com', fullName: 'Rivka Goldberg', role: 'host' },
  { email: 'host2@example.com', fullName: 'Chana Kotlarsky', role: 'host' },
  { email: 'pending-host@example.com', fullName: 'Yossi Shemtov', role: 'pending host' },
  { email: 'admin@example.com', fullName: 'Mendel Raskin', role: 'admin' },
];

/** What the server grants each kind of demo account, in app_metadata. */
function grantsOf(role: DemoAccount['role']): { host_status?: HostStatus; roles?: string[] } {
  switch (role) {
    case 'host':
      return { host_status: 'approved' };
    case 'pending host':
      return { host_status: 'pending' };
    case 'admin':
      return { roles: [ADMIN_ROLE] };
    default:
      return {};
  }
}

/**
 * A guest, two approved hosts, a host whose application waits for the admin, and an admin: host status
 * in app_metadata.host_status, admin in app_metadata.roles (src/auth). It replaces the seeder
 * "demo-users" (a guest, one host and the admin, from before host applications), so databases seeded
 * by that one get the new accounts, and their demo host, which had no status yet, is approved.
 */
export const demoAccounts: Seeder = {
  name: 'demo-accounts',
  async run(tx) {
    const now = new Date();
    const encryptedPassword = await hashPassword(DEMO_PASSWORD);
    const rows = DEMO_ACCOUNTS.map((account) => {
      const grants = grantsOf(account.role);
      return {
        email: account.email,
        encryptedPassword,
        userMetadata: { full_name: account.fullName, user_type: grants.host_status ? 'host' : 'guest' },
        appMetadata: emailAppMetadata(grants),
        emailConfirmedAt: now,
      };
    });
    // Someone may have registered one of these addresses before seeding ran: keep their account.
    await tx.insert(users).values(rows).onConflictDoNothing({ target: users.email });

    const approved = DEMO_ACCOUNTS.filter((account) => account.role === 'host');
    await tx
      .update(users)
      .set({ appMetadata: sql`${users.appMetadata} || '{"host_status": "approved"}'::jsonb` })
      .where(
        and(
          inArray(
            users.email,
            approved.map((account) => account.email),
          ),
          sql`${users.userMetadata}->>'user_type' = 'host'`,
          sql`not ${users.appMetadata} ? 'host_status'`,
        ),
      );
  },
};
