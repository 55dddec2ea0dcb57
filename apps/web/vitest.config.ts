import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import { preactAliases, preactJsx, reactLibraries } from './preact-aliases.ts';

// The tests run on Preact, as the build does (preact-aliases.ts); React libraries are bundled by Vite so
// the aliases reach them.
export default defineProject({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases],
    // ES module builds, as the browser build takes: a CommonJS build's require('react') would not go
    // through the aliases (Vitest's defaults for Node pick CommonJS for react-router and lucide-react).
    conditions: ['module', 'node', 'development|production'],
    mainFields: ['module', 'jsnext:main', 'jsnext'],
  },
  oxc: { jsx: preactJsx },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // user-event and Testing Library's DOM core with them, so they share one @testing-library/dom (and so
    // its act() event wrapper) with @testing-library/react.
    server: {
      deps: { inline: [...reactLibraries, '@testing-library/dom', '@testing-library/user-event'] },
    },
  },
});
