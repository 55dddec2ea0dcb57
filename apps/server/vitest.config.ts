import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test file starts its own database (PGlite in WebAssembly, or a schema in PostgreSQL).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
