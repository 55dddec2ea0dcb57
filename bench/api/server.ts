/**
 * The server under load, in its own process (forked by stays.ts) so the load generator never shares its
 * event loop: a fresh database for one engine and size, the data set, and buildApp listening on
 * 127.0.0.1 with one extra bare route for the baseline. Talks to the parent over IPC (see ./protocol.ts).
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase, quoteIdent, type DatabaseConnection } from '../../apps/server/src/db/client';
import { rowsOf, runMigrations } from '../../apps/server/src/db/migrate';
import { testConfig } from '../../apps/server/test/helpers/test-app';
import { generateDataset, publishedStays } from './dataset';
import { signInGuests } from './guests';
import { BARE_PATH, type ParentMessage, type ServerOptions, type ServerMessage } from './protocol';
import { cpuProfiler, summariseProfile } from './profile';
import { captureQueries, explainCaptured, poolReport } from './sql-capture';

const options = JSON.parse(process.argv[2] ?? '{}') as ServerOptions;
const send = (message: ServerMessage) => process.send?.(message);

/** A larger pool for every pg.Pool made from here on (openDatabase reads pg.Pool when it is called). */
function widenPool(max: number) {
  const Base = pg.Pool;
  pg.Pool = class extends Base {
    constructor(config?: pg.PoolConfig) {
      super({ ...config, max });
    }
  };
}

async function openFresh(): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  if (options.engine === 'pglite') {
    const connection = await openDatabase({});
    return { connection, dispose: () => connection.close() };
  }
  // A schema of its own in the given database, as the server tests isolate theirs; dropped at the end.
  const url = options.databaseUrl;
  if (!url) throw new Error('PostgreSQL needs DATABASE_URL');
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${quoteIdent(schema)}`);
  const connection = await openDatabase({ url, schema });
  return {
    connection,
    dispose: async () => {
      await connection.close();
      await admin(`drop schema if exists ${quoteIdent(schema)} cascade`);
    },
  };
}

async function main() {
  const { whatIf } = options;
  if (whatIf.poolMax) widenPool(whatIf.poolMax);
  const { connection, dispose } = await openFresh();
  let closing: Promise<void> | undefined;
  const shutdown = () => (closing ??= dispose().catch(() => {}));
  process.on('disconnect', () => void shutdown().then(() => process.exit(0)));

  await runMigrations(connection);
  const dataset = await generateDataset(connection.db, options.stays);
  const stays = await publishedStays(connection.db);
  if (whatIf.catalogueNote === 'off') {
    await connection.db.execute(
      sql`alter table stay_reservations disable trigger stay_reservations_catalogue_insert`,
    );
  }
  const capture = options.engine === 'postgres' ? captureQueries() : undefined;

  // Behind one proxy hop: request.ip is the last X-Forwarded-For entry, as in production behind a proxy.
  const config = await testConfig({
    env: 'production',
    logLevel: 'silent',
    seedDemo: false,
    trustProxy: 1,
    redisUrl: whatIf.limiter === 'redis' ? whatIf.redisUrl : undefined,
  });
  const app = await buildApp(config, { database: connection });
  if (whatIf.limiter === 'off') {
    const allowed = { allowed: true, retryAfterSeconds: 0 };
    app.rateLimiter = {
      consume: async () => allowed,
      consumeAll: async () => allowed,
      attempt: async () => ({ ...allowed, refund: async () => {} }),
    };
  }
  app.get(BARE_PATH, async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const guestTokens = await signInGuests(connection.db, {
    jwtSecret: config.jwtSecret,
    issuer: `${url}/auth/v1`,
    now: app.clock(),
  });

  const profiler = cpuProfiler();
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  send({
    type: 'ready',
    url,
    anonKey: config.anonKey,
    stays,
    guestTokens,
    dataset,
    postgresVersion: await serverVersion(connection),
  });

  process.on('message', (message: ParentMessage) => {
    void (async () => {
      switch (message.type) {
        case 'usage':
          send({
            type: 'usage',
            cpu: process.cpuUsage(),
            loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
          });
          loopDelay.reset();
          break;
        case 'capture':
          capture?.start();
          send({ type: 'captured' });
          break;
        case 'explain': {
          const captured = capture?.stop();
          send({
            type: 'explained',
            plans:
              captured && options.databaseUrl
                ? await explainCaptured(options.databaseUrl, connection.schema, captured, message.limit)
                : [],
            pool: captured ? poolReport(captured) : null,
          });
          break;
        }
        case 'profile-start':
          await profiler.start();
          send({ type: 'profiling' });
          break;
        case 'profile-stop':
          send({ type: 'profiled', summary: summariseProfile(await profiler.stop()) });
          break;
        case 'stop':
          await app.close();
          await shutdown();
          send({ type: 'stopped' });
          process.disconnect();
          break;
      }
    })().catch((error: unknown) => send({ type: 'error', message: String(error) }));
  });
}

async function serverVersion(connection: DatabaseConnection): Promise<string> {
  const [row] = rowsOf<{ v: string }>(await connection.db.execute(sql`select version() as v`));
  return row?.v.split(' on ')[0] ?? '';
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  process.disconnect?.();
});
