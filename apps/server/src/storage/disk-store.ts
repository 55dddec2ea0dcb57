import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertSafeKey, type ObjectStore } from './object-store';

/** Files in a folder (STORAGE_DIR, by default DATA_DIR/storage), one per key, in the key's folders. */
export function diskObjectStore(root: string): ObjectStore {
  const base = resolve(root);

  const pathOf = (key: string) => {
    const path = resolve(base, ...assertSafeKey(key));
    // assertSafeKey already rules out climbing; this is the belt to its braces.
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the store: ${key}`);
    return path;
  };

  return {
    kind: 'disk',

    async put(key, bytes) {
      const path = pathOf(key);
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeInFolder(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        // The stream closes the handle when it ends or fails.
        return { body: handle.createReadStream(), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // Empty folders of deleted objects go too, up to the store's root (rmdir refuses a non-empty one).
      for (let folder = dirname(path); folder.startsWith(base + sep); folder = dirname(folder)) {
        try {
          await rmdir(folder);
        } catch {
          break;
        }
      }
    },

    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ?? false;
    },

    async close() {},
  };
}

/**
 * Writes the file, making its folders first. A delete removes folders it leaves empty, so a folder just
 * made can vanish before the file is in it (an upload racing the removal of a listing's last photo):
 * then the folders are made again.
 */
async function writeInFolder(path: string, bytes: Buffer, attempts = 3): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempts <= 1) throw error;
    await writeInFolder(path, bytes, attempts - 1);
  }
}
