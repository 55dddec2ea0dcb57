import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint, pruneBuilds } from './builds.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder of files: path → content. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'orchim-builds-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('fingerprint', () => {
  const inputs = ['src', 'package.json'];

  it('is the same for the same sources, and changes with any file in them', () => {
    const root = tree({ 'src/a.ts': 'a', 'src/deep/b.ts': 'b', 'package.json': '{}', 'README.md': 'x' });
    const first = fingerprint(root, inputs);
    expect(fingerprint(root, inputs)).toBe(first);
    // Outside the inputs: no new build.
    writeFileSync(join(root, 'README.md'), 'changed');
    expect(fingerprint(root, inputs)).toBe(first);
    writeFileSync(join(root, 'src/deep/b.ts'), 'b2');
    const second = fingerprint(root, inputs);
    expect(second).not.toBe(first);
    // A new file, or a file renamed, is a change too.
    writeFileSync(join(root, 'src/c.ts'), '');
    expect(fingerprint(root, inputs)).not.toBe(second);
  });

  it('skips node_modules and missing inputs', () => {
    const root = tree({ 'src/a.ts': 'a', 'package.json': '{}' });
    const before = fingerprint(root, [...inputs, 'absent']);
    mkdirSync(join(root, 'src/node_modules'));
    writeFileSync(join(root, 'src/node_modules/x.js'), 'x');
    expect(fingerprint(root, inputs)).toBe(before);
  });
});

describe('pruneBuilds', () => {
  it('keeps the most recently started builds and the current one, and drops old unfinished ones', () => {
    const builds = tree({});
    const ages = { a: 5, b: 4, c: 3, d: 2, e: 1 };
    for (const [name, hoursAgo] of Object.entries(ages)) {
      mkdirSync(join(builds, name));
      const when = new Date(Date.now() - hoursAgo * 3_600_000);
      utimesSync(join(builds, name), when, when);
    }
    mkdirSync(join(builds, 'f.tmp-123'));
    const old = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(builds, 'f.tmp-123'), old, old);
    mkdirSync(join(builds, 'g.tmp-456'));

    // The current build (a, the oldest) and the two newest others stay; so does a build in progress.
    expect(pruneBuilds(builds, 'a', 3).sort()).toEqual(['b', 'c', 'f.tmp-123']);
    expect(readdirSync(builds).sort()).toEqual(['a', 'd', 'e', 'g.tmp-456']);
  });
});
