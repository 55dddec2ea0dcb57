import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGetAs, apiHeaders, DEMO, signIn, signUp, uniqueEmail } from './support/accounts';
import { newPasswordForm, signInForm } from './support/account-forms';
import { t } from './support/i18n';
import { pathnameOf, siteShell } from './support/site';
import { DESKTOP } from './support/widths';

/**
 * Forgot and reset password (product §2, §4 PASSWORD_RECOVERY, §8 'Email not found'), through the real
 * mail: the embedded server keeps mail in its outbox, which the demo admin can read over the API.
 */

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

interface AuthUser {
  user_metadata: Record<string, unknown>;
}

/** The newest mail to `email`, read from the outbox as the admin. */
async function newestMailTo(request: APIRequestContext, email: string): Promise<OutboxMail> {
  const admin = await signIn(request, DEMO.admin);
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => {
      mails = await apiGetAs<OutboxMail[]>(
        request,
        admin,
        `/rest/v1/admin/outbox?to=${encodeURIComponent(email)}`,
      );
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails[0]!;
}

/** The recovery link of the newest mail to `email`. */
async function recoveryLink(request: APIRequestContext, email: string): Promise<string> {
  const { text } = await newestMailTo(request, email);
  const link = text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no recovery link in: ${text}`);
  return link;
}

async function askForLink(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByRole('main').getByLabel(t('en', 'account.fields.email'), { exact: true }).fill(email);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('en', 'auth:forgot.submit') })
    .click();
}

test(
  'a guest who forgot the password sets a new one from the emailed link, and signs in with it',
  DESKTOP,
  async ({ page, request }) => {
    const account = await signUp(request);
    await askForLink(page, account.email);
    await expect(page.getByRole('main').getByText(t('en', 'auth:forgot.sentTitle'))).toBeVisible();

    const link = await recoveryLink(request, account.email);
    await page.goto(link);
    await expect.poll(() => pathnameOf(page)).toBe('/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth:reset.title'));
    // The session from the link is not left in the address bar.
    expect(new URL(page.url()).hash).not.toContain('access_token');

    const newPassword = 'Brooklyn-Avenue-5787';
    const form = newPasswordForm(page);
    // The link stands in for the forgotten password: only the new one is asked (decision 020).
    await expect(form.currentPassword).toHaveCount(0);
    await form.password.fill(newPassword);
    await form.confirmPassword.fill(newPassword);
    await page
      .getByRole('main')
      .getByRole('button', { name: t('en', 'auth:reset.submit') })
      .click();
    await expect(page.getByText(t('en', 'auth:reset.saved'))).toBeVisible();

    // The old password no longer works; the new one does.
    await expect(signIn(request, account.email, account.password)).rejects.toThrow(/400/);
    expect((await signIn(request, account.email, newPassword)).user.email).toBe(account.email);

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth:reset.invalidTitle'));
  },
);

test("an unknown address gets product §8's message and no mail", DESKTOP, async ({ page, browserErrors }) => {
  browserErrors.allow(/status of 404/);
  await askForLink(page, uniqueEmail('nobody'));
  await expect(page.getByRole('main').getByRole('alert')).toContainText(t('en', 'messages.emailNotFound'));
});

test(
  'the reset page without a link explains what happened and how to get a new link',
  DESKTOP,
  async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth:reset.invalidTitle'));
    await page
      .getByRole('main')
      .getByRole('link', { name: t('en', 'auth:reset.requestNew') })
      .click();
    await expect.poll(() => pathnameOf(page)).toBe('/forgot-password');
    await expect(signInForm(page).submit).toBeHidden();
  },
);

test(
  'the language picked while signed in goes with the account: the recovery mail is written in it',
  DESKTOP,
  async ({ page, request }) => {
    const account = await signUp(request);
    await page.goto('/login');
    const form = signInForm(page);
    await form.fill(account.email, account.password);
    await form.submit.click();
    await expect.poll(() => pathnameOf(page)).not.toBe('/login');

    const shell = siteShell(page);
    await shell.languageButton.click();
    await shell.languageMenu.getByRole('menuitemradio', { name: t('he', 'language.names.he') }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const session = await signIn(request, account.email, account.password);
    await expect
      .poll(async () => (await apiGetAs<AuthUser>(request, session, '/auth/v1/user')).user_metadata.language)
      .toBe('he');

    // Asked for from elsewhere, by a request that carries no language, the mail is in the account's.
    const asked = await request.post('/auth/v1/recover', {
      headers: await apiHeaders(request),
      data: { email: account.email },
    });
    expect(asked.status()).toBe(200);
    const mail = await newestMailTo(request, account.email);
    expect(mail.subject).toBe('איפוס הסיסמה שלכם באורחים');
    expect(mail.html).toContain('dir="rtl"');
  },
);
