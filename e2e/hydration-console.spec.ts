import type {
  APIRequestContext,
  BrowserContext,
  ConsoleMessage,
  Page,
  Request,
  WebError,
} from '@playwright/test';
import { expect, test } from './fixtures';
import { getOhelListings } from './support/ohel';
import { searchMeals } from './support/meals';
import { dirOf, LANGUAGES, LANGUAGE_STORAGE_KEY, t } from './support/i18n';
import { siteShell } from './support/site';
import { searchStays } from './support/stays';
import { listTransport } from './support/transport';

/**
 * Every public page the server renders (decisions 018, 025), hydrated by React in the browser (main.tsx's
 * hydrateRoot), in every language at a phone's and a desktop's width: the page comes from the server in
 * the visitor's language, the browser hydrates that same page (no hydration mismatch, no redraw), and
 * the console stays quiet: no error, no warning, no uncaught error.
 *
 * React's production build says little: a hydration mismatch is an uncaught "Minified React error #418"
 * (or #419, #421, #422, #423, #425) sent through reportError, which arrives here as a page error. Any
 * message that speaks of hydration counts, whatever its console level.
 *
 * One test per language and width visits all the pages in one browser context (the site's scripts then
 * come from the cache after the first page), each with a full page load.
 */

/** Hydration trouble as React reports it, in production (error codes) or development (words). */
const HYDRATION = /Minified React error #(?:418|419|421|422|423|425)\b|hydrat/i;

const WIDTHS = [
  // The phone project (touch, a phone's user agent) runs @phone tests only, the desktop project @desktop.
  { name: 'phone', tag: '@phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', tag: '@desktop', viewport: { width: 1280, height: 800 } },
] as const;

const LIST_PAGES = ['/', '/stays', '/meals', '/transport', '/ohel', '/about', '/terms', '/privacy'];

/** One detail page of each kind, from the seeded demo data (the same ids in every language). */
async function detailPages(request: APIRequestContext): Promise<string[]> {
  const [stays, meals, transport, ohel] = await Promise.all([
    searchStays(request, {}),
    searchMeals(request, {}),
    listTransport(request),
    getOhelListings(request),
  ]);
  const first = <T extends { id: string }>(kind: string, items: readonly T[]) => {
    if (!items[0]) throw new Error(`the demo data has no ${kind}`);
    return `/${kind}/${items[0].id}`;
  };
  return [
    first('stays', stays.items),
    first('meals', meals.items),
    first('transport', transport.items),
    first('ohel', ohel.items),
  ];
}

/**
 * What the browser says while a page is open, kept per page: console errors and warnings, uncaught
 * errors (as the fixtures' BrowserErrors collects them: the context's console and weberror events), and
 * any console message about hydration. `open()` starts the list of the next page and returns it.
 */
function watchBrowser(context: BrowserContext) {
  let current: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    const text = message.text();
    const hydration = HYDRATION.test(text);
    if (!hydration && type !== 'error' && type !== 'warning' && type !== 'assert') return;
    const { url, lineNumber } = message.location();
    current.push(
      `${hydration ? '[hydration] ' : ''}console.${type}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`,
    );
  };
  const onWebError = (webError: WebError) => {
    const error = webError.error();
    const text = error.stack ?? `${error.name}: ${error.message}`;
    current.push(`${HYDRATION.test(text) ? '[hydration] ' : ''}page error: ${text}`);
  };
  context.on('console', onConsole);
  context.on('weberror', onWebError);
  return {
    /** The messages of the page about to open (the previous page's list is left as it was). */
    open: () => (current = []),
    stop: () => {
      context.off('console', onConsole);
      context.off('weberror', onWebError);
    },
  };
}

/**
 * Keeps the elements the server sent (the header and <main>) as the parser left them, before any script
 * of the page runs (readyState turns 'interactive' before deferred and module scripts): a page hydrated
 * by React keeps them; a page the app drew over them (createRoot, or a mismatch that made React render
 * the whole page again in the browser) has others.
 */
function rememberServerElements() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as unknown as { __serverElements: (Element | null)[] }).__serverElements = [
      document.querySelector('#root header'),
      document.querySelector('#root main'),
    ];
  });
}

function serverElementsKept() {
  const kept = (window as unknown as { __serverElements?: (Element | null)[] }).__serverElements;
  if (!kept) return 'not recorded';
  return kept.every((element) => element !== null && element.isConnected) ? 'kept' : 'replaced';
}

/** Resolves when the page's main thread has nothing left to do (React's hydration passes included). */
const browserIdle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  );

/**
 * The page's requests in flight. `quiet()` resolves once none has been for `QUIET_MS`, counted from the
 * call: unlike waitForLoadState('networkidle'), which answers at once when the network was idle once
 * already, e.g. between the page's load and the app's first commit. React hydrates the page's parts after
 * that commit, and a part may fetch then (a stay's calendar asks for a second month on a desktop).
 */
const QUIET_MS = 500;
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async (where: string) => {
      const since = Date.now();
      await expect
        .poll(
          () =>
            inFlight.size
              ? [...inFlight].map((request) => `still loading ${request.url()}`)
              : Date.now() - Math.max(since, lastChange) < QUIET_MS
                ? ['not yet quiet']
                : [],
          { message: `${where}: the network quiet for ${QUIET_MS} ms`, timeout: 15_000, intervals: [100] },
        )
        .toEqual([]);
    },
  };
}

/**
 * The page's late work done: hydration passes, the requests they start, and what their answers render.
 * Late errors (a mismatch in a part hydrated last) are in by then.
 */
async function settled(page: Page, network: ReturnType<typeof watchNetwork>, where: string) {
  await browserIdle(page);
  await network.quiet(where);
  await browserIdle(page);
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name} width`, { tag: width.tag }, () => {
    test.use({ viewport: width.viewport });

    for (const lng of LANGUAGES) {
      test.describe(`in ${lng}`, () => {
        // The language in localStorage (the app's choice), and in the cookie below (the server's).
        test.use({ language: lng });

        test(`every server-rendered page hydrates with a quiet console`, async ({
          page,
          context,
          baseURL,
          request,
        }) => {
          // Twelve full page loads, each waiting for the network to settle: about a minute on the busy
          // 2-core machine, so three times the default.
          test.setTimeout(180_000);
          await context.addCookies([{ name: LANGUAGE_STORAGE_KEY, value: lng, url: baseURL! }]);
          await context.addInitScript(rememberServerElements);
          const pages = [...LIST_PAGES, ...(await detailPages(request))];
          const shell = siteShell(page, lng);
          const browser = watchBrowser(context);
          const network = watchNetwork(page);

          for (const path of pages) {
            const where = `${path} (${lng}, ${width.name} ${width.viewport.width}×${width.viewport.height})`;
            const messages = browser.open();

            // page.goto returns once <html data-app="ready"> (fixtures.ts); then the late work is waited for.
            const response = await page.goto(path);
            await settled(page, network, where);

            expect.soft(response?.status(), `HTTP status of ${where}`).toBe(200);
            const html = (await response?.text()) ?? '';
            expect
              .soft(html, `${where}: the server rendered it (its state script)`)
              .toContain('<script type="application/json" id="ssr-state">');
            expect
              .soft(html.match(/<html\b[^>]*>/i)?.[0], `${where}: the server's <html> tag`)
              .toBe(`<html lang="${lng}" dir="${dirOf(lng)}">`);
            await expect.soft(page.locator('html'), `${where}: lang`).toHaveAttribute('lang', lng);
            await expect.soft(page.locator('html'), `${where}: dir`).toHaveAttribute('dir', dirOf(lng));
            expect
              .soft(await page.evaluate(serverElementsKept), `${where}: the server's header and main`)
              .toBe('kept');

            // Hydrated means working: the header's language menu opens, with this language checked.
            await expect.soft(shell.languageButton, `${where}: the language menu button`).toBeVisible();
            if (await shell.languageButton.isVisible()) {
              await shell.languageButton.click();
              await expect.soft(shell.languageMenu, `${where}: the language menu opens`).toBeVisible();
              await expect
                .soft(
                  shell.languageMenu.getByRole('menuitemradio', { checked: true }),
                  `${where}: the current language is checked`,
                )
                .toHaveText(t(lng, `language.names.${lng}`));
              await page.keyboard.press('Escape');
              await expect.soft(shell.languageMenu, `${where}: Escape closes the menu`).toBeHidden();
            }

            expect.soft(messages, `browser messages on ${where}`).toEqual([]);
          }
          browser.stop();
        });
      });
    }
  });
}
