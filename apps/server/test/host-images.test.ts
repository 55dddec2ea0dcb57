import type { HostImage } from '@orchim/shared';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from './fixtures/images';
import { filesUnder, person, photoRows, storageFolder, uploaded } from './fixtures/storage';
import { insertMeal } from './helpers/meals';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp } from './helpers/test-app';

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

const imagesUrl = (kind: HostListingKind, id: string) => `/rest/v1/host/${kind}/${id}/images`;

async function call(
  account: SignedInAccount | null,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = account ? await account.headers() : { apikey: await apiKey() };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A host's stay with `demo` demo pictures (as seeded) followed by `uploads` uploaded photos. */
async function stayWithPhotos(uploads: number, demo = 0) {
  const host = await person(app, 'approved host');
  const stay = await insertStay(app, host.user, { images: demo });
  for (let i = 0; i < uploads; i += 1)
    await uploaded(app, host, 'stays', stay.id, await smallJpeg(), `Photo ${i + 1}`);
  const images = (await call(host, 'GET', imagesUrl('stays', stay.id))).json<{ images: HostImage[] }>()
    .images;
  return { host, stay, images };
}

const ids = (images: readonly HostImage[]) => images.map((image) => image.id);

describe('GET /rest/v1/host/{kind}/{id}/images', () => {
  it("lists the listing's photos cover first, naming the stored ones", async () => {
    const { images, stay } = await stayWithPhotos(2, 1);
    expect(images.map(({ position, alt, name }) => ({ position, alt, hasName: name !== null }))).toEqual([
      { position: 0, alt: expect.stringContaining('photo 1') as string, hasName: false },
      { position: 1, alt: 'Photo 1', hasName: true },
      { position: 2, alt: 'Photo 2', hasName: true },
    ]);
    expect(images[1]?.name).toMatch(new RegExp(`^stays/${stay.id}/`));
    expect(images[1]?.src).toBe(`/storage/v1/object/public/listing-images/${images[1]?.name}`);
    expect(images[1]).toMatchObject({ width: 96, height: 64 });
  });
});

describe('PUT /rest/v1/host/{kind}/{id}/images', () => {
  it('sets the order (the first is the cover) and descriptions', async () => {
    const { host, stay, images } = await stayWithPhotos(3);
    const [a, b, c] = ids(images);
    const response = await call(host, 'PUT', imagesUrl('stays', stay.id), {
      order: [c, a, b],
      alts: { [a as string]: '  The kitchen  ' },
    });
    expect(response.statusCode).toBe(200);
    const reordered = response.json<{ images: HostImage[] }>().images;
    expect(reordered.map(({ id, position, alt }) => [id, position, alt])).toEqual([
      [c, 0, 'Photo 3'],
      [a, 1, 'The kitchen'],
      [b, 2, 'Photo 2'],
    ]);
    // Each photo keeps its file and size.
    expect(reordered.find((image) => image.id === c)?.src).toBe(images[2]?.src);
    expect((await photoRows(app, 'stays', stay.id)).map(({ id, position }) => [id, position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);

    // Guests see the new cover first.
    const detail = await app.inject({
      method: 'GET',
      url: `/rest/v1/stays/${stay.id}`,
      headers: { apikey: await apiKey() },
    });
    expect(detail.json<{ images: { src: string }[] }>().images.map((image) => image.src)).toEqual(
      reordered.map((image) => image.src),
    );
  });

  it('reads ids in capitals as the same photos', async () => {
    const { host, stay, images } = await stayWithPhotos(2);
    const [a, b] = ids(images) as [string, string];
    const response = await call(host, 'PUT', imagesUrl('stays', stay.id.toUpperCase()), {
      order: [b.toUpperCase(), a],
      alts: { [b.toUpperCase()]: 'Cover' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ images: HostImage[] }>().images.map(({ id, alt }) => [id, alt])).toEqual([
      [b, 'Cover'],
      [a, 'Photo 1'],
    ]);
    const removal = await call(host, 'DELETE', `${imagesUrl('stays', stay.id)}/${b.toUpperCase()}`);
    expect(ids(removal.json<{ images: HostImage[] }>().images)).toEqual([a]);
    expect((await filesUnder(folder.dir)).some((file) => file.includes(images[1]?.name ?? '?'))).toBe(false);
  });

  it('turns ten photos around (no free position to swap through)', async () => {
    const { host, stay, images } = await stayWithPhotos(4, 6);
    expect(images).toHaveLength(10);
    const reversed = ids(images).reverse();
    const response = await call(host, 'PUT', imagesUrl('stays', stay.id), { order: reversed });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json<{ images: HostImage[] }>().images)).toEqual(reversed);
  });

  it('works for the other kinds of listing too', async () => {
    const host = await person(app, 'pending host');
    const meal = await insertMeal(app, host.user, { images: 3, status: 'draft' });
    const before = (await call(host, 'GET', imagesUrl('meals', meal.id))).json<{ images: HostImage[] }>()
      .images;
    const order = [before[2]?.id, before[0]?.id, before[1]?.id];
    const response = await call(host, 'PUT', imagesUrl('meals', meal.id), { order });
    expect(response.statusCode).toBe(200);
    expect((await photoRows(app, 'meals', meal.id)).map((row) => row.id)).toEqual(order);
  });

  it('refuses an order that does not name each photo exactly once, and changes nothing', async () => {
    const { host, stay, images } = await stayWithPhotos(3);
    const [a, b, c] = ids(images) as [string, string, string];
    const stranger = '00000000-0000-4000-8000-000000000000';
    for (const body of [
      { order: [a, b] },
      { order: [a, b, c, stranger] },
      { order: [a, b, stranger] },
      { order: [a, b, c], alts: { [stranger]: 'Not a photo of this listing' } },
      { order: [] },
    ]) {
      const response = await call(host, 'PUT', imagesUrl('stays', stay.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'image_order_mismatch' });
    }
    const twice = await call(host, 'PUT', imagesUrl('stays', stay.id), { order: [a, a, b] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('validation_failed');
    expect((await photoRows(app, 'stays', stay.id)).map((row) => row.id)).toEqual([a, b, c]);
  });
});

describe('DELETE /rest/v1/host/{kind}/{id}/images/{imageId}', () => {
  it('removes an upload (its object and bytes too) or a demo picture, closing the gap', async () => {
    const { host, stay, images } = await stayWithPhotos(2, 2);
    const [demo0, demo1, upload0, upload1] = images;
    if (!demo0 || !demo1 || !upload0 || !upload1) throw new Error('four photos');

    const first = await call(host, 'DELETE', `${imagesUrl('stays', stay.id)}/${upload0.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ images: HostImage[] }>().images.map(({ id, position }) => [id, position])).toEqual([
      [demo0.id, 0],
      [demo1.id, 1],
      [upload1.id, 2],
    ]);
    expect((await filesUnder(folder.dir)).some((file) => file.includes(upload0.name ?? '?'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: upload0.src })).statusCode).toBe(404);

    const second = await call(host, 'DELETE', `${imagesUrl('stays', stay.id)}/${demo0.id}`);
    expect(second.json<{ images: HostImage[] }>().images.map(({ id, position }) => [id, position])).toEqual([
      [demo1.id, 0],
      [upload1.id, 1],
    ]);
    expect((await call(host, 'DELETE', `${imagesUrl('stays', stay.id)}/${demo0.id}`)).statusCode).toBe(404);
  });
});

describe("nobody but the listing's host", () => {
  let owner: Awaited<ReturnType<typeof stayWithPhotos>>;
  beforeAll(async () => {
    owner = await stayWithPhotos(2);
  });

  async function requests() {
    const url = imagesUrl('stays', owner.stay.id);
    const order = ids(owner.images).reverse();
    const photo = owner.images[0]?.id;
    return [
      ['GET', url, undefined],
      ['PUT', url, { order }],
      ['DELETE', `${url}/${photo}`, undefined],
    ] as const;
  }

  async function unchanged() {
    expect((await photoRows(app, 'stays', owner.stay.id)).map((row) => row.id)).toEqual(ids(owner.images));
  }

  it('401 without a token', async () => {
    for (const [method, url, body] of await requests()) {
      const response = await call(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    await unchanged();
  });

  it('403 not_a_host for a guest', async () => {
    const guest = await person(app, 'guest');
    for (const [method, url, body] of await requests()) {
      const response = await call(guest, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('not_a_host');
    }
    await unchanged();
  });

  it('404 for another host, and for an admin who is a host', async () => {
    for (const role of ['approved host', 'admin host'] as const) {
      const other = await person(app, role);
      for (const [method, url, body] of await requests()) {
        const response = await call(other, method, url, body);
        expect(response.statusCode, `${role}: ${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
      }
    }
    await unchanged();
  });

  it('404 for a photo of another listing, even of the same host', async () => {
    const second = await insertStay(app, owner.host.user, { images: 0 });
    const photo = owner.images[0]?.id;
    const response = await call(owner.host, 'DELETE', `${imagesUrl('stays', second.id)}/${photo}`);
    expect(response.statusCode).toBe(404);
    const reorder = await call(owner.host, 'PUT', imagesUrl('stays', second.id), {
      order: ids(owner.images),
    });
    expect(reorder.statusCode).toBe(400);
    await unchanged();
  });
});
