import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The pieces of `npm start` (scripts/start/start.mjs) that decide, not build: which sources a build is made
 * of, their fingerprint, and which old builds to remove. A folder of the tooling tests' own exercises them.
 */

/** What a build is made of, relative to the repository: the sources, the configs, the lockfile. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
];

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(root, join(path, entry.name)));
}

/** A short hash of every input file's path and content: the same sources give the same name. */
export function fingerprint(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash.update(relative(root, join(root, file)).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Removes finished builds beyond the `keep` most recently started (a start touches its folder), never
 * `current`, and any unfinished folder (`*.tmp-*`) older than an hour. A running instance of an old build
 * keeps its files until `keep` newer builds have been started.
 */
export function pruneBuilds(buildsDir, current, keep = 3) {
  if (!existsSync(buildsDir)) return [];
  const entries = readdirSync(buildsDir).map((name) => ({
    name,
    mtime: statSync(join(buildsDir, name)).mtimeMs,
  }));
  const stale = entries.filter(({ name, mtime }) => name.includes('.tmp-') && Date.now() - mtime > 3_600_000);
  const finished = entries
    .filter(({ name }) => !name.includes('.tmp-') && name !== current)
    .sort((a, b) => b.mtime - a.mtime)
    .slice(Math.max(0, keep - 1));
  const removed = [...stale, ...finished].map(({ name }) => name);
  for (const name of removed) rmSync(join(buildsDir, name), { recursive: true, force: true });
  return removed;
}
