import { ALL_ROUTES } from '@orchim/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, t } from './support/i18n';
import { searchStays } from './support/stays';
import {
  ACCOUNT_LINKS_SIGNED_OUT,
  FOOTER_GROUPS,
  HEADER_LINKS,
  pathnameOf,
  samplePath,
  siteShell,
} from './support/site';

/** The shared layout of product §2: header, language picker, drawer, host header, footer, scrolling, 404. */

/** Where the header's links are at this width: in the bar on a desktop, in the drawer on a phone. */
async function openNavigation(page: Page, isMobile: boolean): Promise<Locator> {
  const shell = siteShell(page);
  if (!isMobile) return shell.header;
  await shell.menuButton.click();
  await expect(shell.drawer).toBeVisible();
  return shell.drawer;
}

const xOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box.x + box.width / 2;
};

test('the header names its links as product §2 does', () => {
  // The one place English is spelled out: the product's own wording for the shell.
  expect(
    [...HEADER_LINKS, ...ACCOUNT_LINKS_SIGNED_OUT]
      .map(({ key }) => t('en', key))
      .concat(
        t('en', 'hostHeader.panel'),
        t('en', 'hostHeader.backToSite'),
        t('en', 'nav.signOut'),
        t('en', 'nav.myAccount'),
      ),
  ).toEqual([
    'Stays',
    'Shabbos Meals',
    'Transportation',
    'Sign In',
    'Become a Host',
    'Host Panel',
    'Back to Site',
    'Sign Out',
    'My Account',
  ]);
});

test('the header leads home and to every section, and Sign In and Become a Host', async ({
  page,
  isMobile,
}) => {
  const shell = siteShell(page);
  const targets = [...HEADER_LINKS, ...ACCOUNT_LINKS_SIGNED_OUT];
  for (const { key, path } of targets) {
    await page.goto('/about');
    await expect(shell.heading).toBeVisible();
    const navigation = await openNavigation(page, isMobile);
    await navigation.getByRole('link', { name: t('en', key), exact: true }).click();
    await expect.poll(() => pathnameOf(page)).toBe(path);
    await expect(shell.heading).toBeVisible();
    if (isMobile) await expect(shell.drawer).toBeHidden();
  }

  await shell.logo.click();
  await expect.poll(() => pathnameOf(page)).toBe('/');
  await expect(shell.heading).toHaveText(t('en', 'home:hero.title'));

  // The drawer's menu button is for small screens only.
  if (isMobile) await expect(shell.mainNav).toBeHidden();
  else await expect(shell.menuButton).toBeHidden();
});

test('the language menu has exactly three languages; Hebrew mirrors the page and is remembered', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');

  const en = siteShell(page, 'en');
  await expect(en.heading).toBeVisible();
  await en.languageButton.click();
  const items = en.languageMenu.getByRole('menuitemradio');
  await expect(items).toHaveText(LANGUAGES.map((lng) => t('en', `language.names.${lng}`)));
  await expect(items).toHaveText(['English', 'Français', 'עברית']);
  await expect(en.languageMenu.getByRole('menuitemradio', { checked: true })).toHaveText('English');

  // Left to right: the logo starts the header, the language menu comes after it.
  const ltrLogo = await xOf(en.logo);
  const ltrLanguage = await xOf(en.languageButton);
  expect(ltrLogo).toBeLessThan(ltrLanguage);
  const ltrSections = isMobile
    ? []
    : await Promise.all(
        HEADER_LINKS.map(({ key }) => xOf(en.mainNav.getByRole('link', { name: t('en', key) }))),
      );

  await en.languageMenu.getByRole('menuitemradio', { name: 'עברית' }).click();
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const he = siteShell(page, 'he');
  await expect(he.heading).toHaveText(t('he', 'home:hero.title'));
  await expect(en.languageMenu).toBeHidden();

  // Right to left: the same items in the mirrored order.
  expect(await xOf(he.logo)).toBeGreaterThan(await xOf(he.languageButton));
  if (!isMobile) {
    const rtlSections = await Promise.all(
      HEADER_LINKS.map(({ key }) => xOf(he.mainNav.getByRole('link', { name: t('he', key) }))),
    );
    expect(ltrSections[0]).toBeLessThan(ltrSections[2]!);
    expect(rtlSections[0]).toBeGreaterThan(rtlSections[2]!);
  }

  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('he');
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'he');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(he.heading).toHaveText(t('he', 'home:hero.title'));
  await expect(he.languageButton).toContainText('עברית');
});

// The drawer is for small screens: only the phone project runs tests tagged @phone (playwright.config.ts).
test.describe('on a phone', { tag: '@phone' }, () => {
  test('the menu button opens a drawer with the same links; Escape closes it and gives focus back', async ({
    page,
  }) => {
    const shell = siteShell(page);
    await page.goto('/about');
    await expect(shell.heading).toBeVisible();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');

    await shell.menuButton.click();
    await expect(shell.drawer).toBeVisible();
    // The modal drawer hides the rest of the page from assistive technology, the button included.
    const hiddenMenuButton = page.getByRole('button', {
      name: t('en', 'nav.menu'),
      exact: true,
      includeHidden: true,
    });
    await expect(hiddenMenuButton).toHaveAttribute('aria-expanded', 'true');
    for (const { key, path } of [...HEADER_LINKS, ...ACCOUNT_LINKS_SIGNED_OUT]) {
      await expect(shell.drawer.getByRole('link', { name: t('en', key), exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    // The language choice is in the drawer too.
    await expect(shell.drawer.getByRole('button', { name: 'עברית' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');

    await shell.menuButton.click();
    await shell.drawer.getByRole('link', { name: t('en', 'nav.transport'), exact: true }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/transport');
    await expect(shell.drawer).toBeHidden();
    await expect(shell.heading).toBeVisible();
  });
});

/**
 * The admin's header is the fullest (one link more than anyone's), French its longest words and Hebrew
 * mirrored: at every width from a tablet to a wide desktop it stays one row, no link wraps and nothing goes
 * past the screen's edge (the links move into the menu below 1280 px).
 */
for (const lng of LANGUAGES) {
  test.describe(`signed in as the admin, in ${lng}`, { tag: '@desktop' }, () => {
    test.use({ signedInAs: 'admin', language: lng });

    test('the header fits on one row from 768 to 1920 px', async ({ page }) => {
      const shell = siteShell(page, lng);
      await page.goto('/about');
      for (const width of [768, 1024, 1279, 1280, 1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${width} px, ${lng}`;
        const header = await shell.header.boundingBox();
        expect(header?.height, `the header's height at ${where}`).toBeLessThanOrEqual(72);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scrolling at ${where}`).toBeLessThanOrEqual(0);
        // Each visible link and button: its words on one line, inside the screen.
        const controls = await shell.header.locator('a, button').evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => {
              const tops = new Set<number>();
              const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                // Words for screen readers only (a visually hidden box of 1 px) are not on screen.
                const parent = node.parentElement!.getBoundingClientRect();
                if (parent.width <= 1 || parent.height <= 1) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
              }
              const box = element.getBoundingClientRect();
              return {
                name: element.textContent?.trim() || element.getAttribute('aria-label'),
                lines: tops.size,
                right: box.right,
                left: box.left,
              };
            }),
        );
        for (const control of controls) {
          expect(control.lines, `"${control.name}" on one line at ${where}`).toBeLessThanOrEqual(1);
          expect(control.right, `"${control.name}" inside the screen at ${where}`).toBeLessThanOrEqual(width);
          expect(control.left, `"${control.name}" inside the screen at ${where}`).toBeGreaterThanOrEqual(0);
        }
      }
    });
  });
}

test('under /host the header is the host panel: Host Panel and Back to Site', async ({ page, isMobile }) => {
  const shell = siteShell(page);
  // On a phone Back to Site is in the host panel's menu (the bar has no room for it).
  const backToSite = async () => {
    if (!isMobile) return shell.header.getByRole('link', { name: t('en', 'hostHeader.backToSite') });
    await shell.menuButton.click();
    await expect(shell.drawer).toBeVisible();
    return shell.drawer.getByRole('link', { name: t('en', 'hostHeader.backToSite') });
  };
  for (const path of ['/host/login', '/host/register']) {
    await page.goto(path);
    await expect(shell.heading).toBeVisible();
    await expect(shell.header.getByText(t('en', 'hostHeader.panel'), { exact: true })).toBeVisible();
    await expect(await backToSite()).toBeVisible();
    // The site's own links give way to the panel's.
    await expect(shell.mainNav).toBeHidden();
    // Nobody is signed in on these public host pages, so there is no session to end.
    await expect(page.getByRole('button', { name: t('en', 'nav.signOut') })).toBeHidden();
    if (isMobile) {
      await page.keyboard.press('Escape');
      await expect(shell.drawer).toBeHidden();
    }
  }
  await (await backToSite()).click();
  await expect.poll(() => pathnameOf(page)).toBe('/');
  await expect(shell.header.getByText(t('en', 'hostHeader.panel'), { exact: true })).toBeHidden();
});

/**
 * The host panel's header on a phone (issue: at 390 px it took three rows): the bar in one row, the
 * panel's sections in a second, nothing past the screen's edge, no word wrapped, in the three languages
 * (French the longest words, Hebrew mirrored), from 360 to 430 px. Back to Site and Sign Out are in the
 * menu, with the language choice: no control is lost.
 */
for (const lng of LANGUAGES) {
  test.describe(`the host panel on a phone, in ${lng}`, { tag: '@phone' }, () => {
    test.use({ signedInAs: 'host', language: lng });

    test('its header fits in two rows from 360 to 430 px, every control at hand', async ({ page }) => {
      const shell = siteShell(page, lng);
      const sections = shell.header.getByRole('navigation', { name: t(lng, 'hostHeader.nav'), exact: true });
      await page.goto('/host/bookings');
      await expect(shell.heading).toBeVisible();
      for (const width of [360, 390, 430]) {
        await page.setViewportSize({ width, height: 800 });
        const where = `${width} px, ${lng}`;
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scrolling at ${where}`).toBeLessThanOrEqual(0);
        // Each visible control: its words on one line, inside the screen, and on which row.
        const controls = await shell.header.locator('a, button, p').evaluateAll(
          (elements, navName) =>
            elements
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => {
                const tops = new Set<number>();
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const parent = node.parentElement!.getBoundingClientRect();
                  if (parent.width <= 1 || parent.height <= 1) continue;
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  for (const rect of range.getClientRects()) {
                    if (rect.width > 0) tops.add(Math.round(rect.top));
                  }
                }
                const box = element.getBoundingClientRect();
                // Text whose tops are a few pixels apart (a count badge beside a word) is one line.
                const lines = [...tops]
                  .sort((x, y) => x - y)
                  .filter((top, index, sorted) => index === 0 || top - sorted[index - 1]! > 8).length;
                return {
                  name: element.textContent?.trim() || element.getAttribute('aria-label'),
                  inSections: element.closest(`nav[aria-label="${navName}"]`) !== null,
                  lines,
                  middle: box.top + box.height / 2,
                  right: box.right,
                  left: box.left,
                };
              }),
          t(lng, 'hostHeader.nav'),
        );
        for (const control of controls) {
          expect(control.lines, `"${control.name}" on one line at ${where}`).toBeLessThanOrEqual(1);
          expect(control.right, `"${control.name}" inside the screen at ${where}`).toBeLessThanOrEqual(width);
          expect(control.left, `"${control.name}" inside the screen at ${where}`).toBeGreaterThanOrEqual(0);
        }
        // Two rows: the bar's controls share one middle, the sections' another, below it.
        const middles = (inSections: boolean) =>
          controls.filter((c) => c.inSections === inSections).map((c) => c.middle);
        const [bar, panel] = [middles(false), middles(true)];
        expect(Math.max(...bar) - Math.min(...bar), `the bar in one row at ${where}`).toBeLessThanOrEqual(4);
        expect(
          Math.max(...panel) - Math.min(...panel),
          `the sections in one row at ${where}`,
        ).toBeLessThanOrEqual(4);
        expect(Math.min(...panel), `the sections below the bar at ${where}`).toBeGreaterThan(
          Math.max(...bar),
        );
        const header = await shell.header.boundingBox();
        expect(header?.height, `the header's height at ${where}`).toBeLessThanOrEqual(128);

        // Every control is there: the bar's, the sections, and in the menu Back to Site and Sign Out.
        await expect(shell.logo).toBeVisible();
        await expect(shell.header.getByText(t(lng, 'hostHeader.panel'), { exact: true })).toBeVisible();
        await expect(shell.languageButton).toBeVisible();
        for (const key of ['hostHeader.bookings', 'hostHeader.listings', 'hostHeader.reviews']) {
          await expect(sections.getByRole('link', { name: t(lng, key), exact: true })).toBeInViewport({
            ratio: 1,
          });
        }
        await shell.menuButton.click();
        await expect(shell.drawer).toBeVisible();
        await expect(
          shell.drawer.getByRole('link', { name: t(lng, 'hostHeader.backToSite') }),
        ).toHaveAttribute('href', '/');
        await expect(shell.drawer.getByRole('button', { name: t(lng, 'nav.signOut') })).toBeVisible();
        await expect(shell.drawer.getByRole('group', { name: t(lng, 'language.label') })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(shell.drawer).toBeHidden();
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('the footer has Services, Company and Legal with their links, and a copyright line', async ({
  page,
}) => {
  const shell = siteShell(page);
  await page.goto('/');
  await expect(shell.heading).toBeVisible();
  for (const { title, links } of FOOTER_GROUPS) {
    const group = shell.footerGroup(title);
    await expect(group).toBeVisible();
    for (const { key, path } of links) {
      await expect(group.getByRole('link', { name: t('en', key), exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
  }
  const year = new Date().getFullYear();
  await expect(shell.footer.getByText(t('en', 'footer.copyright', { year }))).toBeVisible();
  await expect(shell.footer).toContainText(`© ${year}`);

  await shell
    .footerGroup('footer.company')
    .getByRole('link', { name: t('en', 'footer.about') })
    .click();
  await expect.poll(() => pathnameOf(page)).toBe('/about');
  await expect(shell.heading).toBeVisible();
});

test('a route change scrolls back to the top', async ({ page }) => {
  const shell = siteShell(page);
  await page.goto('/terms');
  await expect(shell.heading).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);

  await shell
    .footerGroup('footer.legal')
    .getByRole('link', { name: t('en', 'footer.privacy') })
    .click();
  await expect.poll(() => pathnameOf(page)).toBe('/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  await expect(shell.heading).toBeInViewport();
});

test('an unknown path shows the not-found page with a way home, answered with HTTP 404', async ({
  page,
  browserErrors,
}) => {
  // Chromium reports the document's 404 status on the console; that status is the point here.
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 404 .*\/no-such-page\/here/,
  );
  const shell = siteShell(page);
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(shell.heading).toHaveText(t('en', 'notFound.title'));
  await expect(shell.header).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await shell.main.getByRole('link', { name: t('en', 'notFound.home') }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/');
  await expect(shell.heading).toHaveText(t('en', 'home:hero.title'));
});

test('the server answers every known route with 200 and anything else with 404', async ({ request }) => {
  // As a browser navigates: asking for a page (the server answers other requests for unknown paths with
  // a JSON 404).
  const asPage = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
  for (const route of ALL_ROUTES) {
    const response = await request.get(samplePath(route), asPage);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toContain('text/html');
  }
  for (const path of ['/no-such-page', '/stays/1/extra', '/hosts', '/admin/anything']) {
    const response = await request.get(path, asPage);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  // Missing files are plain 404s, never the app (docs/decisions/002-not-found-status.md).
  for (const path of ['/assets/missing-chunk.js', '/locales/en/missing.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'] ?? '', path).not.toContain('text/html');
  }
});

test('a hard refresh on a deep route shows the same page', async ({ page, request }) => {
  const shell = siteShell(page);
  const [stay] = (await searchStays(request, { sort: 'recommended' })).items;
  const path = `/stays/${stay!.id}?guests=2`;
  await page.goto('/');
  await expect(shell.heading).toBeVisible();
  await page.goto(path);
  await expect(shell.heading).toHaveText(stay!.title);
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect.poll(() => `${pathnameOf(page)}${new URL(page.url()).search}`).toBe(path);
  await expect(shell.heading).toHaveText(stay!.title);

  await page.goto('/host/register');
  await expect(shell.heading).toBeVisible();
  await page.reload();
  await expect(shell.heading).toBeVisible();
  await expect(shell.header.getByText(t('en', 'hostHeader.panel'), { exact: true })).toBeVisible();
});
