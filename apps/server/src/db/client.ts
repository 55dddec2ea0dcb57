import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * LISTENs on a NOTIFY channel (database-wide, whatever the schema) and calls `handler` with each
   * payload; resolves once listening, with the function that stops. On PostgreSQL one connection of its
   * own (outside the pool) listens for the whole DatabaseConnection and comes back by itself when it drops.
   */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
}

export type NotificationHandler = (payload: string) => void;

export type DatabaseOptions =
  /** node-postgres against a PostgreSQL server; `schema` puts every table in that schema (tests). */
  | { url: string; schema?: string }
  /** Embedded PGlite, file-backed in `dataDir` or in memory when it is omitted, optionally started from a snapshot. */
  | { url?: undefined; dataDir?: string; snapshot?: Blob };

/**
 * Opens the database named by the options, with its extensions ready: btree_gist (the exclusion
 * constraints of stay calendars) and pg_trgm (the trigram indexes of the admin's booking search).
 */
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
  // Durability (docs/decisions/016-crash-safety.md): a COMMIT has written its WAL to the files before it
  // returns, so it survives the process being killed (recovery replays it at the next open); PGlite runs
  // with fsync off, so it may not survive the machine losing power. Production runs on PostgreSQL.
  // Extensions must be loaded into the WebAssembly build before CREATE EXTENSION can find them.
  const client = await PGlite.create({
    dataDir,
    loadDataDir: snapshot,
    extensions: { btree_gist, pg_trgm },
  });
  await client.exec(EXTENSIONS.map((name) => `create extension if not exists ${name}`).join(';'));
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
    // One process, one session: PGlite hands each NOTIFY of a committed transaction to its listeners.
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

async function openPostgres(url: string, schemaName: string): Promise<DatabaseConnection> {
  const isolated = schemaName !== 'public';
  const pool = new pg.Pool({
    connectionString: url,
    ...POSTGRES_CONNECTION_LIMITS,
    // A test's own schema first; public stays on the path for extension types and operators.
    ...(isolated ? { options: `-c search_path=${quoteIdent(schemaName)},public` } : {}),
  });
  // A client losing its server connection must not crash the process: the pool drops it, and the next
  // query opens a new one (or answers 503 while the database is away, see connection-errors.ts).
  pool.on('error', () => {});
  await createExtensions(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = new PostgresListener(url);
  let ended = false;
  return {
    ...connection(
      db,
      'postgres',
      schemaName,
      async () => {
        ended = true;
        await Promise.all([listener.close(), pool.end()]);
      },
      () => ended,
    ),
    listen: (channel, handler) => listener.listen(channel, handler),
  };
}

/**
 * How long a connection may take, for the pool and the listener (docs/decisions/017-database-outage.md).
 * A stopped server refuses at once, but an unreachable host would leave the connect (and a request
 * waiting for a pooled client) hanging for minutes: after 5 s it fails, and the request answers 503.
 * TCP keepalive finds idle connections whose server went away without a word. No query timeout: a slow
 * query is not an outage, and migrations may take long.
 */
export const POSTGRES_CONNECTION_LIMITS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/** Waits before reconnecting the listening connection: quickly at first, then every 10 s at most. */
export const LISTENER_RECONNECT_MS = [250, 1_000, 2_000, 5_000, 10_000] as const;

/**
 * The one PostgreSQL connection that LISTENs for a DatabaseConnection. A pooled connection cannot:
 * the pool hands it to queries and may close it, and its LISTENs would go with it. Connected on the
 * first listen; when the connection drops (a server restart, a network cut) it reconnects with backoff
 * and LISTENs again on every channel. NOTIFYs sent while it is away are lost: listeners treat events
 * as hints to refetch, never as the record.
 */
class PostgresListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('the database connection is closed');
    let channelHandlers = this.handlers.get(channel);
    const first = !channelHandlers;
    if (!channelHandlers) {
      channelHandlers = new Set();
      this.handlers.set(channel, channelHandlers);
    }
    channelHandlers.add(handler);
    try {
      // The first listen connects (and fails loudly, as opening the database does); later ones reuse it.
      const client = await (this.client ?? this.connect());
      if (first && this.client === client) await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      channelHandlers.delete(handler);
      if (channelHandlers.size === 0) this.handlers.delete(channel);
      throw error;
    }
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Opens the connection and LISTENs on every channel that has handlers. */
  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, ...POSTGRES_CONNECTION_LIMITS });
      // Without a listener an 'error' event would crash the process; the 'end' that follows reconnects.
      client.on('error', () => {});
      client.on('notification', ({ channel, payload }) => {
        for (const handler of this.handlers.get(channel) ?? []) handler(payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of this.handlers.keys()) await client.query(`listen ${quoteIdent(channel)}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      client.on('end', () => this.dropped(client));
      this.client = client;
      this.failures = 0;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private dropped(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer || this.handlers.size === 0) return;
    const delay = LISTENER_RECONNECT_MS[Math.min(this.failures, LISTENER_RECONNECT_MS.length - 1)];
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.connect().then(
        (client) => {
          // Closed while connecting: close() may have missed this one.
          if (this.closed) void client.end().catch(() => {});
        },
        () => this.scheduleReconnect(),
      );
    }, delay);
    this.retryTimer.unref();
  }
}

/** What the migrations need before they run (a migration in a test's own schema could not create them). */
const EXTENSIONS = ['btree_gist', 'pg_trgm'] as const;

/**
 * CREATE EXTENSION is database-wide and not safe to run from two connections at once (several
 * server instances or test files starting together), so it runs under a transaction-level lock.
 */
async function createExtensions(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('orchim:create-extensions'))`);
    for (const name of EXTENSIONS) {
      await client.query(`create extension if not exists ${name} with schema public`);
    }
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
): Omit<DatabaseConnection, 'listen'> {
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
