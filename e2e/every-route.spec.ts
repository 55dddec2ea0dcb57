import { ALL_ROUTES, type SIGNED_IN_ROUTES } from '@orchim/shared/routes';
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect, expectNoAxeViolations, languageStorageState } from './fixtures';
import { DEMO, randomVisitorAddress, signedInState, signIn } from './support/accounts';
import { dirOf, LANGUAGES, t, type Language } from './support/i18n';
import { pathnameOf, samplePath, siteShell } from './support/site';
import { widthFor } from './support/widths';

/**
 * Every product §2 route, in English (at desktop width), French and Hebrew (at phone width,
 * support/widths.ts): the page renders its heading inside the shared layout, speaks the chosen language,
 * shows no raw translation key, and axe-core finds no WCAG 2.1 A/AA violation. Missing translations also fail
 * through the console-error check of the fixtures (the app logs them with console.error).
 *
 * Public routes are seen by visitors and, in English and Hebrew, by someone signed in too (the header
 * then holds the account controls). Each signed-in route is seen by every role that may open it: its
 * first role in every language, the others in English; a visitor without a session is sent to
 * /login from each, checked in English.
 *
 * axe-core looks at each page in English and Hebrew, where the markup is the same as in French and the
 * direction is each one's; French pages are checked for their words (no raw key, no missing translation).
 * A redirect to /login is not checked again: /login has its own test in every language.
 *
 * Each route is opened fresh (a full page load), but in one browser context and tab per language, account
 * and worker, so the site's scripts come from the browser cache after the first page: 150-odd page loads
 * stay fast. Each language is seen at one width; hydration-console.spec.ts opens every public page in
 * every language at both widths.
 */

// A raw i18next key on screen, e.g. "home.hero.title" or "common:nav.stays".
const RAW_KEY = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]+\b/;
const RAW_NAMESPACED_KEY = /\b[a-z]+:[a-zA-Z]+\.[a-zA-Z]+/;

type Account = keyof typeof DEMO;
type SignedInRoute = (typeof SIGNED_IN_ROUTES)[number];

const HOST_PANEL: readonly Account[] = ['host'];
const EVERYONE: readonly Account[] = ['guest', 'host', 'admin'];
/**
 * Who may open each signed-in route (the web app's ROUTE_ACCESS): the host panel is for hosts, /admin for
 * the admin, the rest for any account. A Record, so a new route cannot be added without saying who sees it.
 */
const ROLES: Record<SignedInRoute, readonly Account[]> = {
  '/host/bookings': HOST_PANEL,
  '/host/listings/new': HOST_PANEL,
  '/host/listings/edit/:id': HOST_PANEL,
  '/host/meals/new': HOST_PANEL,
  '/host/meals/edit/:id': HOST_PANEL,
  '/host/listings': HOST_PANEL,
  '/host/reviews': HOST_PANEL,
  '/edit-listing/:id': HOST_PANEL,
  '/profile': EVERYONE,
  '/bookings/:id': EVERYONE,
  '/bookings/:id/receipt': EVERYONE,
  '/visits/new': EVERYONE,
  '/visits/:id': EVERYONE,
  '/visits/:id/edit': EVERYONE,
  '/saved': EVERYONE,
  '/messages': EVERYONE,
  '/messages/:id': EVERYONE,
  '/host/messages': HOST_PANEL,
  '/host/messages/:id': HOST_PANEL,
  '/admin': ['admin'],
};
const isSignedInRoute = (route: string): route is SignedInRoute => route in ROLES;

/**
 * Who looks at the public routes signed in, per language: a guest in English, the admin in Hebrew (whose
 * header has one link more, Administration). French is checked signed out only.
 */
const SIGNED_IN_VISITOR: Partial<Record<Language, Account>> = { en: 'guest', he: 'admin' };
/**
 * Languages in which the second and third roles of a signed-in route are checked too: English only. The page
 * is the same for each role (only the header differs, and the admin's is checked in Hebrew on the public
 * routes); each role in Hebrew too cost CI 24 page loads for nothing another test does not see.
 */
const EVERY_ROLE_LANGUAGES: readonly Language[] = ['en'];
/** A signed-in person on a sign-in page is sent on at once: to the home page, for a guest or the admin. */
const SIGNED_IN_LANDING: Record<string, string> = { '/login': '/', '/host/login': '/' };

/** A worker's browser context for one language and account, and the tab its tests load their pages in. */
type LanguageTab = { context: BrowserContext; page: Page | null };

const test = base.extend<
  { languagePage: (lng: Language, account?: Account) => Promise<Page> },
  { languageTabs: Map<string, LanguageTab> }
>({
  languageTabs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const tabs = new Map<string, LanguageTab>();
      await use(tabs);
      for (const { context } of tabs.values()) await context.close();
    },
    { scope: 'worker' },
  ],

  languagePage: async ({ languageTabs, browser, browserErrors, request }, use, testInfo) => {
    const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId, baseURL } =
      testInfo.project.use;
    const used: { tab: LanguageTab; unwatch: () => void }[] = [];
    await use(async (lng, account) => {
      const key = `${lng}:${account ?? 'visitor'}`;
      let tab = languageTabs.get(key);
      if (!tab) {
        // A signed-in context keeps its session for the worker's life (an access token lasts an hour).
        const storageState = account
          ? signedInState(baseURL!, await signIn(request, DEMO[account]), lng)
          : languageStorageState(baseURL!, lng);
        const context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor,
          userAgent,
          locale,
          timezoneId,
          baseURL,
          storageState,
          // An address of its own, as the fixtures give each context: the search limit counts a visitor by
          // address, and the tabs of every worker would otherwise all be 127.0.0.1.
          extraHTTPHeaders: { 'x-forwarded-for': randomVisitorAddress() },
        });
        tab = { context, page: null };
        languageTabs.set(key, tab);
      }
      // One tab for the context's tests, each page a full load in it: a new tab per test would start a
      // renderer process each time, about a third of the spec's time on two cores.
      tab.page ??= await tab.context.newPage();
      used.push({ tab, unwatch: browserErrors.watch(tab.page) });
      return tab.page;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const { tab, unwatch } of used) {
      unwatch();
      const page = tab.page;
      if (!failed || !page) continue;
      // The shared context is not traced; a screenshot shows what went wrong. The next test gets a new tab.
      if (!page.isClosed()) {
        await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
        await page.close();
      }
      tab.page = null;
    }
  },
});

for (const lng of LANGUAGES) {
  test.describe(`every route in ${lng}`, widthFor(lng), () => {
    for (const route of ALL_ROUTES) {
      if (!isSignedInRoute(route)) {
        test(`${route} renders`, async ({ languagePage, browserErrors }) => {
          // The sample id names nothing: a detail page asks the API and shows its not-found state.
          browserErrors.allow(/status of 404/);
          await expectFinishedPage(await languagePage(lng), lng, route);
        });
        const visitor = SIGNED_IN_VISITOR[lng];
        if (!visitor) continue;
        const landing = SIGNED_IN_LANDING[route];
        if (landing) {
          // Where it lands is a route checked on its own: here only that it goes there.
          test(`${route} sends the signed-in ${visitor} on to ${landing}`, async ({ languagePage }) => {
            const page = await languagePage(lng, visitor);
            await page.goto(route);
            await expect.poll(() => pathnameOf(page)).toBe(landing);
            await expect(siteShell(page, lng).heading).toBeVisible();
          });
          continue;
        }
        test(`${route} renders for the signed-in ${visitor}`, async ({
          languagePage,
          browserErrors,
          isMobile,
        }) => {
          browserErrors.allow(/status of 404/);
          const page = await languagePage(lng, visitor);
          await expectFinishedPage(page, lng, route, () =>
            expect.poll(() => pathnameOf(page)).toBe(samplePath(route)),
          );
          // The header's account controls are the signed-in ones (in the closed drawer on a phone).
          if (!isMobile) await expect(siteShell(page, lng).header).toContainText(t(lng, 'nav.signOut'));
        });
        continue;
      }
      // Where a visitor lands does not depend on the language (and /login is checked in each): English only.
      if (lng === 'en') {
        test(`${route} sends a visitor without a session to /login`, async ({ languagePage }) => {
          const page = await languagePage(lng);
          await expectFinishedPage(
            page,
            lng,
            route,
            () => expect.poll(() => pathnameOf(page)).toBe('/login'),
            { axe: false },
          );
          await expect(siteShell(page, lng).heading).toHaveText(t(lng, 'auth:login.title'));
        });
      }
      const roles = EVERY_ROLE_LANGUAGES.includes(lng) ? ROLES[route] : ROLES[route].slice(0, 1);
      for (const account of roles) {
        test(`${route} renders for the signed-in ${account}`, async ({ languagePage, browserErrors }) => {
          browserErrors.allow(/status of 404/);
          const page = await languagePage(lng, account);
          await expectFinishedPage(page, lng, route, () =>
            expect.poll(() => pathnameOf(page)).toBe(samplePath(route)),
          );
        });
      }
    }
  });
}

/** The languages whose pages axe-core looks at: one of each direction (see the top of this file). */
const AXE_LANGUAGES: readonly Language[] = ['en', 'he'];

/**
 * Opens the route with a full page load and checks what every page owes its reader: one heading inside
 * the shared layout, the chosen language and direction, no raw translation key, and, in English and
 * Hebrew unless `axe` is false, no axe violation. `arrived` waits for where the route should end up (a
 * redirect, or the route itself).
 */
async function expectFinishedPage(
  page: Page,
  lng: Language,
  route: string,
  arrived?: () => Promise<unknown>,
  { axe = AXE_LANGUAGES.includes(lng) }: { axe?: boolean } = {},
) {
  const shell = siteShell(page, lng);
  const response = await page.goto(samplePath(route));
  expect(response?.status(), 'HTTP status of a known route').toBe(200);
  await arrived?.();

  await expect(shell.heading).toBeVisible();
  await expect(shell.heading).toHaveCount(1);
  await expect(shell.heading).not.toHaveText(t(lng, 'messages.loading'));
  // Nothing still loading (for instance the Shabbos times of the home page) before axe looks.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await expect(shell.header).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lng));

  // Nothing is wider than the screen: a phone would widen its layout to fit it (innerWidth grows) and the
  // whole page could be dragged sideways.
  const width = await page.evaluate(() => Math.max(window.innerWidth, document.documentElement.scrollWidth));
  expect(width, 'the page is wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);

  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  expect(text, 'raw translation key on the page').not.toMatch(RAW_KEY);
  expect(text, 'raw translation key on the page').not.toMatch(RAW_NAMESPACED_KEY);

  if (axe) await expectNoAxeViolations(page);
}
