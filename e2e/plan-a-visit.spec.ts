import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { HolyDayInfo } from '@orchim/shared/meals';
import { test, expect, expectNoAxeViolations, languageStorageState } from './fixtures';
import { signUp } from './support/accounts';
import { toast } from './support/account-forms';
import { apiGet } from './support/api';
import { chooseDate, dateField } from './support/date-field';
import { signInBrowser } from './support/hosts';
import { dirOf, t, type Language } from './support/i18n';
import { searchMeals } from './support/meals';
import { scrollPageUntilVisible } from './support/scroll';
import { listTransport, serviceRunningAt } from './support/transport';
import { widthFor } from './support/widths';

/**
 * Issue 26's visit in a real browser against the real server: a guest plans Thursday to Sunday around a
 * Shabbos, books the stay, the Friday-night meal and the ride from the airport from the plan (each booking
 * lands back on it), downloads the calendar file, shares the plan with family (opened signed out, then taken
 * back), and sees the warning a late Friday flight gets. In English on a desktop and in Hebrew on a phone.
 */

const ROOMY_TABLE = 8;

/**
 * A Shabbos of this test's own, eight weeks ahead or more, whose Thursday and Friday are ordinary days (a
 * ride can be booked) and which has a roomy Friday-night table: the first such from the test's hash on.
 */
async function shabbosFor(request: APIRequestContext, testInfo: TestInfo, lng: Language) {
  const id = `${testInfo.project.name}:${testInfo.titlePath.join(' › ')}`;
  const start = createHash('sha256').update(id).digest().readUInt32BE(0);
  const days = await apiGet<HolyDayInfo[]>(
    request,
    `/rest/v1/meals/dates?from=${addDays(todayInNewYork(), 56)}&count=40`,
  );
  const holy = new Set(days.map((day) => day.date));
  const shabbosim = days.filter(
    (day) =>
      day.kinds.includes('shabbos') && !holy.has(addDays(day.date, -1)) && !holy.has(addDays(day.date, -2)),
  );
  for (let step = 0; step < shabbosim.length; step += 1) {
    const day = shabbosim[(start + step) % shabbosim.length]!;
    const { items } = await searchMeals(request, {
      date: day.date,
      mealType: 'friday_night',
      guests: 2,
      lang: lng,
    });
    const meal = items.find((item) => item.seatsPerMeal >= ROOMY_TABLE);
    if (meal) return { saturday: day.date, meal };
  }
  throw new Error('no Shabbos with a roomy Friday-night table');
}

/** The visit form, its two ends found by their fieldsets' legends. */
function visitForm(page: Page, lng: Language) {
  const main = page.getByRole('main');
  const end = (name: 'arrival' | 'departure') => {
    const group = main.getByRole('group', { name: t(lng, `visits:form.${name}`), exact: true });
    return {
      date: dateField(group, t(lng, `visits:form.${name}Date`)),
      time: group.getByLabel(t(lng, `visits:form.${name}Time`), { exact: true }),
      by: group.getByLabel(t(lng, 'visits:form.by'), { exact: true }),
      flight: group.getByLabel(t(lng, 'visits:form.flight'), { exact: true }),
    };
  };
  return {
    name: main.getByLabel(t(lng, 'visits:form.name'), { exact: true }),
    arrival: end('arrival'),
    departure: end('departure'),
  };
}

/** The booking form's phone, then its button: the booking made from a plan lands back on the plan. */
async function bookAndReturn(
  page: Page,
  lng: Language,
  visitPath: string,
  submitKey = 'bookings:form.submit',
) {
  const main = page.getByRole('main');
  const phone = main.getByLabel(t(lng, 'bookings:form.phone'), { exact: true });
  await scrollPageUntilVisible(page, phone);
  await phone.fill('+1 718 555 0126');
  const submit = main.getByRole('button', { name: t(lng, submitKey), exact: true });
  await scrollPageUntilVisible(page, submit);
  await submit.click();
  // The toast of the booking before may still be showing.
  await expect(toast(page, t(lng, 'messages.bookingConfirmed')).last()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === visitPath);
}

/** A suggestion's link, named by its action and what it is for. */
const suggestion = (page: Page, action: string, what: string) =>
  page.getByRole('main').getByRole('link', { name: `${action}: ${what}`, exact: true });

for (const lng of ['en', 'he'] as const) {
  test(
    `plans a Thursday-to-Sunday visit, books from the plan, shares it and exports it (${lng})`,
    widthFor(lng),
    async ({ page, request, baseURL, browser, browserErrors }, testInfo) => {
      test.slow();
      const guest = await signUp(request, { fullName: 'Chana Friedman' });
      await signInBrowser(page, baseURL!, guest.session, lng);
      const { saturday, meal } = await shabbosFor(request, testInfo, lng);
      const friday = addDays(saturday, -1);
      const thursday = addDays(saturday, -2);
      const sunday = addDays(saturday, 1);
      const main = page.getByRole('main');
      const name = lng === 'he' ? 'שבת בקראון הייטס' : 'Shabbos in Crown Heights';

      // From the account page, a new visit: Thursday 2 PM into JFK on LY1, out of JFK on Sunday at 6 PM.
      await page.goto('/profile');
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lng));
      await main.getByRole('link', { name: t(lng, 'visits:mine.plan'), exact: true }).click();
      await expect(page).toHaveURL(/\/visits\/new$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'visits:form.newTitle'));
      const form = visitForm(page, lng);
      await form.name.fill(name);
      await chooseDate(page, form.arrival.date, thursday);
      await form.arrival.time.selectOption('14:00');
      await form.arrival.by.selectOption('JFK');
      await form.arrival.flight.fill('LY1');
      await chooseDate(page, form.departure.date, sunday);
      await form.departure.time.selectOption('18:00');
      await form.departure.by.selectOption('JFK');
      await expectNoAxeViolations(page);
      await main.getByRole('button', { name: t(lng, 'visits:form.create'), exact: true }).click();

      // The plan: four days, Shabbos's candle lighting on Friday and havdalah on Saturday, nothing to warn of.
      await expect(page).toHaveURL(/\/visits\/[0-9a-f-]{36}$/);
      const visitPath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const days = main
        .getByRole('region', { name: t(lng, 'visits:days.title') })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('heading', { level: 3 }),
        });
      await expect(days).toHaveCount(4);
      const prefix = (key: string) => new RegExp(`^${t(lng, key, { time: '§' }).split('§')[0]}`);
      await expect(days.nth(1).getByText(prefix('visits:days.candles'))).toBeVisible();
      await expect(days.nth(2).getByText(prefix('visits:days.havdalah'))).toBeVisible();
      await expect(main.getByRole('heading', { name: t(lng, 'visits:warnings.title') })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The stay for the whole visit, from the plan, and back.
      await suggestion(page, t(lng, 'visits:suggest.findStay'), t(lng, 'visits:suggest.stay')).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('checkIn') === thursday);
      const stayCard = main.getByRole('article').first();
      const stayTitle = (await stayCard.getByRole('link').first().textContent())!.trim();
      await stayCard.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stayTitle);
      await bookAndReturn(page, lng, visitPath);
      await expect(days.first().getByText(t(lng, 'visits:days.checkIn', { title: stayTitle }))).toBeVisible();

      // The Friday-night meal.
      const mealWhen = t(lng, 'visits:suggest.mealWhen', {
        meal: t(lng, 'bookings:mealTypes.friday_night'),
        date: new Intl.DateTimeFormat(lng === 'he' ? 'he-IL' : 'en-US', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${friday}T12:00:00Z`)),
      });
      await suggestion(page, t(lng, 'visits:suggest.findMeal'), mealWhen).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('mealType') === 'friday_night');
      await main.getByRole('link', { name: meal.title, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meal.title);
      await bookAndReturn(page, lng, visitPath);
      await expect(
        days.nth(1).getByText(
          t(lng, 'visits:days.meal', {
            meal: t(lng, 'bookings:mealTypes.friday_night'),
            title: meal.title,
          }),
        ),
      ).toBeVisible();

      // The ride from JFK: its form starts at the plan's pickup (landing, then 45 minutes) and flight.
      await suggestion(page, t(lng, 'visits:suggest.findRide'), t(lng, 'visits:suggest.arrivalRide')).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('time') === '14:45');
      const service = serviceRunningAt(
        (await listTransport(request, { serviceType: 'airport_transfer', airport: 'JFK', lang: lng })).items,
        '14:45',
      );
      await main.getByRole('link', { name: service.title, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(main.getByLabel(t(lng, 'transport:form.time'), { exact: true })).toHaveValue('14:45');
      await expect(main.getByLabel(t(lng, 'transport:form.flightNumber'), { exact: true })).toHaveValue(
        'LY1',
      );
      await bookAndReturn(page, lng, visitPath, 'transport:form.submit');
      await expect(
        days.first().getByText(new RegExp(service.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toBeVisible();
      await expect(main.getByText(t(lng, 'visits:suggest.booked'), { exact: true })).toHaveCount(3);

      // The calendar file: every booking, candle lighting and havdalah.
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: t(lng, 'calendarFile.download'), exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`orchim-visit-${thursday}.ics`);
      const ics = await readFile((await file.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(5);

      // Shared with family: the link opens signed out, read only; taken back, it no longer works.
      await main.getByRole('button', { name: t(lng, 'visits:share.make'), exact: true }).click();
      const link = await main.getByLabel(t(lng, 'visits:share.link'), { exact: true }).inputValue();
      expect(link).toMatch(/\/visits\/shared\/[\w-]+$/);
      const family = await browser.newContext({
        viewport: page.viewportSize(),
        storageState: languageStorageState(baseURL!, lng),
      });
      // Its console is watched too (a hydration mismatch is an error); the link taken back answers 404.
      browserErrors.watch(family);
      browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      const shared = await family.newPage();
      await shared.goto(link);
      await expect(shared.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(shared.getByText(t(lng, 'visits:days.checkIn', { title: stayTitle }))).toBeVisible();
      await expect(
        shared.getByRole('link', { name: new RegExp(t(lng, 'visits:suggest.findStay')) }),
      ).toHaveCount(0);
      await expect(shared.getByRole('button', { name: t(lng, 'visits:share.make') })).toHaveCount(0);
      await expectNoAxeViolations(shared);
      await main.getByRole('button', { name: t(lng, 'visits:share.revoke'), exact: true }).click();
      await expect(toast(page, t(lng, 'visits:share.revoked'))).toBeVisible();
      await shared.reload();
      await expect(shared.getByRole('heading', { level: 1 })).toHaveText(
        t(lng, 'visits:shared.notFound.title'),
      );
      await family.close();

      // A late Friday flight: the ride in would end after candle lighting; the plan says so and what to do.
      await main.getByRole('link', { name: t(lng, 'visits:page.edit'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'visits:form.editTitle'));
      await chooseDate(page, form.arrival.date, friday);
      await form.arrival.time.selectOption('20:00');
      await main.getByRole('button', { name: t(lng, 'visits:form.save'), exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === visitPath);
      const warnings = main.getByRole('region', { name: t(lng, 'visits:warnings.title') });
      await expect(warnings.getByText(t(lng, 'visits:warnings.arrival_in_rest.fix'))).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}
