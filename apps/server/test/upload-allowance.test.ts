import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_JPEG, declaredHugePng, HTML_PAGE, smallJpeg } from './fixtures/images';
import { filePart, person, storageFolder, storageRows, upload, type Part } from './fixtures/storage';
import { insertStay } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * Issue 20: at most 60 photos an hour per host (IMAGE_UPLOAD_RATE_LIMIT), counted in the app's rate
 * limiter. A refused upload gives its count back, but for a photo that could not be decoded: decoding
 * is the cost the allowance bounds.
 */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let folder: Awaited<ReturnType<typeof storageFolder>>;

beforeAll(async () => {
  folder = await storageFolder();
  app = await createTestApp({ clock, storageDir: folder.dir });
});
afterAll(async () => {
  await app.close();
  await folder.remove();
});

/** A host with `count` stays without photos (ten photos each at most). */
async function hostWithStays(count: number) {
  const host = await person(app, 'approved host');
  const stays = [];
  for (let i = 0; i < count; i += 1) stays.push(await insertStay(app, host.user, { images: 0 }));
  return { host, stayIds: stays.map((stay) => stay.id) };
}

describe('the hourly upload allowance of a host', () => {
  it('takes 60 photos an hour, refused uploads aside, then answers 429 with Retry-After until the hour has passed', async () => {
    const { host, stayIds } = await hostWithStays(7);
    const send = (i: number, parts: Part[]) =>
      upload(app, host, 'stays', stayIds[Math.floor(i / 10)]!, parts);

    const refusedFree = [
      { parts: [filePart(HTML_PAGE)], status: 415 },
      { parts: [filePart(declaredHugePng(8000, 6200), 'big.png', 'image/png')], status: 400 },
      { parts: [{ name: 'alt', value: 'No photo' }], status: 400 },
    ];
    const photo = await smallJpeg();
    for (let i = 0; i < 59; i += 1) {
      const response = await send(i, [filePart(photo)]);
      expect(response.statusCode, `upload ${i + 1}: ${response.body}`).toBe(201);
      // Refused before anything was decoded: they give their count back.
      const refused = refusedFree[i % 20];
      if (refused) expect((await send(i, refused.parts)).statusCode).toBe(refused.status);
    }
    // A file that could not be decoded keeps its count: it is the 60th.
    const broken = await send(59, [filePart(BROKEN_JPEG)]);
    expect(broken.json().code).toBe('invalid_image');

    const stored = (await storageRows(app)).length;
    const over = await send(59, [filePart(photo)]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'A host can upload at most 60 photos an hour. Please try again later.',
    });
    expect(Number(over.headers['retry-after'])).toBe(3600);
    expect((await storageRows(app)).length).toBe(stored);

    // Another host is not affected.
    const other = await hostWithStays(1);
    expect((await upload(app, other.host, 'stays', other.stayIds[0]!, [filePart(photo)])).statusCode).toBe(
      201,
    );

    clock.advance(60 * 60_000 - 1_000);
    const stillOver = await send(59, [filePart(photo)]);
    expect(stillOver.statusCode).toBe(429);
    expect(Number(stillOver.headers['retry-after'])).toBe(1);
    clock.advance(1_000);
    expect((await send(59, [filePart(photo)])).statusCode).toBe(201);
  });

  it('counts uploads sent at once exactly: of 5 sent with 2 left, 2 are stored', async () => {
    const { host, stayIds } = await hostWithStays(7);
    const photo = await smallJpeg();
    for (let i = 0; i < 58; i += 1) {
      const response = await upload(app, host, 'stays', stayIds[Math.floor(i / 10)]!, [filePart(photo)]);
      expect(response.statusCode).toBe(201);
    }
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => upload(app, host, 'stays', stayIds[6]!, [filePart(photo)])),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
  });
});
