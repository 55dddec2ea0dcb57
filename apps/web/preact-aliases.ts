import type { Alias } from 'vite';

/**
 * The app is written against the React API and React libraries, and runs on Preact (preact/compat) to fit
 * the first-load budget: see docs/decisions/005-preact-compat.md. Used by vite.config.ts and
 * vitest.config.ts, so the unit tests run what ships; deleting this module (and its uses) switches back.
 *
 * Exact matches only: 'react-router', 'react-i18next' and the like must stay themselves.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's shim for React < 18 (CommonJS, so its require('react') escapes the aliases in tests).
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/** JSX compiles straight to Preact's automatic runtime (the tests' and the build's alike). */
export const preactJsx = { runtime: 'automatic', importSource: 'preact' } as const;

/**
 * Libraries that import React. Vitest loads node_modules through Node by default, where aliases do not
 * apply: these are bundled by Vite instead, so they get Preact too.
 */
export const reactLibraries = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'react-i18next',
  'react-hook-form',
  '@hookform/resolvers',
  'sonner',
  'lucide-react',
  'react-day-picker',
];
