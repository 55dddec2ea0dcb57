import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../../src/paths';

/**
 * The migrations before `tag`, in a temporary folder of their own (drizzle's journal lists what a folder
 * holds): a migration test builds the schema before it, fills rows, then runs the rest. The caller removes
 * the folder.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'orchim-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}
