import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, pgliteDir } from './db/client';
import { runMigrations } from './db/migrate';
import { runSeeders } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-users';
import { startDir } from './paths';

// `npm start` (node apps/server/dist/main.js) and `npm run dev`: config, database, migrations,
// demo data, then listen. Any failure before listening exits with code 1 and a message.

let config: Config;
try {
  config = await loadConfig(process.env, startDir());
} catch (error) {
  console.error(error instanceof ConfigError ? `Orchim cannot start.\n${error.message}` : error);
  process.exit(1);
}

const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
).catch((error: unknown) => {
  console.error(`Orchim cannot open its database: ${(error as Error).message}`);
  process.exit(1);
});

const app = await buildApp(config, { database });

try {
  const applied = await runMigrations(database);
  app.log.info({ applied, driver: database.driver }, 'database migrated');
  if (config.seedDemo) {
    const seeded = await runSeeders(database.db);
    if (seeded.length > 0) app.log.info({ seeders: seeded }, 'demo data seeded');
  }
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
}

const { port } = app.server.address() as AddressInfo;
printBanner(port);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and let running ones finish, then close the database they use.
    void app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

function printBanner(port: number) {
  const lines = [
    '',
    `  Orchim is running at http://localhost:${port}`,
    `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${pgliteDir(config.dataDir)}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.seedDemo) {
    lines.push('', `  Local demo accounts, for trying the site (password: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.role.padEnd(12)} ${account.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
}
