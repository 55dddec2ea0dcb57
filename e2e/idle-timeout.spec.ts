import { SESSION } from '@orchim/shared/constants';
import { expect, test } from './fixtures';
import { AUTH_STORAGE_KEY } from './support/accounts';
import { toast } from './support/account-forms';
import { t } from './support/i18n';
import { pathnameOf } from './support/site';
import { DESKTOP } from './support/widths';

/**
 * Product §4 idle timeout: 30 minutes without mouse, keyboard, scroll or touch (checked every 60 seconds)
 * signs the user out, says 'Your session has expired. Please sign in again.' and goes to /login. The
 * page's clock is Playwright's, so half an hour passes in a moment; the server's clock is real.
 */

test.use({ signedInAs: 'guest' });

const minutes = (count: number) => count * 60_000;

test('thirty idle minutes sign the user out and send them to sign in', DESKTOP, async ({ page }) => {
  await page.clock.install();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'profile:title'));

  await page.clock.fastForward(SESSION.idleTimeoutMs + SESSION.activityCheckMs);
  await expect(toast(page, t('en', 'messages.sessionExpired'))).toBeVisible();
  await expect.poll(() => pathnameOf(page)).toBe('/login');
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});

test('activity keeps the session alive', DESKTOP, async ({ page }) => {
  await page.clock.install();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'profile:title'));

  // Twenty idle minutes, a key press, then twenty more: never thirty without activity.
  await page.clock.fastForward(minutes(20));
  await page.keyboard.press('Tab');
  await page.clock.fastForward(minutes(20));
  await expect.poll(() => pathnameOf(page)).toBe('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'profile:title'));
  await expect(toast(page, t('en', 'messages.sessionExpired'))).toBeHidden();
});
