import { grantAdminRole } from '../auth/admin-role';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startDir } from '../paths';

// `npm run admin:create -- <email>`: makes the account with this email an admin, on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR). The account signs up on the site first.
const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run admin:create -- <email of an account that has signed up>');
  process.exit(2);
}

try {
  const config = await loadConfig(process.env, startDir());
  const connection = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  try {
    await runMigrations(connection);
    const outcome = await grantAdminRole(connection.db, email, new Date());
    const messages = {
      granted: `${email} is now an admin. The role applies from their next sign-in.`,
      already_admin: `${email} is already an admin.`,
      no_such_user: `No account uses ${email}. Sign up on the site first, then run this again.`,
    } as const;
    console.log(messages[outcome]);
    if (outcome === 'no_such_user') process.exitCode = 1;
  } finally {
    await connection.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
