import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './helpers/auth';
import { signedInAs } from './helpers/host';
import { expectSearchRefused, getList, uniqueIp } from './helpers/listings';
import { createFakeWebDist } from './helpers/fake-web-dist';
import { insertStay } from './helpers/stays';
import { createTestApp } from './helpers/test-app';

/**
 * The server's half of server rendering (plugins/page-head/server-render.ts, decision 018), with a
 * stand-in for the web build's dist-ssr/entry-server.js: which pages are rendered, in which language, how
 * their API calls are answered, and that a failing or slow render still sends the page for the browser to
 * render. The real entry (apps/web/src/entry-server.tsx) is tested in the web project and end to end.
 */
const ENTRY = `
export const calls = [];
let translations;
export async function initServerRendering(resources) { translations = resources; }
export async function renderPage({ url, language, config, transport }) {
  calls.push(url);
  const path = new URL(url, config.apiUrl).pathname;
  if (path === '/about') throw new Error('render broke');
  if (path === '/contact') await new Promise((resolve) => setTimeout(resolve, 3000));
  if (path !== '/stays') return null;
  const answer = await transport(new URL('/rest/v1/stays', config.apiUrl), { headers: { apikey: config.anonKey } });
  // As the real entry does: a page whose data failed is left to the browser.
  if (!answer.ok) return null;
  const body = await answer.json();
  const hello = translations[language].common.hello;
  return {
    html: '<p>' + [language, hello, answer.status, body.items.map((stay) => stay.title).join('|')].join(';') + '</p>',
    stateScript: '<script type="application/json" id="ssr-state">{"language":"' + language + '"}</script>',
    lang: language,
    dir: language === 'he' ? 'rtl' : 'ltr',
  };
}
`;

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous" />
    <title>Orchim</title>
    <script type="module" crossorigin src="/assets/index-AAAA1111.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-AAAA1111.js',
    isEntry: true,
    assets: [
      'assets/heebo-hebrew-wght-normal-DDDD4444.woff2',
      'assets/heebo-math-wght-normal-EEEE5555.woff2',
      'assets/heebo-latin-wght-normal-FFFF6666.woff2',
    ],
  },
  '_react-GGGG7777.js': { file: 'assets/react-GGGG7777.js', name: 'react' },
  '_main-BBBB2222.js': {
    file: 'assets/main-BBBB2222.js',
    name: 'main',
    imports: ['index.html', '_react-GGGG7777.js'],
  },
  '_calendar-HHHH8888.js': { file: 'assets/calendar-HHHH8888.js', imports: ['_react-GGGG7777.js'] },
  'src/features/stays/stays-page.tsx': {
    file: 'assets/stays-page-CCCC3333.js',
    isDynamicEntry: true,
    imports: ['_main-BBBB2222.js', '_calendar-HHHH8888.js'],
  },
};

const html = { accept: 'text/html' };
let app: FastifyInstance;
let removeDist: () => Promise<void>;
let entry: { calls: string[] };

async function page(url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'GET', url, headers: { ...html, ...headers }, remoteAddress });
}

const rootOf = (body: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(body)?.[1];

beforeAll(async () => {
  const dist = await createFakeWebDist({
    'index.html': INDEX,
    '.vite/manifest.json': JSON.stringify(MANIFEST),
    'locales/en/common.json': JSON.stringify({ hello: 'Hello' }),
    'locales/he/common.json': JSON.stringify({ hello: 'שלום' }),
    '../dist-ssr/entry-server.js': ENTRY,
  });
  removeDist = dist.remove;
  app = await createTestApp({ webDist: dist.root });
  entry = (await import(pathToFileURL(join(dist.root, '..', 'dist-ssr', 'entry-server.js')).href)) as {
    calls: string[];
  };
  const host = await createAccount(app, { name: 'host', userType: 'host' });
  await insertStay(app, { id: host.user.id }, { title: 'Garden floor on Crown Street' });
});

afterAll(async () => {
  await app.close();
  await removeDist();
});

describe('a public page rendered on the server', () => {
  it("carries the rendered page and its state in #root, with the page's data from the API", async () => {
    const response = await page('/stays');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<p>en;Hello;200;Garden floor on Crown Street</p>');
    expect(response.body).toContain('</div><script type="application/json" id="ssr-state">{"language":"en"}');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it('is in the language of the visitor’s cookie, laid out right to left in Hebrew', async () => {
    const response = await page('/stays', { cookie: 'theme=dark; orchim-language=he' });
    expect(rootOf(response.body)).toMatch(/^<p>he;שלום;200;/);
    expect(response.body).toContain('<html lang="he" dir="rtl">');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('is in English when the cookie names no language the site speaks', async () => {
    const response = await page('/stays', { cookie: 'orchim-language=de"><script>' });
    expect(rootOf(response.body)).toMatch(/^<p>en;/);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it('preloads neither the app’s code nor its config: the page is drawn before the app runs', async () => {
    const { body } = await page('/stays');
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('/app-config.json');
    expect(body).not.toContain('/locales/');
  });

  it('lists the modules the entry requests at once after the first paint, imports first', async () => {
    const { body } = await page('/stays');
    const list = /<script type="application\/json" id="app-modules">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(list!)).toEqual([
      '/assets/react-GGGG7777.js',
      '/assets/main-BBBB2222.js',
      '/assets/calendar-HHHH8888.js',
      '/assets/stays-page-CCCC3333.js',
    ]);
    // A page the browser renders has its code preloaded instead.
    expect((await page('/profile')).body).not.toContain('app-modules');
  });

  it('passes the query string to the render', async () => {
    entry.calls.length = 0;
    await page('/stays?guests=3&page=2');
    expect(entry.calls).toEqual(['/stays?guests=3&page=2']);
  });
});

it('every page preloads Heebo in Latin, a Hebrew page in Hebrew too (Latin first), rendered on the server or not', async () => {
  const latin =
    '<link rel="preload" as="font" type="font/woff2" href="/assets/heebo-latin-wght-normal-FFFF6666.woff2" crossorigin />';
  const hebrew =
    '<link rel="preload" as="font" type="font/woff2" href="/assets/heebo-hebrew-wght-normal-DDDD4444.woff2" crossorigin />';
  const fontsOf = async (path: string, cookie?: string) =>
    [
      ...(await page(path, cookie ? { cookie } : {})).body.matchAll(/<link rel="preload" as="font"[^>]*>/g),
    ].map(([tag]) => tag);
  for (const path of ['/stays', '/profile']) {
    expect(await fontsOf(path)).toEqual([latin]);
    expect(await fontsOf(path, 'orchim-language=fr')).toEqual([latin]);
    expect(await fontsOf(path, 'orchim-language=he')).toEqual([latin, hebrew]);
  }
});

describe('a page the server does not render', () => {
  const rendersInBrowser = (body: string) => {
    expect(rootOf(body)).toBe('');
    expect(body).not.toContain('ssr-state');
    // The browser renders it: the head names the app's code (and the route's) for it to fetch at once.
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-BBBB2222.js" />');
    expect(body).toContain('<link rel="preload" href="/app-config.json"');
  };

  it('is a signed-in area, never rendered on the server (no session is used there)', async () => {
    entry.calls.length = 0;
    const response = await page('/profile', { cookie: 'orchim-language=he' });
    expect(response.statusCode).toBe(200);
    expect(entry.calls).toEqual([]);
    rendersInBrowser(response.body);
    // Still in the visitor's language and direction from the first byte.
    expect(response.body).toContain('<html lang="he" dir="rtl">');
  });

  it('is one the render declines (returns null)', async () => {
    const response = await page('/meals');
    expect(response.statusCode).toBe(200);
    rendersInBrowser(response.body);
  });

  it('is one whose render throws: the error is logged and the page still sent', async () => {
    const response = await page('/about');
    expect(response.statusCode).toBe(200);
    rendersInBrowser(response.body);
  });

  it('is one whose render is too slow: sent after 1.5 s rather than waiting', async () => {
    const started = Date.now();
    const response = await page('/contact');
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_900);
    rendersInBrowser(response.body);
  });
});

describe("a page's API calls, answered in-process", () => {
  it("count towards the visitor's search limit as the visitor's own would (by address: a page request carries no session)", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 50; i += 1) {
      expect(rootOf((await page('/stays', {}, ip)).body)).toMatch(/^<p>en;Hello;200;/);
    }
    expectSearchRefused(await getList(app, '/rest/v1/stays', ip));
    // The blocked address's next page is left to the browser, whose own search counts as the visitor's.
    const blocked = await page('/stays', {}, ip);
    expect(blocked.statusCode).toBe(200);
    expect(rootOf(blocked.body)).toBe('');
    const guest = await signedInAs(app, { role: 'guest' });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/rest/v1/stays',
      headers: await guest.headers(),
      remoteAddress: ip,
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
