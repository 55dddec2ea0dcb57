import type { Locator, Page } from '@playwright/test';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { SavedListingList, Visit } from '@orchim/shared/visits';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { apiGetAs, signUp, type Session } from './support/accounts';
import { signInForm } from './support/account-forms';
import { callAs, signInBrowser } from './support/hosts';
import { searchMeals } from './support/meals';
import { pathnameOf } from './support/site';
import { dirOf, t, type Language } from './support/i18n';
import { DESKTOP, PHONE } from './support/widths';

/**
 * Product §12's saved listings in a real browser against the real server: a guest hearts a stay on the
 * list and a meal on its page, finds both on /saved, moves one to a visit and removes the other; in
 * English at desktop width and in Hebrew at phone width (mirrored), with axe on /saved. Each test is a
 * guest of its own, so its list is its own.
 */

const SAVED_ONE = /\/rest\/v1\/saved\/[a-z]+\/[^/?]+$/;

/** The server's answer to the next change of the guest's list (PUT or DELETE /rest/v1/saved/…). */
const savedChange = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse(
    (response) => response.request().method() === method && SAVED_ONE.test(new URL(response.url()).pathname),
  );

/** A visit a month from now, made through the API (POST /rest/v1/visits). */
function newVisit(request: Parameters<typeof callAs>[0], session: Session, title: string) {
  const arrival = addDays(todayInNewYork(), 30);
  return callAs<Visit>(request, session, 'post', '/rest/v1/visits', {
    title,
    arrival: { date: arrival, time: '14:00', airport: null, flight: '' },
    departure: { date: addDays(arrival, 4), time: '18:00', airport: null, flight: '' },
  });
}

/** The first card of a list page, its title and its heart. */
async function firstCard(page: Page, lng: Language) {
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  return {
    card,
    title,
    heart: card.getByRole('button', { name: t(lng, 'save.card', { title }), exact: true }),
  };
}

/** The heart is drawn over the photo's corner at the end of the reading direction. */
async function expectAtReadingEnd(heart: Locator, card: Locator, lng: Language) {
  const [box, cardBox] = [(await heart.boundingBox())!, (await card.boundingBox())!];
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  const fromLeft = box.x - cardBox.x;
  const fromRight = cardBox.x + cardBox.width - (box.x + box.width);
  if (dirOf(lng) === 'rtl') expect(fromLeft).toBeLessThan(fromRight);
  else expect(fromRight).toBeLessThan(fromLeft);
}

const JOURNEYS = [
  { lng: 'en', width: DESKTOP },
  { lng: 'he', width: PHONE },
] as const;

for (const { lng, width } of JOURNEYS) {
  test(
    `a guest saves a stay and a meal, moves one to a visit and removes the other (${lng})`,
    width,
    async ({ page, request, baseURL }) => {
      const guest = await signUp(request);
      const visit = await newVisit(request, guest.session, t(lng, 'saved:kinds.stays') + ' 770');
      await signInBrowser(page, baseURL!, guest.session, lng);
      const main = page.getByRole('main');

      // A stay, from the list: the heart over its photo.
      await page.goto('/stays');
      const stay = await firstCard(page, lng);
      await expect(stay.heart).toHaveAttribute('aria-pressed', 'false');
      await expectAtReadingEnd(stay.heart, stay.card, lng);
      const stayPut = savedChange(page, 'PUT');
      await stay.heart.click();
      await expect(stay.heart).toHaveAttribute('aria-pressed', 'true');
      expect((await stayPut).status()).toBe(204);

      // A meal, from its page: the heart beside its title.
      const [meal] = (await searchMeals(request, { lang: lng })).items;
      await page.goto(`/meals/${meal!.id}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(meal!.title);
      const mealHeart = main.getByRole('button', { name: t(lng, 'save.save'), exact: true });
      await expect(mealHeart).toHaveAttribute('aria-pressed', 'false');
      const mealPut = savedChange(page, 'PUT');
      await mealHeart.click();
      const saved = main.getByRole('button', { name: t(lng, 'save.saved'), exact: true });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      expect((await mealPut).status()).toBe(204);
      // Saved, it can go to one of the guest's visits from here too.
      await expect(main.getByRole('combobox', { name: t(lng, 'save.to') })).toHaveValue('');

      // Both on /saved, from the account's link in the header (in the menu on a phone).
      if (width === PHONE) {
        await page.getByRole('button', { name: t(lng, 'nav.menu') }).click();
        await page
          .getByRole('dialog')
          .getByRole('link', { name: t(lng, 'nav.saved') })
          .click();
      } else {
        await page
          .getByRole('banner')
          .getByRole('link', { name: t(lng, 'nav.saved') })
          .click();
      }
      await expect.poll(() => pathnameOf(page)).toBe('/saved');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'saved:title'));
      await expect(main.getByRole('heading', { level: 2, name: t(lng, 'saved:kinds.stays') })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: t(lng, 'saved:kinds.meals') })).toBeVisible();
      const stayItem = main.getByRole('article', { name: stay.title });
      const mealItem = main.getByRole('article', { name: meal!.title });
      await expect(mealItem.getByRole('link', { name: meal!.title })).toHaveAttribute(
        'href',
        `/meals/${meal!.id}`,
      );
      await expect(stayItem.locator('img')).toHaveAttribute('width', /\d+/);
      await expectNoAxeViolations(page);

      // The stay goes with the visit.
      const moved = savedChange(page, 'PUT');
      await stayItem
        .getByRole('combobox', { name: `${t(lng, 'saved:savedTo')} ${stay.title}` })
        .selectOption(visit.id);
      expect((await moved).status()).toBe(204);
      await expect
        .poll(async () => {
          const list = await apiGetAs<SavedListingList>(request, guest.session, '/rest/v1/saved');
          return list.items.find((item) => item.kind === 'stays')?.visitId;
        })
        .toBe(visit.id);

      // The meal leaves the list; focus stays on it (the stay's Remove).
      const removed = savedChange(page, 'DELETE');
      await mealItem
        .getByRole('button', { name: t(lng, 'saved:removeLabel', { title: meal!.title }) })
        .click();
      expect((await removed).status()).toBe(204);
      await expect(mealItem).toHaveCount(0);
      await expect(main.getByRole('heading', { level: 2, name: t(lng, 'saved:kinds.meals') })).toHaveCount(0);
      await expect(
        stayItem.getByRole('button', { name: t(lng, 'saved:removeLabel', { title: stay.title }) }),
      ).toBeFocused();
      const list = await apiGetAs<SavedListingList>(request, guest.session, '/rest/v1/saved');
      expect(list.items.map((item) => [item.kind, item.visitId])).toEqual([['stays', visit.id]]);

      // Still saved after a fresh load, with its visit.
      await page.reload();
      await expect(main.getByRole('article', { name: stay.title }).getByRole('combobox')).toHaveValue(
        visit.id,
      );
      await expectNoAxeViolations(page);
    },
  );
}

test(
  'a visitor who presses a heart signs in and comes back to the list',
  DESKTOP,
  async ({ page, request }) => {
    const guest = await signUp(request);
    await page.goto('/stays?guests=2');
    const stay = await firstCard(page, 'en');
    await stay.heart.click();
    await expect.poll(() => pathnameOf(page)).toBe('/login');
    const form = signInForm(page);
    await form.fill(guest.email, guest.password);
    await form.submit.click();
    await expect.poll(() => new URL(page.url()).search).toBe('?guests=2');
    expect(pathnameOf(page)).toBe('/stays');
    // Back, signed in, the heart saves.
    const again = await firstCard(page, 'en');
    await expect(again.heart).toHaveAttribute('aria-pressed', 'false');
    await again.heart.click();
    await expect(again.heart).toHaveAttribute('aria-pressed', 'true');
  },
);
