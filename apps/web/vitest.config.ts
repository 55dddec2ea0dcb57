import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files that need modules of their own: they replace a module (`vi.mock`), start the app's global
 * i18next or auth client (test/fake-auth-server.ts: auth-js clients of one storage key hear each other), or
 * render on the server (an aborted server render leaves React Router's contexts set for a
 * browser render in the same module registry). They are named `*.isolated.test.*` and run in the
 * web-isolated project (vitest.isolated.config.ts), one fresh registry per file; ESLint keeps `vi.mock`
 * out of the others.
 */
export const ISOLATED_TESTS = ['src/**/*.isolated.test.{ts,tsx}', 'test/**/*.isolated.test.{ts,tsx}'];

// The unit tests render with react-dom, as the browser does, in StrictMode (test/setup.ts).
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
    // The files of a worker share its loaded modules (React, the app, the translations) and its jsdom:
    // importing them again for every file was most of the suite's time (223 → 120 s here). test/setup.ts
    // puts back what a file may leave behind in the document and the storage; no test file may rely on
    // anything else another left.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
  },
});
