import type { Browser } from '@playwright/test';
import { test, expect, expectNoAxeViolations, languageStorageState, type BrowserErrors } from './fixtures';
import { apiHeaders, signIn, signUp } from './support/accounts';
import { newPasswordForm, signInForm, toast } from './support/account-forms';
import { signInBrowser } from './support/hosts';
import { t, type Language } from './support/i18n';
import { widthFor } from './support/widths';

/**
 * Issue 7's /profile in a real browser against the real server: a guest applies to host with the account
 * they have and sees their application pending; then deletes the account with their password, lands home
 * signed out, and can no longer sign in. Issue 20's change of password, which needs the current one. In
 * English and in Hebrew, at both widths.
 */

/**
 * /login in a browser of its own, in `lng`: the test's page keeps its session, which its set-up puts back at
 * every navigation. A refused sign-in (400 from /auth/v1/token) is expected there.
 */
async function signInElsewhere(
  browser: Browser,
  baseURL: string,
  lng: Language,
  browserErrors: BrowserErrors,
) {
  const later = await browser.newContext({ baseURL, storageState: languageStorageState(baseURL, lng) });
  browserErrors.watch(later);
  browserErrors.allow(/status of 400 .*\/auth\/v1\/token/);
  const page = await later.newPage();
  await page.goto('/login');
  return { later, page, form: signInForm(page, lng) };
}

for (const lng of ['en', 'he'] as const satisfies readonly Language[]) {
  test(
    `a guest becomes a host, then deletes the account and cannot sign in again (${lng})`,
    widthFor(lng),
    async ({ page, browser, request, baseURL, browserErrors }) => {
      // The wrong password, on purpose; and auth-js's local sign-out, which still tells /logout about a
      // session the deletion ended (403 session_not_found, as GoTrue answers; auth-js clears it anyway).
      browserErrors.allow(/status of 400 .*\/rest\/v1\/account\/delete/);
      browserErrors.allow(/status of 403 .*\/auth\/v1\/logout\?scope=local/);
      const tr = (key: string) => t(lng, `profile:${key}`);
      const guest = await signUp(request, { fullName: lng === 'he' ? 'Rivka Sasson' : 'Dina Edelman' });
      await signInBrowser(page, baseURL!, guest.session, lng);
      await page.goto('/profile');
      const main = page.getByRole('main');

      // Becoming a host: the invitation turns into the pending application.
      await main.getByRole('button', { name: tr('becomeHost.apply'), exact: true }).click();
      await expect(toast(page, tr('becomeHost.applied'))).toBeVisible();
      await expect(main.getByText(t(lng, 'hostApplication.pending.title'))).toBeVisible();
      await expect(main.getByRole('link', { name: tr('becomeHost.prepare') })).toHaveAttribute(
        'href',
        '/host/listings',
      );
      await expectNoAxeViolations(page);

      // Deleting the account: a wrong password is refused, the right one deletes it.
      await main.getByRole('button', { name: tr('deleteAccount.open'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr('deleteAccount.dialog.title') });
      const password = dialog.getByLabel(tr('deleteAccount.dialog.password'), { exact: true });
      await expect(password).toBeFocused();
      await password.fill('not-my-password');
      await dialog.getByRole('button', { name: tr('deleteAccount.dialog.confirm'), exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText(tr('deleteAccount.errors.wrongPassword'));
      await expectNoAxeViolations(page);
      await password.fill(guest.password);
      await dialog.getByRole('button', { name: tr('deleteAccount.dialog.confirm'), exact: true }).click();
      await expect(toast(page, tr('deleteAccount.done'))).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('orchim-auth'))).toBeNull();

      // The old session is gone, and the password signs nobody in.
      const stale = await request.get('/auth/v1/user', {
        headers: await apiHeaders(request, guest.session.access_token),
      });
      expect(stale.status()).toBe(403);
      // In a browser of its own: this page's set-up puts the old session back at every navigation.
      const { later, form } = await signInElsewhere(browser, baseURL!, lng, browserErrors);
      await form.fill(guest.email, guest.password);
      await form.submit.click();
      await expect(form.alert).toContainText(t(lng, 'messages.invalidCredentials'));
      await later.close();
    },
  );
}

for (const lng of ['en', 'he'] as const satisfies readonly Language[]) {
  test(
    `a guest changes the password with the current one, then signs in with the new one only (${lng})`,
    widthFor(lng),
    async ({ page, browser, request, baseURL, browserErrors }) => {
      // The wrong current password, on purpose (400 current_password_invalid).
      browserErrors.allow(/status of 400 .*\/auth\/v1\/user/);
      const guest = await signUp(request, { fullName: lng === 'he' ? 'Rivka Sasson' : 'Dina Edelman' });
      await signInBrowser(page, baseURL!, guest.session, lng);
      await page.goto('/profile');
      const main = page.getByRole('main');
      const form = newPasswordForm(page, lng);
      const submit = main.getByRole('button', { name: t(lng, 'profile:password.submit'), exact: true });
      const newPassword = `Kingston-Avenue-${guest.password.slice(-6)}`;

      await expect(form.currentPassword).toHaveAttribute('autocomplete', 'current-password');
      await form.currentPassword.fill('not-my-password');
      await form.password.fill(newPassword);
      await form.confirmPassword.fill(newPassword);
      await submit.click();
      await expect(form.currentPassword).toBeFocused();
      await expect(form.currentPassword).toHaveAccessibleDescription(
        t(lng, 'account.currentPasswordInvalid'),
      );
      await expectNoAxeViolations(page);

      await form.currentPassword.fill(guest.password);
      await submit.click();
      await expect(toast(page, t(lng, 'profile:password.saved'))).toBeVisible();
      await expect(form.currentPassword).toHaveValue('');

      // The old password signs nobody in any more; the new one does, in a browser of its own.
      await expect(signIn(request, guest.email, guest.password)).rejects.toThrow(/400/);
      const {
        later,
        page: signInPage,
        form: signInWith,
      } = await signInElsewhere(browser, baseURL!, lng, browserErrors);
      await signInWith.fill(guest.email, guest.password);
      await signInWith.submit.click();
      await expect(signInWith.alert).toContainText(t(lng, 'messages.invalidCredentials'));
      await signInWith.password.fill(newPassword);
      await signInWith.submit.click();
      await expect(signInPage).toHaveURL(/\/$/);
      await later.close();
    },
  );
}
