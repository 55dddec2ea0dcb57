import { ALL_ROUTES, SIGNED_IN_ROUTES } from '@orchim/shared/routes';
import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect, expectNoAxeViolations, languageStorageState } from './fixtures';
import { DEMO, signedInState, signIn } from './support/accounts';
import { dirOf, LANGUAGES, t, type Language } from './support/i18n';
import { pathnameOf, samplePath, siteShell } from './support/site';

/**
 * Every SPEC §2 route, in English, French and Hebrew, at the width of the project (phone and desktop):
 * the page renders its heading inside the shared layout, speaks the chosen language, shows no raw
 * translation key, and axe-core finds no WCAG 2.1 A/AA violation. Missing translations also fail through
 * the console-error check of the fixtures (the app logs them with console.error).
 *
 * Each route is opened fresh (a full page load), but in one browser context per language and worker, so
 * the site's scripts come from the browser cache after the first page: 160-odd page loads stay fast.
 */

// A raw i18next key on screen, e.g. "home.hero.title" or "common:nav.stays".
const RAW_KEY = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z.]+\b/;
const RAW_NAMESPACED_KEY = /\b[a-z]+:[a-zA-Z]+\.[a-zA-Z]+/;

const signedInRoutes: readonly string[] = SIGNED_IN_ROUTES;

type Account = keyof typeof DEMO;
/** Who may see each signed-in route: the host panel is for hosts, /admin for the admin. */
const accountFor = (route: string): Account =>
  route === '/admin'
    ? 'admin'
    : route.startsWith('/host/') || route.startsWith('/edit-listing')
      ? 'host'
      : 'guest';

const test = base.extend<
  { languagePage: (lng: Language, account?: Account) => Promise<Page> },
  { languageContexts: Map<string, BrowserContext> }
>({
  languageContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],

  languagePage: async ({ languageContexts, browser, browserErrors, request }, use, testInfo) => {
    const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId, baseURL } =
      testInfo.project.use;
    const pages: Page[] = [];
    await use(async (lng, account) => {
      const key = `${lng}:${account ?? 'visitor'}`;
      let context = languageContexts.get(key);
      if (!context) {
        // A signed-in context keeps its session for the worker's life (an access token lasts an hour).
        const storageState = account
          ? signedInState(baseURL!, await signIn(request, DEMO[account]), lng)
          : languageStorageState(baseURL!, lng);
        context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor,
          userAgent,
          locale,
          timezoneId,
          baseURL,
          storageState,
        });
        languageContexts.set(key, context);
      }
      const page = await context.newPage();
      pages.push(page);
      browserErrors.watch(page);
      return page;
    });
    for (const page of pages) {
      // The shared context is not traced; a screenshot shows what went wrong.
      if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
        await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
      }
      await page.close();
    }
  },
});

for (const lng of LANGUAGES) {
  test.describe(`every route in ${lng}`, () => {
    for (const route of ALL_ROUTES) {
      if (!signedInRoutes.includes(route)) {
        test(`${route} renders`, async ({ languagePage, browserErrors }) => {
          // The sample id names nothing: a detail page asks the API and shows its not-found state.
          browserErrors.allow(/status of 404/);
          await expectFinishedPage(await languagePage(lng), lng, route);
        });
        continue;
      }
      test(`${route} sends a visitor without a session to /login`, async ({ languagePage }) => {
        const page = await languagePage(lng);
        await expectFinishedPage(page, lng, route, () => expect.poll(() => pathnameOf(page)).toBe('/login'));
        await expect(siteShell(page, lng).heading).toHaveText(t(lng, 'auth:login.title'));
      });
      const account = accountFor(route);
      test(`${route} renders for the signed-in ${account}`, async ({ languagePage, browserErrors }) => {
        browserErrors.allow(/status of 404/);
        const page = await languagePage(lng, account);
        await expectFinishedPage(page, lng, route, () =>
          expect.poll(() => pathnameOf(page)).toBe(samplePath(route)),
        );
      });
    }
  });
}

/**
 * Opens the route with a full page load and checks what every page owes its reader: one heading inside
 * the shared layout, the chosen language and direction, no raw translation key, no axe violation.
 * `arrived` waits for where the route should end up (a redirect, or the route itself).
 */
async function expectFinishedPage(
  page: Page,
  lng: Language,
  route: string,
  arrived?: () => Promise<unknown>,
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

  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  expect(text, 'raw translation key on the page').not.toMatch(RAW_KEY);
  expect(text, 'raw translation key on the page').not.toMatch(RAW_NAMESPACED_KEY);

  await expectNoAxeViolations(page);
}
