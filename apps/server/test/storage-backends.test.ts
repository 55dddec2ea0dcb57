import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskObjectStore } from '../src/storage/disk-store';
import { createObjectStore } from '../src/storage/create-object-store';
import type { ObjectStore } from '../src/storage/object-store';
import { objectStoreContract } from './fixtures/object-store-contract';
import { filesUnder, storageFolder } from './fixtures/storage';
import { testConfig } from './helpers/test-app';

describe('the disk store', () => {
  let folder: Awaited<ReturnType<typeof storageFolder>>;
  let store: ObjectStore;
  beforeAll(async () => {
    folder = await storageFolder();
    store = diskObjectStore(folder.dir);
  });
  afterAll(() => folder.remove());

  objectStoreContract(() => store);

  it('keeps each key as a file in its folders, and removes folders left empty by a delete', async () => {
    await store.put('listing-images/meals/m1/o1/card.webp', Buffer.from('a'), 'image/webp');
    await store.put('listing-images/meals/m1/o2/card.webp', Buffer.from('b'), 'image/webp');
    expect((await filesUnder(folder.dir)).filter((file) => file.includes('/m1/'))).toEqual([
      'listing-images/meals/m1/o1/card.webp',
      'listing-images/meals/m1/o2/card.webp',
    ]);
    await store.delete('listing-images/meals/m1/o1/card.webp');
    expect(await readdir(join(folder.dir, 'listing-images/meals/m1'))).toEqual(['o2']);
    await store.delete('listing-images/meals/m1/o2/card.webp');
    // m1 and meals are empty now, and gone; the store's own folder stays.
    await expect(stat(join(folder.dir, 'listing-images/meals'))).rejects.toThrow('ENOENT');
    expect((await stat(folder.dir)).isDirectory()).toBe(true);
  });

  it('reads a folder where a file should be as nothing', async () => {
    await mkdir(join(folder.dir, 'listing-images/odd/folder.webp'), { recursive: true });
    expect(await store.get('listing-images/odd/folder.webp')).toBeNull();
    expect(await store.exists('listing-images/odd/folder.webp')).toBe(false);
  });

  it('leaves no partial file behind when a write fails', async () => {
    await writeFile(join(folder.dir, 'blocked'), 'a file, not a folder');
    await expect(store.put('blocked/x/card.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect((await filesUnder(folder.dir)).filter((file) => file.startsWith('blocked'))).toEqual(['blocked']);
  });
});

describe('createObjectStore', () => {
  it('uses DATA_DIR/storage unless told otherwise, and S3 when the S3 settings are given', async () => {
    expect(createObjectStore(await testConfig({ dataDir: '/tmp/orchim-x' })).kind).toBe('disk');
    const s3 = createObjectStore(
      await testConfig({
        s3: {
          endpoint: 'http://127.0.0.1:9',
          bucket: 'b',
          region: 'us-east-1',
          accessKeyId: 'a',
          secretAccessKey: 's',
          forcePathStyle: true,
        },
      }),
    );
    expect(s3.kind).toBe('s3');
    await s3.close();
  });
});
