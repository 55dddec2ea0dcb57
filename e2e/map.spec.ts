import type { Locator, Page } from '@playwright/test';
import type { OhelListings } from '@orchim/shared/ohel';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { apiHeaders } from './support/accounts';
import { t, type Language } from './support/i18n';
import { searchStays } from './support/stays';
import { DESKTOP } from './support/widths';

/**
 * The maps (issue 26, docs/decisions/041-map.md): the stays of a page of /stays beside the results on a
 * desktop and behind "Show map" on a phone, a stay's block on its page, 770 and the Ohel on every map, in
 * English and in Hebrew (controls on the other side). Leaflet and the street grid are a chunk of their own,
 * fetched only when a map comes near the screen. The map is usable with the keyboard, and its places are a
 * list for screen readers.
 */

/** The chunk that draws the maps (components/map/leaflet-map.ts, with Leaflet and the street grid). */
const MAP_CHUNK = /\/assets\/leaflet-map-[\w-]+\.js$/;

/** Every script the page fetches, from now on. */
function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The map region with this name, once Leaflet drew it. */
async function drawnMap(page: Page, name: string): Promise<Locator> {
  const map = page.getByRole('region', { name, exact: true });
  await expect(map).toHaveAttribute('data-map-state', 'drawn');
  return map;
}

/** Whether the zoom buttons sit on the reading side: left in English, right in Hebrew. */
async function expectZoomOnReadingSide(map: Locator, lng: Language) {
  const zoom = map.getByRole('button', { name: t(lng, 'map:zoomIn'), exact: true });
  const [box, mapBox] = [await zoom.boundingBox(), await map.boundingBox()];
  const middle = mapBox!.x + mapBox!.width / 2;
  if (lng === 'he') expect(box!.x).toBeGreaterThan(middle);
  else expect(box!.x + box!.width).toBeLessThan(middle);
}

for (const lng of ['en', 'he'] as const) {
  test.describe(`the maps in ${lng}`, () => {
    test.use({ language: lng });

    test('the stays list: the map beside the results on a desktop, behind "Show map" on a phone', async ({
      page,
    }, testInfo) => {
      const scripts = scriptsOf(page);
      await page.goto('/stays');
      const main = page.getByRole('main');
      const label = t(lng, 'map:stays.label');
      const toggle = main.getByRole('button', { name: t(lng, 'map:stays.show'), exact: true });
      const firstCard = main.getByRole('article').first();
      await expect(firstCard).toBeVisible();
      const cards = await main.getByRole('article').count();

      if (testInfo.project.name === 'phone') {
        // The results first; the map is not loaded until asked for.
        await expect(page.getByRole('region', { name: label, exact: true })).toBeHidden();
        await expect(toggle).toBeVisible();
        expect(scripts.filter((path) => MAP_CHUNK.test(path))).toEqual([]);
        await toggle.click();
        await expect(firstCard).toBeHidden();
      } else {
        await expect(toggle).toBeHidden();
      }

      const map = await drawnMap(page, label);
      await expect(map).toBeInViewport();
      expect(scripts.filter((path) => MAP_CHUNK.test(path))).toHaveLength(1);
      // A price on each stay of the page, each a link to it; 770 is marked.
      const markers = map.locator('a.orchim-map-pin');
      await expect(markers).toHaveCount(cards);
      await expect(markers.first()).toHaveAttribute('href', /^\/stays\/[\w-]+$/);
      await expect(map.locator('.orchim-map-landmark--seven70')).toBeVisible();
      await expectZoomOnReadingSide(map, lng);
      await expectNoAxeViolations(page);

      if (testInfo.project.name === 'phone') {
        await main.getByRole('button', { name: t(lng, 'map:stays.hide'), exact: true }).click();
        await expect(firstCard).toBeVisible();
        await expect(map).toBeHidden();
      }
    });

    test('a stay’s page: its block, not its door, with 770 and a list of the places', async ({
      page,
      request,
    }) => {
      const [stay] = (await searchStays(request, {})).items;
      const scripts = scriptsOf(page);
      await page.goto(`/stays/${stay!.id}`);
      const section = page.getByRole('region', { name: t(lng, 'map:stay.title'), exact: true });
      await expect(section).toBeAttached();
      // Leaflet is not part of the page's first load: it comes when the map is scrolled to.
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => MAP_CHUNK.test(path))).toEqual([]);
      await expect(section.getByText(t(lng, 'map:loading'))).toBeAttached();

      await section.scrollIntoViewIfNeeded();
      const map = await drawnMap(page, t(lng, 'map:stay.label'));
      expect(scripts.filter((path) => MAP_CHUNK.test(path))).toHaveLength(1);
      // The block is a shaded area; there is no pin of the stay.
      await expect(map.locator('path.leaflet-interactive, .leaflet-overlay-pane path')).not.toHaveCount(0);
      await expect(map.locator('.orchim-map-pin')).toHaveCount(0);
      await expect(map.locator('.orchim-map-landmark--seven70')).toBeVisible();
      await expectZoomOnReadingSide(map, lng);

      // The list equivalent, under the map.
      const list = section.getByRole('list', { name: t(lng, 'map:list'), exact: true });
      await expect(list.getByText(t(lng, 'map:stay.place'), { exact: true })).toBeVisible();
      await expect(list.getByText(t(lng, 'map:seven70.name'), { exact: true })).toBeVisible();
      await expect(list.getByText(t(lng, 'map:ohel.name'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

// On a desktop, where the map is beside the results.
test('the keyboard moves the map and reaches its markers', DESKTOP, async ({ page }) => {
  await page.goto('/stays');
  const map = await drawnMap(page, t('en', 'map:stays.label'));
  await map.focus();
  await expect(map).toBeFocused();

  // The arrow keys pan: the map's pane moves.
  const pane = map.locator('.leaflet-map-pane');
  const before = await pane.getAttribute('style');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => pane.getAttribute('style')).not.toBe(before);

  // Tab goes from the map to its first marker, a link named by the stay and its price.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveClass(/orchim-map-pin/);
  await expect(focused).toHaveAttribute('aria-label', /.+, .+/);
  await expect(focused).toBeInViewport();
  const href = await focused.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});

test('an Ohel ride’s page frames Crown Heights and the Ohel, with the way between them', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request);
  const answer = await request.get('/rest/v1/ohel-listings?kind=shuttle', { headers });
  const listings = (await answer.json()) as OhelListings;
  await page.goto(`/ohel/${listings.items[0]!.id}`);
  const section = page.getByRole('region', { name: t('en', 'map:ohelListing.title'), exact: true });
  await section.scrollIntoViewIfNeeded();
  const map = await drawnMap(page, t('en', 'map:ohelListing.label'));
  await expect(map.locator('.orchim-map-landmark--ohel')).toBeVisible();
  await expect(map.locator('.orchim-map-landmark--seven70')).toBeVisible();
  await expect(map.locator('.orchim-map-way')).toBeVisible();
  await expectNoAxeViolations(page);
});
