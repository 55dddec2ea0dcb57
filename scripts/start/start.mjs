#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server only when their sources changed since the last build,
 * then runs it. Each build goes whole into a folder of its own, .builds/<fingerprint>/ (written under a
 * temporary name and renamed once complete), laid out as the repository is, so the server finds its
 * migrations and the web app next to itself. A second `npm start` of the same sources runs the same
 * build, and one of changed sources leaves the running instance's files alone (decision 033).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, pruneBuilds } from './builds.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const buildsDir = join(root, '.builds');
const name = fingerprint(root);
const build = join(buildsDir, name);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm start: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (existsSync(join(build, 'complete'))) {
  console.log(`npm start: the sources have not changed since build ${name}; starting it`);
} else {
  console.log(`npm start: building ${name} (the sources changed since the last build)`);
  const temporary = `${build}.tmp-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  const web = join(root, 'apps/web');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  run(process.execPath, [vite, 'build', '--outDir', join(temporary, 'apps/web/dist'), '--emptyOutDir'], web);
  run(
    process.execPath,
    [vite, 'build', '--ssr', '--outDir', join(temporary, 'apps/web/dist-ssr'), '--emptyOutDir'],
    web,
  );
  run(process.execPath, ['build.mjs', join(temporary, 'apps/server/dist')], join(root, 'apps/server'));
  cpSync(join(root, 'apps/server/drizzle'), join(temporary, 'apps/server/drizzle'), { recursive: true });
  writeFileSync(join(temporary, 'complete'), `${new Date().toISOString()}\n`);
  mkdirSync(buildsDir, { recursive: true });
  // Another start of the same sources may have finished first: its build is the same.
  if (existsSync(build)) rmSync(temporary, { recursive: true, force: true });
  else renameSync(temporary, build);
}

const now = new Date();
utimesSync(build, now, now);
pruneBuilds(buildsDir, name);

const server = spawn(process.execPath, [join(build, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
