import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../src/config';
import type { ObjectStore } from '../src/storage/object-store';
import { s3ObjectStore } from '../src/storage/s3-store';
import { phoneJpeg } from './fixtures/images';
import { objectStoreContract } from './fixtures/object-store-contract';
import { filesUnder, person, photoRows, readPublic, storageFolder, uploaded } from './fixtures/storage';
import { insertStay } from './helpers/stays';
import { createTestApp } from './helpers/test-app';

/**
 * The S3 backend against a real S3 server: s3rver, in this process, on a loopback port, keeping its
 * buckets in a temporary folder. It checks request signatures (with its own key pair, S3RVER/S3RVER),
 * so a request the SDK would send to AWS, MinIO or R2 is what it receives here.
 */
let server: S3rver;
let serverFolder: Awaited<ReturnType<typeof storageFolder>>;
let settings: S3Settings;

beforeAll(async () => {
  serverFolder = await storageFolder();
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverFolder.dir,
    configureBuckets: [{ name: 'orchim-photos' }],
  });
  const { port } = (await server.run()) as AddressInfo;
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'orchim-photos',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server.close();
  await serverFolder.remove();
});

describe('the S3 store', () => {
  let store: ObjectStore;
  beforeAll(() => {
    store = s3ObjectStore(settings);
  });
  afterAll(() => store.close());

  objectStoreContract(() => store);

  it('is refused with the wrong secret (the server checks signatures)', async () => {
    const wrong = s3ObjectStore({ ...settings, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('listing-images/x/y/card.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await wrong.close();
  });
});

describe('listing photos kept in S3', () => {
  let app: FastifyInstance;
  let localFolder: Awaited<ReturnType<typeof storageFolder>>;
  beforeAll(async () => {
    localFolder = await storageFolder();
    app = await createTestApp({ s3: settings, storageDir: localFolder.dir });
  });
  afterAll(async () => {
    await app.close();
    await localFolder.remove();
  });

  it('are uploaded, read and deleted through the bucket, with nothing on the local disk', async () => {
    const host = await person(app, 'approved host');
    const stay = await insertStay(app, host.user, { images: 0 });
    const { object } = await uploaded(app, host, 'stays', stay.id, await phoneJpeg(1400, 900));
    expect(app.storage.kind).toBe('s3');
    for (const variant of ['card', 'gallery', 'full'] as const) {
      expect(await app.storage.exists(`listing-images/${object.name}/${variant}.webp`)).toBe(true);
    }
    expect(await filesUnder(localFolder.dir)).toEqual([]);

    const read = await readPublic(app, `${object.url}?variant=card`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-length']).toBe(String(object.variants.card.sizeBytes));
    expect(await sharp(read.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const removal = await app.inject({
      method: 'DELETE',
      url: `/storage/v1/object/listing-images/${object.name}`,
      headers: await host.headers(),
    });
    expect(removal.statusCode).toBe(200);
    expect(await app.storage.exists(`listing-images/${object.name}/full.webp`)).toBe(false);
    expect(await photoRows(app, 'stays', stay.id)).toEqual([]);
  });
});
