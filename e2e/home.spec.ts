import type { ShabbosTimes } from '@orchim/shared/shabbos';
import { expect, test } from './fixtures';
import { apiGet } from './support/api';
import { t, type Language } from './support/i18n';
import { escape, pathnameOf, siteShell } from './support/site';
import { PHONE } from './support/widths';

/** The home page: the stay search entry and this week's Shabbos times for Crown Heights. */

const TIME_ZONE = 'America/New_York';

/** A calendar date `days` after today in New York, as YYYY-MM-DD (what a date input takes). */
function newYorkDate(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
}

test('the stay search opens the stays list with the dates and guests in the address', async ({ page }) => {
  const search = page.getByRole('search', { name: t('en', 'home:search.title') });
  await page.goto('/');
  const checkIn = newYorkDate(14);
  const checkOut = newYorkDate(17);
  await search.getByLabel(t('en', 'home:search.checkIn')).fill(checkIn);
  await search.getByLabel(t('en', 'home:search.checkOut')).fill(checkOut);
  await search.getByLabel(t('en', 'home:search.guests')).selectOption('3');
  await search.getByRole('button', { name: t('en', 'home:search.submit') }).click();

  await expect.poll(() => pathnameOf(page)).toBe('/stays');
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({ checkIn, checkOut, guests: '3' });
  await expect(siteShell(page).heading).toBeVisible();
});

test.describe('before the app runs', () => {
  // A guest on a slow phone may search before the page has hydrated: the form submits natively.
  test.use({ javaScriptEnabled: false });

  test('the stay search still opens the stays list', PHONE, async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: t('en', 'home:search.title') });
    const checkIn = newYorkDate(20);
    const checkOut = newYorkDate(22);
    await search.getByLabel(t('en', 'home:search.checkIn')).fill(checkIn);
    await search.getByLabel(t('en', 'home:search.checkOut')).fill(checkOut);
    await search.getByLabel(t('en', 'home:search.guests')).selectOption('4');
    await search.getByRole('button', { name: t('en', 'home:search.submit') }).click();

    await expect.poll(() => pathnameOf(page)).toBe('/stays');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ checkIn, checkOut, guests: '4' });
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'stays:list.title') })).toBeVisible();
  });
});

test('the stay search refuses a check-out before the check-in', async ({ page }) => {
  const search = page.getByRole('search', { name: t('en', 'home:search.title') });
  await page.goto('/');
  await search.getByLabel(t('en', 'home:search.checkIn')).fill(newYorkDate(10));
  await search.getByLabel(t('en', 'home:search.checkOut')).fill(newYorkDate(8));
  await search.getByRole('button', { name: t('en', 'home:search.submit') }).click();
  await expect(search.getByRole('alert')).toHaveText(t('en', 'messages.invalidDates'));
  expect(pathnameOf(page)).toBe('/');
});

for (const lng of ['en', 'he'] as const satisfies readonly Language[]) {
  test.describe(`in ${lng}`, () => {
    test.use({ language: lng });

    test("this week's Shabbos shows candle lighting, havdalah and the parsha", async ({ page, request }) => {
      const times = await apiGet<ShabbosTimes>(request, '/rest/v1/shabbos-times');
      await page.goto('/');
      const section = page.getByRole('region', { name: t(lng, 'home:shabbos.title') });
      await expect(section.getByRole('status')).toHaveCount(0);

      const parsha = times.parsha?.[lng] ?? times.holidays[0]?.[lng];
      expect(parsha, 'the server names the parsha or the Yom Tov').toBeTruthy();
      await expect(section.getByText(parsha!, { exact: true })).toBeVisible();
      await expect(section).toContainText(times.hebrewDate[lng]);
      await expect(section).toContainText(t(lng, 'home:shabbos.parsha'));

      // Each label is followed by its time in New York (12- or 24-hour clock, as the language writes it).
      const text = await section.innerText();
      for (const [label, instant] of [
        [t(lng, 'home:shabbos.candleLighting'), times.candleLighting],
        [t(lng, 'home:shabbos.havdalah'), times.havdalah],
      ] as const) {
        expect(text).toMatch(new RegExp(`${escape(label)}\\s+${clockPattern(instant)}`));
      }
    });
  });
}

/** The wall-clock time of an instant in New York, e.g. "4:12" or "16:12", with optional AM/PM. */
function clockPattern(instant: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = parts.find((p) => p.type === 'minute')?.value;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `(?:0?${hour}|${hour12}):${minute}\\b`;
}
