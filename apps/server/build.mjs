import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Bundles the server into dist/ for `npm start`. npm dependencies stay external (installed in
// node_modules, some with native or WebAssembly parts); @orchim/shared is TypeScript source, so
// it is bundled in. Both entry points sit directly in dist/, one level below apps/server like
// src/, so paths found relative to the module (../drizzle, ../../web/dist) work from either.
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [
  name,
  `${name}/*`,
]);

// `node build.mjs [outdir]`: dist/ by default; `npm start` builds into a folder of its own (scripts/start).
const outdir = resolve(fileURLToPath(new URL('.', import.meta.url)), process.argv[2] ?? 'dist');
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'info',
});
