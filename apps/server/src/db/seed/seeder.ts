import type { Transaction } from '../client';

/** One batch of demo content. It runs once per database, inside a transaction. */
export interface Seeder {
  /** Stable name recorded in seed_runs; renaming it makes the seeder run again. */
  name: string;
  run(tx: Transaction): Promise<void>;
}
