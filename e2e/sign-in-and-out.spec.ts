import { AUTH_RATE_LIMIT } from '@orchim/shared/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_STORAGE_KEY, signUp } from './support/accounts';
import { signInForm, toast } from './support/account-forms';
import { LANGUAGE_STORAGE_KEY, t } from './support/i18n';
import { pathnameOf, siteShell } from './support/site';
import { DESKTOP, PHONE } from './support/widths';

/**
 * Signing in and out through the forms (product §2, §4, §5, §8): the header follows the session, a wrong
 * password says so, the sixth attempt in the window is held back by the browser's limiter with the time
 * left (also after a reload), and signing out goes home, says so and forgets the session but not the
 * language.
 */

/** Chromium logs every failed request; a refused sign-in is one on purpose. */
const FAILED_SIGN_IN = /Failed to load resource: the server responded with a status of (400|429)/;

test('a guest signs in, sees My Account, signs out and lands home', DESKTOP, async ({ page, request }) => {
  const account = await signUp(request);
  const shell = siteShell(page);
  await page.goto('/login');
  const form = signInForm(page);
  await form.fill(account.email, account.password);
  await form.submit.click();

  await expect.poll(() => pathnameOf(page)).toBe('/');
  await page.goto('/about');
  const accountArea = await accountControls(page);
  await expect(accountArea.getByRole('link', { name: t('en', 'nav.myAccount') })).toBeVisible();
  await expect(accountArea.getByRole('link', { name: t('en', 'nav.signIn') })).toBeHidden();

  await accountArea.getByRole('button', { name: t('en', 'nav.signOut') }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/');
  await expect(toast(page, t('en', 'messages.signedOut'))).toBeVisible();
  await expect(shell.heading).toHaveText(t('en', 'home:hero.title'));
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();

  // Signed out for real: a page that needs a session sends the visitor to sign in.
  await page.goto('/profile');
  await expect.poll(() => pathnameOf(page)).toBe('/login');
});

// Failed attempts count against the account on the server, so these tests use accounts of their own.

test(
  "a wrong password is refused with the product's message, and nothing is signed in",
  DESKTOP,
  async ({ page, request, browserErrors }) => {
    browserErrors.allow(FAILED_SIGN_IN);
    const account = await signUp(request);
    await page.goto('/login');
    const form = signInForm(page);
    await form.fill(account.email, 'not-the-password');
    await form.submit.click();
    await expect(form.alert).toContainText(t('en', 'messages.invalidCredentials'));
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await expect(form.email).toHaveValue(account.email);
  },
);

test(
  'after five failed attempts the sign-in waits, and says for how long, even after a reload',
  DESKTOP,
  async ({ page, request, browserErrors }) => {
    browserErrors.allow(FAILED_SIGN_IN);
    const account = await signUp(request);
    await page.goto('/login');
    const form = signInForm(page);
    for (let attempt = 1; attempt <= AUTH_RATE_LIMIT.attempts; attempt += 1) {
      // The browser's limiter spaces attempts out once the window's five are used (product §5 backoff).
      await expect(form.submit).toBeEnabled();
      await form.fill(account.email, `wrong-password-${attempt}`);
      await form.submit.click();
      await expect(form.alert).toContainText(t('en', 'messages.invalidCredentials'));
    }
    // The sixth attempt, even with the right password, is refused by the server until its window frees.
    await expect(form.submit).toBeEnabled();
    await form.fill(account.email, account.password);
    await form.submit.click();
    const [before] = t('en', 'account.tooManyAttempts', { duration: '\0' }).split('\0');
    const waiting = page.getByRole('main').getByText(before!.trim());
    await expect(waiting).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await expect.poll(() => pathnameOf(page)).toBe('/login');

    await page.reload();
    await expect(signInForm(page).submit).toBeDisabled();
    await expect(waiting).toBeVisible();
  },
);

test.describe('in Hebrew', PHONE, () => {
  test.use({ language: 'he' });

  test('the sign-in page is mirrored, speaks Hebrew, and a wrong password says so in Hebrew', async ({
    page,
    request,
    browserErrors,
  }) => {
    browserErrors.allow(FAILED_SIGN_IN);
    const account = await signUp(request);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = signInForm(page, 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('he', 'auth:login.title'));
    await form.fill(account.email, 'not-the-password');
    await form.submit.click();
    await expect(form.alert).toContainText(t('he', 'messages.invalidCredentials'));

    await form.fill(account.email, account.password);
    await form.submit.click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
    // The menu opens on the home page, once it is there (a new page closes the menu).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('he', 'home:hero.title'));
    const accountArea = await accountControls(page, 'he');
    await expect(accountArea.getByRole('link', { name: t('he', 'nav.myAccount') })).toBeVisible();
  });
});

test.describe('signed in as an approved host', () => {
  test.use({ signedInAs: 'host', language: 'en' });

  test('Sign Out in the host header ends the session and goes home', async ({ page }) => {
    const shell = siteShell(page);
    await page.goto('/host/listings');
    await expect(shell.header.getByText(t('en', 'hostHeader.panel'), { exact: true })).toBeVisible();
    // On a phone Sign Out is in the host panel's menu.
    const accountArea = await accountControls(page);
    await accountArea.getByRole('button', { name: t('en', 'nav.signOut') }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await expect(toast(page, t('en', 'messages.signedOut'))).toBeVisible();
    // The session is gone; the language choice stays.
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

/**
 * The account links of the header (or the host panel's Sign Out): in the bar on a desktop, in the drawer
 * on a phone. The project says which (probing the menu button would race the page's first render).
 */
async function accountControls(page: Page, lng: 'en' | 'he' = 'en') {
  const shell = siteShell(page, lng);
  if (test.info().project.use.isMobile) {
    await shell.menuButton.click();
    await expect(shell.drawer).toBeVisible();
    return shell.drawer;
  }
  return shell.header;
}
