#!/usr/bin/env node
// The budget of issue 2: the first load of / ships at most 100 KB of gzipped JavaScript, and every page
// module (src/features/*/*-page.tsx) is a chunk of its own, loaded only on its route.
//
// Reads apps/web/dist/.vite/manifest.json (vite build with `build.manifest`), prints a table, exits 1 when a
// rule is broken. `--write` also records the figures in docs/benchmarks.md ("Bundle size" section).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const distArg = process.argv.indexOf('--dist');
// `--dist <dir>` measures another build output (e.g. `vite build --outDir /tmp/web`); the default is the real one.
const DIST = distArg > 0 ? resolve(process.argv[distArg + 1] ?? '') : join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const BENCHMARKS = join(ROOT, 'docs/benchmarks.md');
const HOME_PAGE = 'src/features/home/home-page.tsx';
const BUDGET_BYTES = 100 * 1024;

if (!existsSync(MANIFEST)) {
  console.error(`check-bundle-size: ${relative(ROOT, MANIFEST)} is missing; run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

const sizes = new Map();
/** Raw and gzipped (level 9, as the build's pre-compressed copies) size of one built file. */
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(DIST, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically (what the browser fetches before it runs). */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

function total(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) =>
    [...files].reduce(
      (acc, file) => {
        const { raw, gzip } = sizeOf(file);
        return { raw: acc.raw + raw, gzip: acc.gzip + gzip, files: acc.files + 1 };
      },
      { raw: 0, gzip: 0, files: 0 },
    );
  return { js: sum(js), css: sum(css) };
}

const failures = [];

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length !== 1) failures.push(`expected one entry chunk, found ${entryKeys.length}`);
const entryKey = entryKeys[0];
const entryClosure = staticClosure(entryKey);

// Every page module on disk must be a dynamic entry with a file of its own, outside the entry's closure.
const featuresDir = join(WEB, 'src/features');
const pageModules = readdirSync(featuresDir, { withFileTypes: true })
  .filter((dirent) => dirent.isDirectory())
  .flatMap((dirent) =>
    readdirSync(join(featuresDir, dirent.name))
      .filter((name) => name.endsWith('-page.tsx'))
      .map((name) => `src/features/${dirent.name}/${name}`),
  )
  .sort();
const entryFiles = new Set([...entryClosure].map((key) => manifest[key].file));
const pageFiles = new Map();
for (const page of pageModules) {
  const chunk = manifest[page];
  if (!chunk) {
    failures.push(`${page} is not a chunk of its own (bundled into another chunk, or never imported)`);
    continue;
  }
  if (!chunk.isDynamicEntry) failures.push(`${page} is not lazy-loaded (no dynamic import)`);
  if (entryFiles.has(chunk.file)) failures.push(`${page} is part of the first load (${chunk.file})`);
  if (pageFiles.has(chunk.file))
    failures.push(`${page} shares ${chunk.file} with ${pageFiles.get(chunk.file)}`);
  pageFiles.set(chunk.file, page);
}

// First load of /: the entry and its static imports, then the home page chunk and its static imports.
if (!manifest[HOME_PAGE]) failures.push(`${HOME_PAGE} is missing from the manifest`);
const firstLoadKeys = new Set(entryClosure);
if (manifest[HOME_PAGE]) staticClosure(HOME_PAGE, firstLoadKeys);
const firstLoad = total(firstLoadKeys);
if (firstLoad.js.gzip > BUDGET_BYTES) {
  failures.push(
    `first load of / ships ${kb(firstLoad.js.gzip)} of gzipped JavaScript, over the ${kb(BUDGET_BYTES)} budget`,
  );
}

// Each route chunk: what navigating there adds on top of the first load (its chunk and new static imports).
const routes = pageModules
  .filter((page) => manifest[page])
  .map((page) => {
    const own = total([page]);
    const added = [...staticClosure(page)].filter((key) => !entryClosure.has(key));
    return { page, own, added: total(added) };
  });

const rows = [
  ['What', 'Files', 'JS raw', 'JS gzip', 'CSS gzip'],
  [
    '**First load of /** (entry + home)',
    String(firstLoad.js.files),
    kb(firstLoad.js.raw),
    `**${kb(firstLoad.js.gzip)}**`,
    kb(firstLoad.css.gzip),
  ],
  ['Entry chunk and its imports', ...cells(total(entryClosure))],
  ...routes.map(({ page, added }) => [`\`${page.replace('src/features/', '')}\``, ...cells(added)]),
];

function cells({ js, css }) {
  return [String(js.files), kb(js.raw), kb(js.gzip), kb(css.gzip)];
}
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const table = markdownTable(rows);
console.log(`Bundle size (gzip level 9; route rows = what the route adds to the entry)\n\n${table}\n`);
console.log(
  `First load of /: ${kb(firstLoad.js.gzip)} of ${kb(BUDGET_BYTES)} gzipped JS; ${pageModules.length} page modules, each its own chunk: ${failures.some((f) => f.includes('-page.tsx')) ? 'no' : 'yes'}`,
);

if (process.argv.includes('--write')) await writeBenchmarks(table);

if (failures.length) {
  console.error(`\ncheck-bundle-size: FAILED\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('check-bundle-size: ok');

function markdownTable([head, ...body]) {
  const line = (row) => `| ${row.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...body.map(line)].join('\n');
}

async function writeBenchmarks(tableText) {
  const date = new Date().toISOString().slice(0, 10);
  const section = `## Bundle size

Measured ${date} by \`node scripts/check-bundle-size.mjs --write\` after \`npm run build\` (Vite production
build, gzip level 9 as served). Budget (issue 2): the first load of \`/\` ships at most ${BUDGET_BYTES / 1024} KB of gzipped
JavaScript, and every page module is its own chunk; \`npm run test:e2e\` fails when either breaks.
A route row counts that route's chunk plus the shared chunks it imports that are not already in the entry.

${tableText}
`;
  const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  const pattern = /## Bundle size\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}`;
  // Formatted as the repository's Prettier would (aligned table columns), so `npm run lint` stays green.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(BENCHMARKS)) ?? {};
  writeFileSync(BENCHMARKS, await prettier.format(next, { ...options, filepath: BENCHMARKS }));
  console.log(`check-bundle-size: wrote ${relative(ROOT, BENCHMARKS)}`);
}
