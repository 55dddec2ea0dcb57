import { fileURLToPath } from 'node:url';

/**
 * Folders found relative to this module. The file sits one level below apps/server both as source
 * (src/paths.ts) and once bundled (dist/main.js inlines it), so the same `..` works from either.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The folder relative settings (DATA_DIR, WEB_DIST) are resolved against: where the command was
 * started. npm runs workspace scripts (`npm run dev`, `npm run db:migrate`) inside apps/server but
 * records the folder it was started from in INIT_CWD, so those use the same ./data as `npm start`.
 */
export const startDir = () => process.env.INIT_CWD ?? process.cwd();
