import type { Database } from '../client';
import { seedRuns } from '../schema';
import { demoAdmin } from './demo-admin';
import { demoAccounts } from './demo-users';
import { demoMeals } from './demo-meals';
import { demoOhel } from './demo-ohel';
import { demoStays } from './demo-stays';
import { demoTransport } from './demo-transport';
import type { Seeder } from './seeder';

/**
 * The seeders, in the order they run (later ones may use what earlier ones made, e.g. listings
 * owned by the demo host). To add one: write a file exporting a Seeder, and list it here.
 */
export const SEEDERS: readonly Seeder[] = [
  demoAccounts,
  demoStays,
  demoMeals,
  demoTransport,
  demoOhel,
  demoAdmin,
];

/**
 * Runs each seeder that has not run on this database yet. Claiming the seeder's row in seed_runs
 * and running it share one transaction, so a failed seeder leaves no trace and is retried on the
 * next start, and two servers starting together cannot both run it. Returns the names that ran.
 */
export async function runSeeders(db: Database, seeders: readonly Seeder[] = SEEDERS): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: seeder.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await seeder.run(tx);
      return true;
    });
    if (didRun) ran.push(seeder.name);
  }
  return ran;
}
