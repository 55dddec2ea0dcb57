import { configDefaults, defineProject } from 'vitest/config';
import server from './vitest.config';

// The tests that start server processes of their own, most on a real PostgreSQL (DATABASE_URL):
// `npm run test:server:two-instances -w @orchim/server` (CI runs it once, after the PostgreSQL suite).
// The crash test's PGlite half is here too, not in the server suite, which CI runs twice.
export default defineProject({
  test: {
    ...server.test,
    name: 'server-pg',
    include: ['test/**/*.pg.test.ts'],
    exclude: configDefaults.exclude,
    // Four files that start clusters and processes: each keeps a fresh module graph of its own.
    isolate: true,
    // Servers start from source (tsx) and migrate a new database: slower than an in-process app.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
