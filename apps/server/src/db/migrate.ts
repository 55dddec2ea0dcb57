import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DatabaseConnection } from './client';
import { quoteIdent } from './client';
import { MIGRATIONS_DIR } from '../paths';

const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * Applies the SQL migrations drizzle-kit wrote to apps/server/drizzle, each once.
 *
 * This is drizzle's own migrator (same table, same bookkeeping, so drizzle-kit sees the same
 * state) with two additions it lacks: an advisory lock, so server instances starting together do
 * not apply a migration twice, and a schema other than public for isolated test schemas.
 * Returns how many migrations were applied.
 */
export async function runMigrations(
  connection: DatabaseConnection,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const isolated = connection.schema !== 'public';
  // drizzle-kit qualifies references to other tables with "public"; a test schema needs its own name there.
  const forSchema = (statement: string) =>
    isolated ? statement.replaceAll('"public".', `${quoteIdent(connection.schema)}.`) : statement;
  const bookkeeping = sql.identifier(isolated ? connection.schema : 'drizzle');
  const table = sql.identifier(MIGRATIONS_TABLE);

  return connection.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orchim:migrations'))`);
    await tx.execute(sql`create schema if not exists ${bookkeeping}`);
    await tx.execute(
      sql`create table if not exists ${bookkeeping}.${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const applied = await tx
      .execute(sql`select created_at from ${bookkeeping}.${table} order by created_at desc limit 1`)
      .then((result) => rowsOf<{ created_at: string | number | null }>(result));
    const last = Number(applied[0]?.created_at ?? -1);

    let count = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(forSchema(statement)));
      }
      await tx.execute(
        sql`insert into ${bookkeeping}.${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count += 1;
    }
    return count;
  });
}

/** Rows of a raw query, for both drivers (each returns an object with `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
