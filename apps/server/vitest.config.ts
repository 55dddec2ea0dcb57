import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Tests that need a Redis server run apart: `npm run test:server:redis -w @orchim/server` (vitest.redis.config.ts);
    // those that need PostgreSQL and server processes too: `npm run test:server:two-instances` (vitest.pg.config.ts).
    exclude: [...configDefaults.exclude, 'test/**/*.redis.test.ts', 'test/**/*.pg.test.ts'],
    environment: 'node',
    // Test files share a worker's loaded modules (the app, PGlite's WebAssembly): importing them again for
    // each file was half the suite's time. Each file still builds its own app on its own database; no test
    // file may rely on what another left in a module (10.5 → 3.3 min here).
    isolate: false,
    // Each test file starts its own database (PGlite in WebAssembly, or a schema in PostgreSQL).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
