import { ConfigError, loadConfig } from '../config';
import { openDatabase, pgliteDir } from './client';
import { runMigrations } from './migrate';
import { startDir } from '../paths';

// `npm run db:migrate`: applies pending migrations to the configured database, then exits.
try {
  const config = await loadConfig(process.env, startDir());
  const connection = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  try {
    const applied = await runMigrations(connection);
    console.log(`Migrations: ${applied} applied, database ${connection.driver} is up to date.`);
  } finally {
    await connection.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
