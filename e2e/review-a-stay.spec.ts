import { test, expect, expectNoAxeViolations } from './fixtures';
import { signInBrowser } from './support/hosts';
import { t, type Language } from './support/i18n';
import { pastStayToReview } from './support/reviews';
import { getStay } from './support/stays';

/**
 * Issue 7's reviews in a real browser against the real server: a visitor is asked to sign in; a guest who
 * stayed there (a seeded visitor's past booking, one review per person per listing) rates the stay and
 * writes a review, sees it at the top of the list marked as a verified guest's, and the stay's average
 * and count change at once; then edits it. In English and in Hebrew.
 */

for (const lng of ['en', 'he'] as const satisfies readonly Language[]) {
  test.describe(`in ${lng}`, () => {
    test.use({ language: lng });

    test(`a guest reviews a past stay and sees its average change (${lng})`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      // A past stay of this test's own (by project and language): the tests run in parallel, and each
      // counts the reviews of its stay.
      const slot = (testInfo.project.name === 'phone' ? 0 : 2) + (lng === 'he' ? 1 : 0);
      const { session, stay: before } = await pastStayToReview(request, slot);
      const tr = (key: string, vars?: Record<string, string | number>) =>
        t(lng, `bookings:reviews.${key}`, vars);
      const main = page.getByRole('main');
      const header = main.locator('header').first();

      // A visitor is asked to sign in.
      await page.goto(`/stays/${before.id}`);
      await expect(main.getByText(t(lng, 'messages.loginToReview'))).toBeVisible();
      await expect(main.getByRole('link', { name: tr('form.signIn') })).toBeVisible();

      await signInBrowser(page, baseURL!, session, lng);
      await page.goto(`/stays/${before.id}`);
      const count = (n: number) => t(lng, 'bookings:units.reviews', { count: n });
      await expect(header).toContainText(count(before.reviewCount));

      const stars = main.getByRole('group', { name: tr('form.rating') });
      // The visible star is what a person clicks; the radio inside it follows.
      const star = (n: number) => stars.locator('label').filter({ hasText: tr('form.star', { count: n }) });
      await star(1).click();
      await expect(stars.getByRole('radio', { name: tr('form.star', { count: 1 }) })).toBeChecked();
      const text = 'The heating rattled all night and nobody answered the phone.';
      await main.getByLabel(tr('form.text'), { exact: true }).fill(text);
      await expectNoAxeViolations(page);
      await main.getByRole('button', { name: tr('form.submit') }).click();

      await expect(main.getByRole('status').filter({ hasText: tr('form.published') })).toBeVisible();
      // At once: the count in the header and the newest review first in the list.
      await expect(header).toContainText(count(before.reviewCount + 1));
      const after = await getStay(request, before.id);
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(after.ratingAverage!).toBeLessThan(before.ratingAverage!);
      const reviews = main.locator('#reviews');
      await expect(reviews.getByRole('listitem').first()).toContainText(text);
      // They stayed there: the review says so.
      await expect(reviews.getByRole('listitem').first()).toContainText(tr('verified'));

      // Edited later: a fifth star.
      await main.getByRole('button', { name: tr('form.edit') }).click();
      await star(5).click();
      await expect(stars.getByRole('radio', { name: tr('form.star', { count: 5 }) })).toBeChecked();
      await main.getByRole('button', { name: tr('form.save') }).click();
      await expect(main.getByRole('status').filter({ hasText: tr('form.updated') })).toBeVisible();
      await expect
        .poll(async () => (await getStay(request, before.id)).ratingAverage!)
        .toBeGreaterThan(after.ratingAverage!);
      await expect(header).toContainText(count(before.reviewCount + 1));
    });
  });
}
