import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT } from '../src/plugins/static-site';
import { APP_JS, COMMON_EN, createFakeWebDist, INDEX_HTML } from './helpers/fake-web-dist';
import { apiKey, createTestApp } from './helpers/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/**
 * index.html as served: the built template, with the page's head tags where its <title> was, and
 * `<html>` naming the language and direction (English, left to right, for a visitor with no cookie).
 */
function expectAppShell(body: string) {
  const [before, after] = INDEX_HTML.replace('<html lang="en">', '<html lang="en" dir="ltr">').split(
    '<title>Orchim</title>',
  );
  const [scripts, rest] = after!.split('</head>');
  expect(body.startsWith(`${before}<title>Orchim</title>`)).toBe(true);
  expect(body).toContain(scripts);
  expect(body.endsWith(`</head>${rest}`)).toBe(true);
  expect(body).toContain('<meta property="og:site_name" content="Orchim" />');
}

describe('static web app', () => {
  let app: FastifyInstance;
  let removeDist: () => Promise<void>;
  beforeAll(async () => {
    const dist = await createFakeWebDist();
    removeDist = dist.remove;
    app = await createTestApp({ webDist: dist.root });
  });
  afterAll(async () => {
    await app.close();
    await removeDist();
  });

  it('serves index.html at / with no-cache and an ETag', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expectAppShell(response.body);

    const revalidated = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-B4x9kQ2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(APP_JS);
  });

  it('sends the pre-compressed copy the client accepts', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/index-B4x9kQ2a.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);

    const gzip = await app.inject({
      method: 'GET',
      url: '/locales/en/common.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(COMMON_EN);
  });

  it('serves /locales with revalidation, not a year-long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/locales/en/common.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(COMMON_EN));
  });

  it.each(['/stays', '/stays/42', '/host/listings/edit/7', '/reset-password', '/about/'])(
    'answers the SPA route %s with index.html, status 200',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectAppShell(response.body);
    },
  );

  it('answers an unknown page with index.html and status 404 (the SPA shows its not-found page)', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeUndefined();
    expectAppShell(response.body);

    // Revalidation must not turn the page into an empty 304.
    const again = await app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { ...html, 'if-none-match': String(response.headers.etag ?? '*') },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(response.body);
  });

  it.each(['/assets/missing-abc123.js', '/locales/en/missing.json', '/locales/xx/common.json'])(
    'answers a missing file %s with a real 404, not index.html',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
    },
  );

  it('gives curl and monitors (Accept */*) the page of a route, and JSON for a missing file or an API path', async () => {
    const curl = { accept: '*/*' };
    for (const url of ['/', '/stays', '/about']) {
      const page = await app.inject({ method: 'GET', url, headers: curl });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expectAppShell(page.body);
    }
    const unknownPage = await app.inject({ method: 'GET', url: '/no/such/page', headers: curl });
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/images/missing.svg', '/rest/v1/no-such-resource', '/storage/v1/no-such-thing']) {
      const missing = await app.inject({ method: 'GET', url, headers: { ...curl, apikey: await apiKey() } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ code: 'not_found' });
    }
    // A program that names no type at all is not taken for a visitor.
    const noAccept = await app.inject({ method: 'GET', url: '/stays' });
    expect(noAccept.statusCode).toBe(404);
    expect(noAccept.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers requests that do not want HTML with a JSON 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/stays/42',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    const post = await app.inject({ method: 'POST', url: '/stays', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('never answers API paths with the SPA', async () => {
    const refused = await app.inject({ method: 'GET', url: '/rest/v1/stays', headers: html });
    expect(refused.statusCode).toBe(401);
    const missing = await app.inject({
      method: 'GET',
      url: '/rest/v1/no-such-resource',
      headers: { ...html, apikey: await apiKey() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('compresses API responses', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rest/v1/openapi.json',
      headers: { apikey: await apiKey(), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('without a web build', () => {
  it('answers pages with a 503 saying to run npm run build, and the API still works', async () => {
    const app = await createTestApp();
    try {
      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(503);
      expect(home.headers['content-type']).toMatch(/^text\/plain/);
      expect(home.body).toBe(WEB_NOT_BUILT);
      expect(home.body).toContain('npm run build');

      const page = await app.inject({ method: 'GET', url: '/stays', headers: html });
      expect(page.statusCode).toBe(503);

      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
