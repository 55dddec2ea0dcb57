import { configDefaults, defineProject } from 'vitest/config';
import server from './vitest.config';

// The tests that need a real Redis (REDIS_URL): `npm run test:server:redis -w @orchim/server`.
export default defineProject({
  test: {
    ...server.test,
    name: 'server-redis',
    include: ['test/**/*.redis.test.ts'],
    exclude: configDefaults.exclude,
  },
});
