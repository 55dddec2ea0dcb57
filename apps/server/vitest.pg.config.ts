import { configDefaults, defineProject } from 'vitest/config';
import server from './vitest.config';

// The tests that need a real PostgreSQL (DATABASE_URL) and start server processes of their own:
// `npm run test:server:two-instances -w @orchim/server` (CI runs it after the PostgreSQL suite).
export default defineProject({
  test: {
    ...server.test,
    name: 'server-pg',
    include: ['test/**/*.pg.test.ts'],
    exclude: configDefaults.exclude,
    // Two servers start from source (tsx) and migrate a new database: slower than an in-process app.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
