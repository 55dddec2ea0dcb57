import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageObject } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeListingObjects } from '../src/storage/listing-photos';
import {
  BROKEN_JPEG,
  declaredHugePng,
  HTML_PAGE,
  oversizedFile,
  phoneJpeg,
  png,
  smallJpeg,
  SVG_IMAGE,
  webp,
} from './fixtures/images';
import {
  filePart,
  filesUnder,
  multipart,
  person,
  photoRows,
  readPublic,
  storageFolder,
  storageRows,
  upload,
  uploaded,
  uploadUrl,
} from './fixtures/storage';
import { insertMeal } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { insertStay } from './helpers/stays';
import { apiKey, createTestApp } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

let app: FastifyInstance;
let folder: Awaited<ReturnType<typeof storageFolder>>;

beforeAll(async () => {
  folder = await storageFolder();
  app = await createTestApp({ storageDir: folder.dir });
});
afterAll(async () => {
  await app.close();
  await folder.remove();
});

/** A host with a stay of their own (no photos unless asked). */
async function hostWithStay(options: { role?: 'approved host' | 'pending host'; images?: number } = {}) {
  const host = await person(app, options.role ?? 'approved host');
  const stay = await insertStay(app, host.user, {
    images: options.images ?? 0,
    status: options.role === 'pending host' ? 'draft' : 'published',
  });
  return { host, stay };
}

/** The files of one object (its three variants) in the store. */
const filesOf = async (name: string) =>
  (await filesUnder(folder.dir)).filter((file) => file.startsWith(`listing-images/${name}/`));

/** What the store and the database hold for a listing: compared before and after a refusal. */
async function snapshot(listingId: string) {
  return {
    files: (await filesUnder(folder.dir)).filter((file) => file.includes(listingId)),
    objects: (await storageRows(app)).filter((row) => row.name.includes(listingId)).length,
    photos: (await photoRows(app, 'stays', listingId)).length,
  };
}

describe('uploading a photo of a listing', () => {
  it('keeps three WebP variants of the right widths, without EXIF or GPS, and appends the photo as the cover', async () => {
    const { host, stay } = await hostWithStay();
    const original = await phoneJpeg(3000, 2000);
    expect((await sharp(original).metadata()).exif?.includes('WGS-84')).toBe(true);

    const response = await upload(app, host, 'stays', stay.id, [
      { name: 'alt', value: '  The garden from the kitchen ' },
      filePart(original, 'IMG_2041.JPG'),
    ]);
    expect(response.statusCode).toBe(201);
    const { object, image, images } = response.json<{
      object: StorageObject;
      image: { id: string; src: string; width: number; height: number; alt: string; position: number };
      images: unknown[];
    }>();
    expect(object.name).toMatch(new RegExp(`^stays/${stay.id}/[0-9a-f-]{36}$`));
    expect(object).toMatchObject({
      bucket: 'listing-images',
      url: `/storage/v1/object/public/listing-images/${object.name}`,
      contentType: 'image/webp',
      width: 2048,
      height: 1365,
      variants: {
        card: { width: 640, height: 427 },
        gallery: { width: 1280, height: 853 },
        full: { width: 2048, height: 1365 },
      },
    });
    expect(image).toMatchObject({
      src: object.url,
      width: 2048,
      height: 1365,
      alt: 'The garden from the kitchen',
      position: 0,
      name: object.name,
    });
    expect(images).toHaveLength(1);

    // Only the variants are kept, not the original.
    expect(await filesOf(object.name)).toEqual(
      ['card', 'full', 'gallery'].map((variant) => `listing-images/${object.name}/${variant}.webp`),
    );
    for (const [variant, width] of [
      ['card', 640],
      ['gallery', 1280],
      ['full', 2048],
    ] as const) {
      const read = await readPublic(app, `${object.url}?variant=${variant}`);
      expect(read.statusCode).toBe(200);
      const bytes = read.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('WGS-84')).toBe(false);
      expect(bytes.includes('OrchimPhone')).toBe(false);
      expect(object.variants[variant].sizeBytes).toBe(bytes.length);
    }
    expect(object.sizeBytes).toBe(
      object.variants.card.sizeBytes + object.variants.gallery.sizeBytes + object.variants.full.sizeBytes,
    );

    const [row] = await photoRows(app, 'stays', stay.id);
    expect(row).toMatchObject({ position: 0, src: object.url, width: 2048, height: 1365 });
    const [stored] = (await storageRows(app)).filter((candidate) => candidate.name === object.name);
    expect(stored).toMatchObject({ ownerId: host.user.id, width: 2048, height: 1365 });
  });

  it('turns a photo upright by its EXIF orientation and never enlarges a small one', async () => {
    const { host, stay } = await hostWithStay();
    // Stored 800 x 600, to be shown turned a quarter: 600 wide, 800 high.
    const { object } = await uploaded(
      app,
      host,
      'stays',
      stay.id,
      await phoneJpeg(800, 600, { orientation: 6 }),
    );
    expect(object.variants).toMatchObject({
      card: { width: 600, height: 800 },
      gallery: { width: 600, height: 800 },
      full: { width: 600, height: 800 },
    });
    const full = await readPublic(app, object.url);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 600, height: 800 });
  });

  it('takes PNG and WebP too, and photos of meals, transport services and Ohel listings', async () => {
    const host = await person(app, 'approved host');
    const meal = await insertMeal(app, host.user, { images: 0 });
    const service = await insertTransportService(app, host.user, { images: 0 });
    const ohel = await insertOhelListing(app, host.user, { images: 0 });

    const mealPhoto = await uploaded(app, host, 'meals', meal.id, await png(1600, 1200));
    const ridePhoto = await uploaded(app, host, 'transport', service.id, await webp(700, 500));
    const ohelPhoto = await uploaded(app, host, 'ohel', ohel.id, await smallJpeg());

    expect(mealPhoto.object.name.startsWith(`meals/${meal.id}/`)).toBe(true);
    expect(mealPhoto.object.variants.gallery).toMatchObject({ width: 1280, height: 960 });
    expect(ridePhoto.object.variants.full).toMatchObject({ width: 700, height: 500 });
    expect(ohelPhoto.object.name.startsWith(`ohel/${ohel.id}/`)).toBe(true);
    expect((await photoRows(app, 'meals', meal.id)).map((row) => row.src)).toEqual([mealPhoto.object.url]);
    expect((await photoRows(app, 'transport', service.id)).map((row) => row.src)).toEqual([
      ridePhoto.object.url,
    ]);
    expect((await photoRows(app, 'ohel', ohel.id)).map((row) => row.src)).toEqual([ohelPhoto.object.url]);
  });

  it('takes a photo just under the pixel cap: a 24-megapixel camera’s 6000 x 4000', async () => {
    const { host, stay } = await hostWithStay();
    const { object } = await uploaded(app, host, 'stays', stay.id, await png(6000, 4000));
    expect(object.variants.full).toMatchObject({ width: 2048, height: 1365 });
  });

  it('names the object with the listing id as the database writes it, however the URL spelled it', async () => {
    const { host, stay } = await hostWithStay();
    const { object, image } = await uploaded(app, host, 'stays', stay.id.toUpperCase(), await smallJpeg());
    expect(object.name.startsWith(`stays/${stay.id}/`)).toBe(true);
    expect(image.name).toBe(object.name);
    expect((await readPublic(app, object.url)).statusCode).toBe(200);
  });

  it('lets a host whose application is pending add photos to a draft', async () => {
    const { host, stay } = await hostWithStay({ role: 'pending host' });
    const { image } = await uploaded(app, host, 'stays', stay.id, await smallJpeg());
    expect(image.position).toBe(0);
  });

  it('takes ten photos, in order, and refuses the eleventh without changing anything', async () => {
    const { host, stay } = await hostWithStay();
    const urls: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { image } = await uploaded(app, host, 'stays', stay.id, await smallJpeg(), `Photo ${i + 1}`);
      expect(image.position).toBe(i);
      urls.push(image.src);
    }
    const before = await snapshot(stay.id);
    expect(before).toMatchObject({ objects: 10, photos: 10 });
    expect(before.files).toHaveLength(30);

    const eleventh = await upload(app, host, 'stays', stay.id, [filePart(await smallJpeg())]);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      code: 'too_many_images',
      message: 'A listing can have at most 10 photos. Remove one before adding another.',
    });
    expect(await snapshot(stay.id)).toEqual(before);
    expect((await photoRows(app, 'stays', stay.id)).map((row) => row.src)).toEqual(urls);
  });

  it('counts the photos a listing had before uploads, and lets racing uploads take turns: the extra ones store nothing', async () => {
    const { host, stay } = await hostWithStay({ images: 8 });
    const photo = await smallJpeg();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => upload(app, host, 'stays', stay.id, [filePart(photo)])),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    const rows = await photoRows(app, 'stays', stay.id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const after = await snapshot(stay.id);
    expect(after.objects).toBe(2);
    expect(after.files).toHaveLength(6);
  });

  describe('refuses, storing nothing,', () => {
    const refusals = [
      {
        what: 'a 6 MB file (413 file_too_large)',
        parts: () => [filePart(oversizedFile(6 * 1024 * 1024))],
        status: 413,
        code: 'file_too_large',
        message: 'This file is larger than 5 MB.',
      },
      {
        what: 'a file one byte over 5 MB',
        parts: () => [filePart(oversizedFile(5 * 1024 * 1024 + 1))],
        status: 413,
        code: 'file_too_large',
      },
      {
        what: 'an HTML page named photo.jpg (judged by content, not name: 415)',
        parts: () => [filePart(HTML_PAGE, 'photo.jpg', 'image/jpeg')],
        status: 415,
        code: 'unsupported_file_type',
        message:
          'Only JPEG, PNG and WebP images can be uploaded; this file is not one, whatever its name says.',
      },
      {
        what: 'an SVG picture',
        parts: () => [filePart(SVG_IMAGE, 'logo.svg', 'image/svg+xml')],
        status: 415,
        code: 'unsupported_file_type',
      },
      {
        what: 'an SVG named .png',
        parts: () => [filePart(SVG_IMAGE, 'logo.png', 'image/png')],
        status: 415,
        code: 'unsupported_file_type',
      },
      {
        what: 'a GIF (a real image, not one of the three types)',
        parts: () => [
          filePart(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif'),
        ],
        status: 415,
        code: 'unsupported_file_type',
      },
      {
        what: 'a file that starts as a JPEG and is not one',
        parts: () => [filePart(BROKEN_JPEG)],
        status: 400,
        code: 'invalid_image',
        message: 'This image could not be read. It may be damaged.',
      },
      {
        what: 'a PNG of 100 megapixels (a decompression bomb of a few hundred bytes)',
        parts: () => [filePart(declaredHugePng(10_000, 10_000), 'bomb.png', 'image/png')],
        status: 400,
        code: 'image_too_many_pixels',
        message: 'This image is too large: at most 25 megapixels.',
      },
      {
        what: 'a PNG of 400 megapixels (over the decoder’s own default cap, once answered invalid_image)',
        parts: () => [filePart(declaredHugePng(20_000, 20_000), 'bomb.png', 'image/png')],
        status: 400,
        code: 'image_too_many_pixels',
      },
      {
        what: 'a real PNG of 8000 x 6200 pixels (49.6 megapixels in a few hundred kilobytes)',
        parts: async () => [filePart(await png(8000, 6200), 'wide.png', 'image/png')],
        status: 400,
        code: 'image_too_many_pixels',
        message: 'This image is too large: at most 25 megapixels.',
      },
      {
        what: 'an upload without a file',
        parts: () => [{ name: 'alt', value: 'No photo' }],
        status: 400,
        code: 'no_file',
      },
      {
        what: 'an empty file',
        parts: () => [filePart(Buffer.alloc(0))],
        status: 400,
        code: 'no_file',
      },
      {
        what: 'a file in another field',
        parts: async () => [{ ...filePart(await smallJpeg()), name: 'photo' }],
        status: 400,
        code: 'no_file',
      },
      {
        what: 'two files at once',
        parts: async () => [filePart(await smallJpeg()), filePart(await smallJpeg())],
        status: 400,
        code: 'too_many_files',
      },
      {
        what: 'a description with a script in it',
        parts: async () => [{ name: 'alt', value: '<script>alert(1)</script>' }, filePart(await smallJpeg())],
        status: 400,
        code: 'validation_failed',
      },
      {
        what: 'a description over 200 characters',
        parts: async () => [filePart(await smallJpeg()), { name: 'alt', value: 'x'.repeat(201) }],
        status: 400,
        code: 'validation_failed',
      },
    ];

    it.each(refusals)('$what', async ({ parts, status, code, ...expected }) => {
      const { host, stay } = await hostWithStay();
      const response = await upload(app, host, 'stays', stay.id, await parts());
      expect(response.statusCode).toBe(status);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe(code);
      expect(body.message.length).toBeGreaterThan(10);
      if ('message' in expected) expect(body.message).toBe(expected.message);
      expect(await snapshot(stay.id)).toEqual({ files: [], objects: 0, photos: 0 });
    });

    it('a body that is not multipart', async () => {
      const { host, stay } = await hostWithStay();
      const response = await app.inject({
        method: 'POST',
        url: uploadUrl('stays', stay.id),
        headers: await host.headers(),
        payload: { file: 'not a file' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('no_file');
    });

    // Found by the hostile-input suite: busboy's errors carry no status, and answered 500.
    it.each([
      { what: 'cut short', body: (whole: Buffer) => whole.subarray(0, whole.length - 40), type: undefined },
      { what: 'without a boundary', body: (whole: Buffer) => whole, type: 'multipart/form-data' },
    ])('a multipart body $what: 400 malformed_upload, nothing stored', async ({ body, type }) => {
      const { host, stay } = await hostWithStay();
      const form = multipart([filePart(await smallJpeg())]);
      const response = await app.inject({
        method: 'POST',
        url: uploadUrl('stays', stay.id),
        headers: { ...(await host.headers()), 'content-type': type ?? form.headers['content-type'] },
        payload: body(form.payload),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('malformed_upload');
      expect(await snapshot(stay.id)).toEqual({ files: [], objects: 0, photos: 0 });
    });
  });

  it('answers a 6 MB upload over a real connection with its 413, as a browser sends it', async () => {
    const { host, stay } = await hostWithStay();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('alt', 'Too big');
    form.append('file', new Blob([oversizedFile(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const response = await fetch(`${address}${uploadUrl('stays', stay.id)}`, {
      method: 'POST',
      headers: await host.headers(),
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'file_too_large',
      message: 'This file is larger than 5 MB.',
    });
    expect(await snapshot(stay.id)).toEqual({ files: [], objects: 0, photos: 0 });
  });

  it('answers 503 and keeps nothing when the store cannot take the bytes', async () => {
    const broken = await storageFolder();
    // A file where the bucket's folder should be: every write under it fails.
    await writeFile(join(broken.dir, 'listing-images'), 'in the way');
    const brokenApp = await createTestApp({ storageDir: broken.dir });
    try {
      const host = await person(brokenApp, 'approved host');
      const stay = await insertStay(brokenApp, host.user, { images: 0 });
      const response = await upload(brokenApp, host, 'stays', stay.id, [filePart(await smallJpeg())]);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'storage_unavailable',
        message: 'The photo could not be saved. Please try again.',
      });
      expect(await photoRows(brokenApp, 'stays', stay.id)).toEqual([]);
      expect(await storageRows(brokenApp)).toEqual([]);
      expect(await filesUnder(broken.dir)).toEqual(['listing-images']);
    } finally {
      await brokenApp.close();
      await broken.remove();
    }
  });
});

describe('reading a photo', () => {
  let url: string;
  let object: StorageObject;
  beforeAll(async () => {
    const { host, stay } = await hostWithStay();
    ({ object } = await uploaded(app, host, 'stays', stay.id, await phoneJpeg(1500, 1000)));
    url = object.url;
  });

  it('needs no API key (an <img> sends none) and is cached for a year', async () => {
    const response = await readPublic(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(object.variants.full.sizeBytes),
    });
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.rawPayload.length).toBe(object.variants.full.sizeBytes);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1500);
  });

  it('serves each variant under its own ETag, and 304 to a copy that is still good', async () => {
    const card = await readPublic(app, `${url}?variant=card`);
    expect(card.rawPayload.length).toBe(object.variants.card.sizeBytes);
    const full = await readPublic(app, `${url}?variant=full`);
    expect(card.headers.etag).not.toBe(full.headers.etag);

    const again = await readPublic(app, `${url}?variant=card`, {
      'if-none-match': String(card.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await readPublic(app, `${url}?variant=card`, {
      'if-none-match': String(full.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: `${url}?variant=gallery` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(object.variants.gallery.sizeBytes));
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 {code, message} for what does not exist, and 400 for an unknown variant', async () => {
    const missing = [
      `/storage/v1/object/public/listing-images/stays/${object.name.split('/')[1]}/00000000-0000-4000-8000-000000000000`,
      `/storage/v1/object/public/listing-images/${object.name}/card.webp`,
      `/storage/v1/object/public/listing-images/stays%2F..%2F..%2Fsecrets.json`,
      `/storage/v1/object/public/private-bucket/${object.name}`,
    ];
    for (const path of missing) {
      const response = await readPublic(app, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    }
    const odd = await readPublic(app, `${url}?variant=original`);
    expect(odd.statusCode).toBe(400);
  });

  it('still needs the API key everywhere else in /storage', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/storage/v1/object/list/listing-images',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_api_key');
    const { stay } = await hostWithStay();
    const uploadWithoutKey = await app.inject({
      method: 'POST',
      url: uploadUrl('stays', stay.id),
      ...multipart([filePart(await smallJpeg())]),
    });
    expect(uploadWithoutKey.statusCode).toBe(401);
    expect(uploadWithoutKey.json().code).toBe('no_api_key');
  });
});

describe('listing my objects', () => {
  it("lists the caller's own objects under a prefix, and nobody else's", async () => {
    const { host, stay } = await hostWithStay();
    const second = await insertStay(app, host.user, { images: 0 });
    const first = await uploaded(app, host, 'stays', stay.id, await smallJpeg());
    const other = await uploaded(app, host, 'stays', second.id, await smallJpeg());
    const list = async (account: typeof host, prefix: string) =>
      app.inject({
        method: 'POST',
        url: '/storage/v1/object/list/listing-images',
        headers: await account.headers(),
        payload: { prefix },
      });

    const mine = await list(host, `stays/${stay.id}/`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([first.object]);
    expect(
      (await list(host, 'stays/'))
        .json<StorageObject[]>()
        .map((object) => object.name)
        .sort(),
    ).toEqual([first.object.name, other.object.name].sort());

    const intruder = await person(app, 'approved host');
    expect((await list(intruder, `stays/${stay.id}/`)).json()).toEqual([]);
    expect((await list(intruder, '')).json()).toEqual([]);
  });
});

describe('deleting a photo', () => {
  it('removes its bytes, its object and its place: the photos after it move up', async () => {
    const { host, stay } = await hostWithStay();
    const photos = [];
    for (let i = 0; i < 3; i += 1)
      photos.push(await uploaded(app, host, 'stays', stay.id, await smallJpeg()));
    const [first, middle, last] = photos.map((photo) => photo.object);
    if (!first || !middle || !last) throw new Error('three photos');

    const response = await app.inject({
      method: 'DELETE',
      url: `/storage/v1/object/listing-images/${middle.name}`,
      headers: await host.headers(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ name: string; images: { src: string; position: number }[] }>();
    expect(body.name).toBe(middle.name);
    expect(body.images.map(({ src, position }) => [src, position])).toEqual([
      [first.url, 0],
      [last.url, 1],
    ]);
    expect((await photoRows(app, 'stays', stay.id)).map(({ src, position }) => [src, position])).toEqual([
      [first.url, 0],
      [last.url, 1],
    ]);
    expect(await filesOf(middle.name)).toEqual([]);
    expect(await filesOf(first.name)).toHaveLength(3);
    expect((await storageRows(app)).some((row) => row.name === middle.name)).toBe(false);
    expect((await readPublic(app, middle.url)).statusCode).toBe(404);

    // A second delete finds nothing.
    const again = await app.inject({
      method: 'DELETE',
      url: `/storage/v1/object/listing-images/${middle.name}`,
      headers: await host.headers(),
    });
    expect(again.statusCode).toBe(404);
  });

  it("goes with the listing: purgeListingObjects removes a deleted listing's objects and bytes", async () => {
    const { host, stay } = await hostWithStay();
    const { object } = await uploaded(app, host, 'stays', stay.id, await smallJpeg());
    const purge = await app.db.transaction((tx) => purgeListingObjects(tx, 'stays', stay.id));
    await purge.removeBytes(app);
    expect((await storageRows(app)).some((row) => row.name === object.name)).toBe(false);
    expect(await filesOf(object.name)).toEqual([]);
  });
});

describe('who may (every rule on the server)', () => {
  let ownerStay: { id: string };
  let ownerPhoto: StorageObject;
  beforeAll(async () => {
    const { host, stay } = await hostWithStay();
    ownerStay = stay;
    ({ object: ownerPhoto } = await uploaded(app, host, 'stays', stay.id, await smallJpeg()));
  });

  const deletePhoto = async (headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/storage/v1/object/listing-images/${ownerPhoto.name}`, headers });

  async function unchanged() {
    expect((await photoRows(app, 'stays', ownerStay.id)).map((row) => row.src)).toEqual([ownerPhoto.url]);
    expect(await filesOf(ownerPhoto.name)).toHaveLength(3);
  }

  it('nobody signed in: 401 for upload and delete', async () => {
    const response = await upload(app, null, 'stays', ownerStay.id, [filePart(await smallJpeg())]);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('no_authorization');
    const removal = await deletePhoto({ apikey: await apiKey() });
    expect(removal.statusCode).toBe(401);
    await unchanged();
  });

  it('a guest cannot upload at all, even to a listing that would be theirs: 403 not_a_host', async () => {
    const guest = await person(app, 'guest');
    const theirs = await insertStay(app, guest.user, { images: 0 });
    for (const stayId of [ownerStay.id, theirs.id]) {
      const response = await upload(app, guest, 'stays', stayId, [filePart(await smallJpeg())]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'not_a_host',
        message: 'Only hosts can do this',
      });
    }
    expect((await deletePhoto(await guest.headers())).statusCode).toBe(403);
    await unchanged();
  });

  it("another host cannot upload to or delete from a host's listing: 404, as for a listing that does not exist", async () => {
    const intruder = await person(app, 'approved host');
    const response = await upload(app, intruder, 'stays', ownerStay.id, [filePart(await smallJpeg())]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    const nowhere = await upload(app, intruder, 'stays', '00000000-0000-4000-8000-000000000000', [
      filePart(await smallJpeg()),
    ]);
    expect(nowhere.statusCode).toBe(404);
    // Nor through another kind's path with the same id.
    const otherKind = await upload(app, intruder, 'meals', ownerStay.id, [filePart(await smallJpeg())]);
    expect(otherKind.statusCode).toBe(404);
    expect((await deletePhoto(await intruder.headers())).statusCode).toBe(404);
    await unchanged();
  });

  it('an admin is no exception', async () => {
    for (const role of ['admin', 'admin host'] as const) {
      const admin = await person(app, role);
      const response = await upload(app, admin, 'stays', ownerStay.id, [filePart(await smallJpeg())]);
      expect(response.statusCode).toBe(role === 'admin' ? 403 : 404);
      expect((await deletePhoto(await admin.headers())).statusCode).toBe(role === 'admin' ? 403 : 404);
    }
    await unchanged();
  });

  it('a host cannot delete an object by a name outside listing photos', async () => {
    const host = await person(app, 'approved host');
    for (const name of ['../secrets.json', 'stays/x/y', `stays/${ownerStay.id}/../../x`]) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/storage/v1/object/listing-images/${name}`,
        headers: await host.headers(),
      });
      expect(response.statusCode, name).toBe(404);
    }
    await unchanged();
  });
});
