import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayImages, stays } from '../src/db/schema';
import { escapeHtml } from '../src/lib/html';
import { plainDescription } from '../src/plugins/page-head/description';
import { PUBLIC_PAGE_MODULES } from '../src/plugins/page-head/page-modules';
import { parseIndexTemplate } from '../src/plugins/page-head/template';
import { createAccount } from './helpers/auth';
import { createFakeWebDist } from './helpers/fake-web-dist';
import { insertMeal } from './helpers/meals';
import { insertOhelListing } from './helpers/ohel';
import { insertStay, type StayRow } from './helpers/stays';
import { createTestApp } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ORIGIN = 'https://orchim.example';
const DEFAULT_TITLE = 'Orchim — Crown Heights stays, Shabbos meals and rides';
const DEFAULT_DESCRIPTION = 'Stays, Shabbos meals & rides for visitors to Crown Heights.';

/** Shaped like apps/web/dist/index.html after `vite build`. */
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="Stays, Shabbos meals &amp; rides for visitors to Crown Heights."
    />
    <link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous" />
    <title>Orchim — Crown Heights stays, Shabbos meals and rides</title>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/compat-BBBB2222.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC3333.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-AAAA1111.js', isEntry: true, imports: ['_compat-BBBB2222.js'] },
  '_compat-BBBB2222.js': { file: 'assets/compat-BBBB2222.js' },
  '_calendar-DDDD4444.js': { file: 'assets/calendar-DDDD4444.js', imports: ['_compat-BBBB2222.js'] },
  'src/features/stays/stay-detail-page.tsx': {
    file: 'assets/stay-detail-page-EEEE5555.js',
    isDynamicEntry: true,
    imports: ['_compat-BBBB2222.js', 'index.html', '_calendar-DDDD4444.js'],
  },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-FFFF6666.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const COMMON = JSON.stringify({ app: { name: 'Orchim', titleTemplate: '{{title}} · Orchim' } });

let app: FastifyInstance;
let removeDist: () => Promise<void>;
let hostId: string;
let stay: StayRow;
const coverSrc = () => `/storage/v1/object/public/listing-images/stays/${stay.id}/cover.webp`;

async function page(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
}

function metaContent(body: string, property: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(body);
  return match?.[1];
}

beforeAll(async () => {
  const dist = await createFakeWebDist({
    'index.html': INDEX,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    'locales/en/common.json': COMMON,
  });
  removeDist = dist.remove;
  app = await createTestApp({ webDist: dist.root, publicUrl: ORIGIN });
  hostId = (await createAccount(app, { name: 'host', userType: 'host' })).user.id;
  stay = await insertStay(
    app,
    { id: hostId },
    {
      title: 'Garden floor on Crown Street',
      description: `A quiet garden floor,
      two bedrooms   and a kosher kitchen.`,
      images: 3,
    },
  );
  // A photo uploaded through /storage/v1 (with resized variants), 2000 by 1500 pixels.
  await app.db
    .update(stayImages)
    .set({ src: coverSrc(), width: 2000, height: 1500, alt: 'The garden at dusk' })
    .where(and(eq(stayImages.stayId, stay.id), eq(stayImages.position, 0)));
});

afterAll(async () => {
  await app.close();
  await removeDist();
});

describe("a listing's page", () => {
  it('has the listing in its title, description, canonical link and Open Graph tags', async () => {
    const response = await page(`/stays/${stay.id}`);
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Garden floor on Crown Street · Orchim</title>');
    expect(body).not.toContain(DEFAULT_TITLE);
    expect(metaContent(body, 'description')).toBe('A quiet garden floor, two bedrooms and a kosher kitchen.');
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/stays/${stay.id}" />`);
    expect(metaContent(body, 'og:title')).toBe('Garden floor on Crown Street · Orchim');
    expect(metaContent(body, 'og:description')).toBe(
      'A quiet garden floor, two bedrooms and a kosher kitchen.',
    );
    expect(metaContent(body, 'og:type')).toBe('website');
    expect(metaContent(body, 'og:site_name')).toBe('Orchim');
    expect(metaContent(body, 'og:url')).toBe(`${ORIGIN}/stays/${stay.id}`);
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
    // The gallery variant (1280 pixels wide), absolute, with its own size.
    expect(metaContent(body, 'og:image')).toBe(`${ORIGIN}${coverSrc()}?variant=gallery`);
    expect(metaContent(body, 'og:image:width')).toBe('1280');
    expect(metaContent(body, 'og:image:height')).toBe('960');
    expect(metaContent(body, 'og:image:alt')).toBe('The garden at dusk');
    // The template around the head is untouched: the app still starts.
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>');
    expect(body).toContain('<div id="root"></div>');
  });

  it('preloads the cover with the srcset and sizes of the gallery <img>', async () => {
    const { body } = await page(`/stays/${stay.id}`);
    const preloads = body.match(/<link rel="preload" as="image"[^>]*>/g);
    expect(preloads).toEqual([
      `<link rel="preload" as="image" href="${coverSrc()}?variant=gallery" imagesrcset="${coverSrc()}?variant=card 640w, ${coverSrc()}?variant=gallery 1280w, ${coverSrc()}?variant=full 2000w" imagesizes="(min-width: 768px) 66vw, 100vw" fetchpriority="high" />`,
    ]);
    // After the app's own script and stylesheet, which every page needs first, before the route's code.
    expect(body.indexOf('rel="preload" as="image"')).toBeGreaterThan(
      body.indexOf('/assets/index-CCCC3333.css'),
    );
    expect(body.indexOf('rel="preload" as="image"')).toBeLessThan(
      body.indexOf('stay-detail-page-EEEE5555.js'),
    );
  });

  it('preloads a picture without variants (the demo illustrations) by its URL alone', async () => {
    const plain = await insertStay(app, { id: hostId }, { title: 'Attic room' });
    const { body } = await page(`/stays/${plain.id}`);
    expect(body).toContain(
      `<link rel="preload" as="image" href="/images/stays/${plain.id}/0.webp" fetchpriority="high" />`,
    );
    expect(metaContent(body, 'og:image')).toBe(`${ORIGIN}/images/stays/${plain.id}/0.webp`);
    expect(metaContent(body, 'og:image:width')).toBe('1200');
    expect(metaContent(body, 'og:image:height')).toBe('800');
    // A photo without a description of its own is described by the listing's title.
    await app.db.update(stayImages).set({ alt: '' }).where(eq(stayImages.stayId, plain.id));
    expect(metaContent((await page(`/stays/${plain.id}`)).body, 'og:image:alt')).toBe('Attic room');
  });

  it('has no image tags for a listing without photos', async () => {
    const bare = await insertStay(app, { id: hostId }, { title: 'Bare room', images: 0 });
    const { body } = await page(`/stays/${bare.id}`);
    expect(body).toContain('<title>Bare room · Orchim</title>');
    expect(body).not.toContain('og:image');
    expect(body).not.toContain('as="image"');
    expect(metaContent(body, 'twitter:card')).toBe('summary');
  });

  it("escapes the host's text everywhere it appears", async () => {
    const hostile = await insertStay(
      app,
      { id: hostId },
      {
        title: `Tom's <script>alert("x")</script> & more $' $&`,
        description: '"Quoted" <b>bold</b> & done',
      },
    );
    const { body } = await page(`/stays/${hostile.id}`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<b>');
    expect(body).toContain(
      '<title>Tom&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more $&#39; $&amp; · Orchim</title>',
    );
    expect(metaContent(body, 'og:title')).toBe(
      'Tom&#39;s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more $&#39; $&amp; · Orchim',
    );
    expect(metaContent(body, 'description')).toBe('&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; done');
  });

  it('describes meals, rides and Ohel listings too', async () => {
    const meal = await insertMeal(app, { id: hostId }, { title: 'Friday night on Sterling Street' });
    const ride = await insertTransportService(app, { id: hostId }, { title: 'JFK in a minivan' });
    const ohel = await insertOhelListing(app, { id: hostId }, { title: 'A first visit to the Ohel' });
    for (const [url, title] of [
      [`/meals/${meal.id}`, 'Friday night on Sterling Street'],
      [`/transport/${ride.id}`, 'JFK in a minivan'],
      [`/ohel/${ohel.id}`, 'A first visit to the Ohel'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title} · Orchim</title>`);
      expect(metaContent(response.body, 'og:url'), url).toBe(`${ORIGIN}${url}`);
      expect(metaContent(response.body, 'og:image'), url).toMatch(/^https:\/\/orchim\.example\/images\//);
    }
  });

  it('keeps the default head, and the status, for drafts, suspended listings and unknown ids', async () => {
    const draft = await insertStay(app, { id: hostId }, { title: 'Draft stay', status: 'draft' });
    const suspended = await insertStay(app, { id: hostId }, { title: 'Suspended stay', status: 'suspended' });
    for (const url of [
      `/stays/${draft.id}`,
      `/stays/${suspended.id}`,
      '/stays/00000000-0000-4000-8000-000000000000',
      '/stays/not-a-uuid',
      `/meals/${stay.id}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${DEFAULT_TITLE}</title>`);
      expect(metaContent(response.body, 'description'), url).toBe(escapeHtml(DEFAULT_DESCRIPTION));
      expect(response.body, url).not.toContain('as="image"');
      expect(metaContent(response.body, 'twitter:card'), url).toBe('summary');
    }
  });

  it('is never served stale: its ETag changes with the listing', async () => {
    const url = `/stays/${stay.id}`;
    const first = await page(url);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await page(url, { 'if-none-match': etag })).statusCode).toBe(304);

    await app.db.update(stays).set({ title: 'Garden floor, renovated' }).where(eq(stays.id, stay.id));
    const changed = await page(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<title>Garden floor, renovated · Orchim</title>');
    expect(changed.headers.etag).not.toBe(etag);
    await app.db.update(stays).set({ title: 'Garden floor on Crown Street' }).where(eq(stays.id, stay.id));
  });

  it('is compressed on the way out', async () => {
    const response = await page(`/stays/${stay.id}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('every page', () => {
  it('keeps the default title and description, with the site-wide Open Graph tags', async () => {
    const { body } = await page('/stays?guests=2');
    expect(body).toContain(`<title>${DEFAULT_TITLE}</title>`);
    expect(metaContent(body, 'og:title')).toBe(DEFAULT_TITLE);
    expect(metaContent(body, 'og:description')).toBe(escapeHtml(DEFAULT_DESCRIPTION));
    expect(metaContent(body, 'og:site_name')).toBe('Orchim');
    // The canonical address leaves the search out.
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/stays" />`);
    expect(metaContent(body, 'og:url')).toBe(`${ORIGIN}/stays`);
  });

  it("preloads the route's own chunks and translations, not the entry's", async () => {
    const { body } = await page(`/stays/${stay.id}`);
    const modulePreloads = [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    // The template's own modulepreload of the entry's import, then the page's two chunks.
    expect(modulePreloads.sort()).toEqual([
      '/assets/calendar-DDDD4444.js',
      '/assets/compat-BBBB2222.js',
      '/assets/stay-detail-page-EEEE5555.js',
    ]);
    const fetches = [
      ...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/g),
    ];
    expect(fetches.map((match) => match[1])).toEqual([
      '/app-config.json',
      '/locales/en/common.json',
      '/locales/en/stays.json',
      '/locales/en/bookings.json',
      '/locales/en/conversations.json',
      '/locales/en/map.json',
    ]);

    const home = (await page('/')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-FFFF6666.js" />');
    expect(home).toContain(
      '<link rel="preload" href="/locales/en/home.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(home).not.toContain('stay-detail-page');
  });

  it('answers an unknown page with the default head and no canonical link', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<title>${DEFAULT_TITLE}</title>`);
    expect(response.body).not.toContain('rel="canonical"');
    expect(response.body).not.toContain('og:url');
    expect(response.body).not.toContain('modulepreload" crossorigin href="/assets/home');
  });

  it('never serves the template itself as a file', async () => {
    const response = await page('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<title>${DEFAULT_TITLE}</title>`);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/stays/${stay.id}`, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toBe('');
  });
});

describe('the server and the web app agree', () => {
  const router = readFileSync(fileURLToPath(new URL('../../web/src/app/router.tsx', import.meta.url)), 'utf8')
    .replace(/\s+/g, ' ')
    .replace(/, }/g, ' }');

  it.each(Object.entries(PUBLIC_PAGE_MODULES))(
    'on the page module and translations of %s',
    (route, { module, ns }) => {
      const namespaces = ns.map((name) => `'${name}'`).join(', ');
      expect(router).toContain(`'${route}': { load: () => import('@/${module}'), ns: [${namespaces}] }`);
      expect(existsSync(fileURLToPath(new URL(`../../web/src/${module}.tsx`, import.meta.url)))).toBe(true);
      for (const name of ['common', ...ns]) {
        expect(
          existsSync(fileURLToPath(new URL(`../../web/public/locales/en/${name}.json`, import.meta.url))),
        ).toBe(true);
      }
    },
  );
});

describe('head text', () => {
  it('keeps a description within 160 characters, cut at a word boundary', () => {
    const words = 'Two bedrooms near Kingston Avenue with a kosher kitchen, a crib and a Shabbos urn. ';
    const long = words.repeat(4);
    const described = plainDescription(long);
    expect(described.length).toBeLessThanOrEqual(160);
    expect(described.endsWith('…')).toBe(true);
    expect(long.startsWith(described.slice(0, -1))).toBe(true);
    // The cut falls between words, and no comma or space is left before the ellipsis.
    expect(long[described.length - 1]).toMatch(/[\s,.]/);
    expect(described).toMatch(/\w…$/);
    expect(plainDescription('Short  and\n\tsweet.')).toBe('Short and sweet.');
    expect(plainDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });

  it('escapes the characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('reads the default title and description from the template, and puts the head where the title was', () => {
    const template = parseIndexTemplate(INDEX);
    expect(template.defaultTitle).toBe(DEFAULT_TITLE);
    expect(template.defaultDescription).toBe(DEFAULT_DESCRIPTION);
    const rendered = template.render({
      title: 'A & B',
      description: 'C',
      tags: ['<meta name="x" content="y" />'],
      preloads: ['<link rel="preload" href="/z" />'],
    });
    expect(rendered).toContain(
      '<title>A &amp; B</title>\n    <meta name="description" content="C" />\n    <meta name="x" content="y" />\n    <script type="module"',
    );
    expect(rendered).toContain(
      '/assets/index-CCCC3333.css">\n    <link rel="preload" href="/z" />\n  </head>',
    );
    expect(rendered.match(/<title>/g)).toHaveLength(1);
    expect(rendered.match(/name="description"/g)).toHaveLength(1);
  });
});
