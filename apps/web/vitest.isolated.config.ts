import { configDefaults, defineProject } from 'vitest/config';
import web, { ISOLATED_TESTS } from './vitest.config';

/** The web tests that need modules of their own (vitest.config.ts, ISOLATED_TESTS): a fresh registry per file. */
export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: ISOLATED_TESTS,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
