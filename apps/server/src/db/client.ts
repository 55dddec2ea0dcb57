import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The schema tables live in ("public", or a throwaway schema in tests). */
  schema: string;
  /** Runs `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Closes the connection; safe to call twice. */
  close(): Promise<void>;
  /** The embedded database's whole data folder as a tarball (PGlite only), to start copies from. */
  snapshot?(): Promise<Blob>;
}

export type DatabaseOptions =
  /** node-postgres against a PostgreSQL server; `schema` puts every table in that schema (tests). */
  | { url: string; schema?: string }
  /** Embedded PGlite, file-backed in `dataDir` or in memory when it is omitted, optionally started from a snapshot. */
  | { url?: undefined; dataDir?: string; snapshot?: Blob };

/** Opens the database named by the options, with the btree_gist extension ready. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.url !== undefined
    ? openPostgres(options.url, options.schema ?? 'public')
    : openPglite(options.dataDir, options.snapshot);
}

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // btree_gist must be loaded into the WebAssembly build before CREATE EXTENSION can find it.
  const client = await PGlite.create({ dataDir, loadDataDir: snapshot, extensions: { btree_gist } });
  await client.exec('create extension if not exists btree_gist');
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    ...connection(
      db,
      'pglite',
      'public',
      () => client.close(),
      () => client.closed,
    ),
    // Starting from a copy skips initdb, the slow part of a new PGlite (tests start many).
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, schemaName: string): Promise<DatabaseConnection> {
  const isolated = schemaName !== 'public';
  const pool = new pg.Pool({
    connectionString: url,
    // A test's own schema first; public stays on the path for extension types and operators.
    ...(isolated ? { options: `-c search_path=${quoteIdent(schemaName)},public` } : {}),
  });
  // An idle client losing its server connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await createExtensions(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let ended = false;
  return connection(
    db,
    'postgres',
    schemaName,
    async () => {
      ended = true;
      await pool.end();
    },
    () => ended,
  );
}

/**
 * CREATE EXTENSION is database-wide and not safe to run from two connections at once (several
 * server instances or test files starting together), so it runs under a transaction-level lock.
 */
async function createExtensions(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('orchim:create-extensions'))`);
    await client.query('create extension if not exists btree_gist with schema public');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function connection(
  db: Database,
  driver: DatabaseConnection['driver'],
  schemaName: string,
  closeClient: () => Promise<void>,
  isClosed: () => boolean,
): DatabaseConnection {
  return {
    db,
    driver,
    schema: schemaName,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!isClosed()) await closeClient();
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
