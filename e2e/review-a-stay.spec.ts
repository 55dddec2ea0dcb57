import { test, expect, expectNoAxeViolations } from './fixtures';
import { signUp } from './support/accounts';
import { signInBrowser } from './support/hosts';
import { t, type Language } from './support/i18n';
import { pastStayToReview } from './support/reviews';
import { getStay, searchStays } from './support/stays';
import { widthFor } from './support/widths';

/**
 * Issues 7 and 20's reviews in a real browser against the real server: a visitor is asked to sign in; a
 * guest who stayed there (a seeded visitor's past booking: only real guests review, one review per
 * booking) rates the stay and writes a review, sees it at the top of the list under their first name and
 * initial, marked as a verified guest's, and the stay's average and count change at once; then edits
 * it. A guest who never stayed there reads when they can, and gets no form. In English and in Hebrew.
 */

for (const lng of ['en', 'he'] as const satisfies readonly Language[]) {
  test.describe(`in ${lng}`, widthFor(lng), () => {
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
      const newest = reviews.getByRole('listitem').first();
      await expect(newest).toContainText(text);
      // They stayed there: the review says so, signed with first name and initial only.
      await expect(newest).toContainText(tr('verified'));
      const fullName = String(session.user.user_metadata.full_name);
      const [first, ...rest] = fullName.split(' ');
      await expect(newest).toContainText(`${first} ${rest.at(-1)!.charAt(0)}.`);
      await expect(newest).not.toContainText(fullName);

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

    test(`a guest who never stayed there reads when they can review, and gets no form (${lng})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const stay = (await searchStays(request, { sort: 'rating' })).items[0]!;
      const newcomer = await signUp(request, { fullName: 'Chana Friedman' });
      const tr = (key: string) => t(lng, `bookings:reviews.${key}`);
      const main = page.getByRole('main');

      await signInBrowser(page, baseURL!, newcomer.session, lng);
      await page.goto(`/stays/${stay.id}`);
      await expect(main.getByText(tr('form.after.stay'))).toBeVisible();
      await expect(main.getByRole('group', { name: tr('form.rating') })).toHaveCount(0);
      await expect(main.getByRole('button', { name: tr('form.submit') })).toHaveCount(0);
      await expect(main.getByText(t(lng, 'messages.loginToReview'))).toHaveCount(0);
      await expect(main.getByRole('alert')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
