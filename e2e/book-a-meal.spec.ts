import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { toast } from './support/account-forms';
import { t, type Language } from './support/i18n';
import { mealPath, mealSlotFor } from './support/meals';
import { DESKTOP, PHONE } from './support/widths';

/**
 * Issue 5's meals in a real browser against the real server: the list for a Shabbos → a meal → its
 * sitting, guests and the server's price → the booking → the confirmation, in English and in Hebrew
 * (right to left), and the product §6 sign-in message for a visitor. Each test books seats of its own
 * (support/meals.ts), so the specs run in parallel on one server.
 */

/** The booking card of a meal page, found by its labels. */
function bookingCard(page: Page, lng: Language = 'en') {
  const card = page.getByRole('complementary', { name: t(lng, 'meals:booking.title') });
  return {
    card,
    date: card.getByLabel(t(lng, 'meals:booking.date'), { exact: true }),
    guests: card.getByLabel(t(lng, 'meals:booking.guests'), { exact: true }),
    firstName: card.getByLabel(t(lng, 'bookings:form.firstName'), { exact: true }),
    phone: card.getByLabel(t(lng, 'bookings:form.phone'), { exact: true }),
    dietaryNeeds: card.getByLabel(t(lng, 'meals:booking.dietaryNeeds'), { exact: true }),
    submit: card.getByRole('button', { name: t(lng, 'bookings:form.submit'), exact: true }),
  };
}

const referencePattern = /OR-[2-9A-HJ-NP-Z]{6}/;

test.describe('signed in as the demo guest', () => {
  test.use({ signedInAs: 'guest' });

  test(
    'finds a meal for a Shabbos, books two seats, and sees the booking confirmed',
    DESKTOP,
    async ({ page, request }, testInfo) => {
      const slot = await mealSlotFor(request, testInfo);
      const { day, meal, sitting } = slot;

      await page.goto(`/meals?date=${day.date}&guests=2`);
      const card = page.getByRole('main').getByRole('article', { name: meal.title });
      await expect(card).toBeVisible();
      // The card's next sitting that Shabbos, with its seats left (other specs may take some meanwhile).
      await expect(card).toContainText(/\d+ seats? left/);
      await expectNoAxeViolations(page);
      await card.getByRole('link', { name: meal.title }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meal.title);
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === `/meals/${meal.id}` &&
          url.searchParams.get('date') === sitting.date &&
          url.searchParams.get('mealType') === sitting.mealType &&
          url.searchParams.get('guests') === '2',
      );
      await expect(page.getByText(t('en', 'meals:detail.addressHint'))).toBeVisible();

      const form = bookingCard(page);
      await expect(form.date).toHaveValue(sitting.date);
      await expect(
        form.card.getByRole('radio', { name: t('en', `meals:mealTypes.${sitting.mealType}`) }),
      ).toBeChecked();
      if (sitting.mealType === 'friday_night') {
        // The Friday-night dinner is dated by its Shabbos, and shown on the Friday.
        await expect(form.card.getByText(/^Friday evening, /)).toBeVisible();
      }
      await expect(form.guests).toHaveValue('2');
      // The server's price: per guest × 2 = total, or Free.
      await expect(
        form.card.getByText(
          meal.pricePerGuestCents === 0
            ? t('en', 'bookings:units.guests', { count: 2 })
            : t('en', 'bookings:price.perGuestLine', {
                price: `$${(meal.pricePerGuestCents / 100).toFixed(2)}`,
                guests: t('en', 'bookings:units.guests', { count: 2 }),
              }),
          { exact: true },
        ),
      ).toBeVisible();
      await expect(form.card.getByText(t('en', 'meals:booking.available'))).toBeVisible();
      await expectNoAxeViolations(page);

      await expect(form.firstName).toHaveValue('Sarah');
      await form.phone.fill('+1 718 555 0142');
      await form.dietaryNeeds.fill('One of us is vegetarian.');
      await form.submit.click();

      await expect(toast(page, t('en', 'messages.bookingConfirmed'))).toBeVisible();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('en', 'bookings:confirmation.title'),
      );
      await expect(page.getByText(referencePattern).first()).toBeVisible();
    },
  );

  test.describe('in Hebrew', PHONE, () => {
    test.use({ language: 'he' });

    test('the meal page is right to left, and books', async ({ page, request }, testInfo) => {
      const slot = await mealSlotFor(request, testInfo, { lang: 'he' });
      await page.goto(mealPath(slot));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'he');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(slot.meal.title);

      const form = bookingCard(page, 'he');
      await expect(form.date).toHaveValue(slot.sitting.date);
      await expect(form.submit).toBeVisible();
      // Mirrored: names are typed right to left (a phone number stays left to right, as written).
      await expect(form.firstName).toHaveCSS('direction', 'rtl');
      await expect(form.phone).toHaveCSS('direction', 'ltr');
      await expect(form.card.getByText(t('he', 'meals:booking.available'))).toBeVisible();
      await expectNoAxeViolations(page);

      await form.phone.fill('052-555-0142');
      await form.submit.click();
      await expect(toast(page, t('he', 'messages.bookingConfirmed'))).toBeVisible();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('he', 'bookings:confirmation.title'),
      );
    });

    test('the list is right to left, with the Shabbosim by their parsha', async ({
      page,
      request,
    }, testInfo) => {
      const { day, meal } = await mealSlotFor(request, testInfo, { lang: 'he' });
      await page.goto(`/meals?date=${day.date}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('he', 'meals:list.title'));
      await expect(page.getByRole('main').getByRole('article', { name: meal.title })).toBeVisible();
      // The applied date, as a chip named by its Shabbos in Hebrew.
      await expect(page.getByRole('main').getByRole('button', { name: `שבת ${day.names.he}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test('a visitor is asked to log in to book (product §6)', DESKTOP, async ({ page, request }, testInfo) => {
  const slot = await mealSlotFor(request, testInfo);
  await page.goto(mealPath(slot));
  const { card } = bookingCard(page);
  await expect(card.getByText(t('en', 'messages.loginToBook'))).toBeVisible();
  await expect(card.getByLabel(t('en', 'bookings:form.firstName'))).toHaveCount(0);
  await card.getByRole('link', { name: t('en', 'bookings:card.signIn') }).click();
  await expect(page).toHaveURL(/\/login$/);
});
