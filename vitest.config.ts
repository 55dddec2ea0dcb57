import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, five projects: `npm run test:unit` (shared, web, web-isolated, tooling) and `npm run test:server`.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/server',
      // The repository's own rules (the lint layers): Node, no setup.
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
    // Vitest keeps a core free for itself by default: one worker on a 2-core machine. The workers do
    // nearly all the work, so every core runs one (unit 5.6 → 3.7 min here).
    maxWorkers: availableParallelism(),
  },
});
