import { defineConfig } from 'vitest/config';

// One runner, three projects: `npm run test:unit` (shared, web) and `npm run test:server`.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server'],
  },
});
