import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../../src/app';
import type { Config } from '../../src/config';
import { openDatabase, quoteIdent, type DatabaseConnection } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { signApiKey, type ApiKeyRole } from '../../src/lib/api-keys';
import { MIGRATIONS_DIR } from '../../src/paths';

export const TEST_JWT_SECRET = 'test-secret-for-orchim-server-tests-0123456789';

const keys = new Map<string, Promise<string>>();
/** An API key signed with the test secret (cached: signing is async but deterministic enough). */
export function apiKey(role: ApiKeyRole = 'anon', secret = TEST_JWT_SECRET): Promise<string> {
  const id = `${role}:${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = signApiKey(secret, role);
    keys.set(id, key);
  }
  return key;
}

/** A Config as loadConfig would build it, with test secrets and no web build. */
export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), 'orchim-test-unused'),
    databaseUrl: undefined,
    jwtSecret: TEST_JWT_SECRET,
    anonKey: await apiKey('anon'),
    publicUrl: undefined,
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'Orchim <no-reply@localhost>',
    redisUrl: undefined,
    // The away mail's sweep is called by its tests, at the time they choose.
    awayMailEverySeconds: 0,
    logLevel: (process.env.LOG_LEVEL as Config['logLevel'] | undefined) ?? 'silent',
    seedDemo: false,
    webDist: join(tmpdir(), `orchim-no-web-${randomUUID()}`),
    secretsFile: undefined,
    ...overrides,
  };
}

/**
 * A fresh database (migrated unless asked not to) for one test app: in-memory PGlite, or, when DATABASE_URL is set,
 * a new schema in that PostgreSQL database (dropped again by `dispose`), so the same suite runs
 * against both and test files never see each other's rows.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<{
  connection: DatabaseConnection;
  dispose: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const connection = await openDatabase(migrated ? { snapshot: await migratedSnapshot() } : {});
    return { connection, dispose: () => connection.close() };
  }

  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${quoteIdent(schema)}`);
  await admin.end();
  const connection = await openDatabase({ url, schema });
  if (migrated) await runMigrations(connection);
  return {
    connection,
    dispose: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
      await cleanup.end();
    },
  };
}

let template: Promise<Blob> | undefined;
/**
 * A migrated, empty PGlite data folder; each test database starts as a copy of it, which skips
 * initdb (seconds per database in WebAssembly). Kept in the temp folder under a name that changes
 * with the migrations and the PGlite version, so test files and runs share it.
 */
export function migratedSnapshot(): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `orchim-test-pglite-${await templateVersion()}.tar`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return new Blob([cached]);

    const connection = await openDatabase({});
    try {
      await runMigrations(connection);
      if (!connection.snapshot) throw new Error('PGlite connections can snapshot');
      const snapshot = await connection.snapshot();
      // Written under a unique name, then renamed: parallel test files never read half a file.
      const partial = `${file}.${randomUUID()}`;
      await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
      await rename(partial, file);
      return snapshot;
    } finally {
      await connection.close();
    }
  })();
  return template;
}

async function templateVersion(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const name of (await readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface TestAppOptions extends Partial<Config> {
  clock?: AppDeps['clock'];
  logStream?: AppDeps['logStream'];
  /** Registers more (test-only) routes before the app is ready. */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/** buildApp on its own fresh database; app.close() also disposes of the database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { clock, logStream, extend, ...overrides } = options;
  const config = await testConfig(overrides);
  const { connection, dispose } = await createTestDatabase();
  const app = await buildApp(config, { database: connection, clock, logStream });
  app.addHook('onClose', dispose);
  await extend?.(app);
  await app.ready();
  return app;
}

/** A clock tests can set and move. */
export function testClock(start: Date | string) {
  let now = new Date(start);
  const clock = () => new Date(now);
  return Object.assign(clock, {
    set: (to: Date | string) => {
      now = new Date(to);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  });
}
