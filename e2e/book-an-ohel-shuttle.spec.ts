import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { expectToastBelowHeader } from './support/account-forms';
import { dirOf, t, type Language } from './support/i18n';
import { bookableShuttle, ridePickupFor } from './support/ohel';
import { chooseDate, dateField } from './support/date-field';
import { widthFor } from './support/widths';

/**
 * Issue 5 in a real browser against the real server: from the Ohel page, the demo guest opens a seeded
 * shuttle, books a pickup with the ride form (the destination is the Ohel), and lands on the booking —
 * in English and in Hebrew (right to left). The pickup is one the server accepts (support/ohel.ts asks
 * the ride's quote first), on a day and at a time of each test's own.
 */

/** The ride form of the listing page, found by its labels. */
function rideForm(page: Page, lng: Language) {
  const main = page.getByRole('main');
  return {
    pickup: main.getByLabel(t(lng, 'transport:form.pickup'), { exact: true }),
    destination: main.getByLabel(t(lng, 'transport:form.destination'), { exact: true }),
    date: dateField(main, t(lng, 'transport:form.date')),
    time: main.getByLabel(t(lng, 'transport:form.time'), { exact: true }),
    phone: main.getByLabel(t(lng, 'bookings:form.phone'), { exact: true }),
    total: main.getByText(t(lng, 'transport:form.quote.total'), { exact: true }),
    submit: main.getByRole('button', { name: t(lng, 'transport:form.submit'), exact: true }),
  };
}

for (const lng of ['en', 'he'] as const) {
  test.describe(`in ${lng === 'en' ? 'English' : 'Hebrew'}`, widthFor(lng), () => {
    test.use({ signedInAs: 'guest', language: lng });

    test('book an Ohel shuttle', async ({ page, request }, testInfo) => {
      const { listing, service } = await bookableShuttle(request, lng);
      const pickup = await ridePickupFor(request, testInfo, service.id);

      await page.goto('/ohel');
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lng));
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const listings = page.getByRole('region', { name: t(lng, 'ohel:listings.title') });
      await expect(listings.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // Only the shuttles, then the one to book.
      const kinds = listings.getByRole('navigation', { name: t(lng, 'ohel:listings.filter') });
      await kinds.getByRole('link', { name: t(lng, 'ohel:listings.kinds.shuttle'), exact: true }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/ohel' && url.searchParams.get('kind') === 'shuttle',
      );
      const card = listings.getByRole('article').filter({ hasText: listing.title });
      await expect(card.getByText(t(lng, 'ohel:kinds.shuttle'), { exact: true })).toBeVisible();
      await card.getByRole('link', { name: listing.title }).click();

      await expect(page).toHaveURL(new RegExp(`/ohel/${listing.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      const form = rideForm(page, lng);
      await expect(form.destination).toHaveValue(service.defaultDestination);
      await expect(form.submit).toBeVisible();
      await expectNoAxeViolations(page);

      await chooseDate(page, form.date, pickup.date);
      await form.time.selectOption(pickup.time);
      await expect(form.total).toBeVisible();
      await form.phone.fill(lng === 'he' ? '052-555-0142' : '+1 718 555 0142');
      await form.submit.click();

      await expectToastBelowHeader(page, t(lng, 'messages.bookingConfirmed'));
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'bookings:confirmation.title'));
      // A ride to the Ohel, booked from this listing.
      await expect(page.getByRole('main')).toContainText(service.defaultDestination);
      await expect(page.getByRole('main').locator(`a[href="/ohel/${listing.id}"]`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lng));
    });
  });
}
