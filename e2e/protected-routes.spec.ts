import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInForm } from './support/account-forms';
import { t } from './support/i18n';
import { pathnameOf } from './support/site';
import { DESKTOP } from './support/widths';

/**
 * Product §2, §4, §6 and issue 3: a visitor is sent to sign in and comes back to the page afterwards; the
 * host pages need a host (a guest goes home); /admin needs the admin role (anyone else goes home).
 */

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a visitor is sent to sign in, and comes back to the page afterwards', DESKTOP, async ({ page }) => {
  await page.goto('/profile?tab=password');
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  const form = signInForm(page);
  await form.fill(DEMO.guest, DEMO_PASSWORD);
  await form.submit.click();
  await expect.poll(() => pathnameOf(page)).toBe('/profile');
  expect(new URL(page.url()).search).toBe('?tab=password');
  await expect(heading(page)).toHaveText(t('en', 'profile:title'));
});

test.describe('a guest', DESKTOP, () => {
  test.use({ signedInAs: 'guest' });

  for (const path of [
    '/host/listings',
    '/host/bookings',
    '/host/listings/new',
    '/edit-listing/1',
    '/admin',
  ]) {
    test(`is sent home from ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect.poll(() => pathnameOf(page)).toBe('/');
      await expect(heading(page)).toHaveText(t('en', 'home:hero.title'));
    });
  }

  test('reaches My Account', async ({ page }) => {
    await page.goto('/profile');
    await expect(heading(page)).toHaveText(t('en', 'profile:title'));
  });
});

test.describe('an approved host', DESKTOP, () => {
  test.use({ signedInAs: 'host' });

  test('reaches the host panel, but not the admin area', async ({ page }) => {
    await page.goto('/host/listings');
    await expect(heading(page)).toHaveText(t('en', 'host:listings.title'));
    await page.goto('/admin');
    await expect.poll(() => pathnameOf(page)).toBe('/');
  });
});

test.describe('a host whose application is pending', DESKTOP, () => {
  test.use({ signedInAs: 'pendingHost' });

  test('sees the status of the application in the host panel', async ({ page }) => {
    await page.goto('/host/listings');
    await expect(page.getByRole('main').getByText(t('en', 'hostApplication.pending.title'))).toBeVisible();
  });
});

test.describe('the admin', DESKTOP, () => {
  test.use({ signedInAs: 'admin' });

  test('reaches the admin area', async ({ page }) => {
    await page.goto('/admin');
    await expect(heading(page)).toHaveText(t('en', 'admin:title'));
  });
});
