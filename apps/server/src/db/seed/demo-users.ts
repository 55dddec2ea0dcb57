import { hashPassword } from '../../lib/passwords';
import { users } from '../schema';
import type { Seeder } from './index';

/** Shared by every demo account; printed at start so a visitor can sign in straight away. */
export const DEMO_PASSWORD = 'orchim-demo-770';

export interface DemoAccount {
  email: string;
  fullName: string;
  /** What the account shows off, for the start-up banner. */
  role: 'guest' | 'host' | 'admin';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'guest@example.com', fullName: 'Sarah Cohen', role: 'guest' },
  { email: 'host@example.com', fullName: 'Rivka Goldberg', role: 'host' },
  { email: 'admin@example.com', fullName: 'Mendel Raskin', role: 'admin' },
];

/** A guest, a host (user_metadata.user_type "host", SPEC §3) and an admin (app_metadata.roles). */
export const demoUsers: Seeder = {
  name: 'demo-users',
  async run(tx) {
    const now = new Date();
    const rows = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => ({
        email: account.email,
        encryptedPassword: await hashPassword(DEMO_PASSWORD),
        userMetadata: {
          full_name: account.fullName,
          ...(account.role === 'host' ? { user_type: 'host' } : {}),
        },
        appMetadata: {
          provider: 'email',
          providers: ['email'],
          ...(account.role === 'admin' ? { roles: ['admin'] } : {}),
        },
        emailConfirmedAt: now,
      })),
    );
    // Someone may have registered one of these addresses before seeding ran: keep their account.
    await tx.insert(users).values(rows).onConflictDoNothing({ target: users.email });
  },
};
