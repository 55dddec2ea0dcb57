import { expect, type Page } from '@playwright/test';
import { t, type Language } from './i18n';

/**
 * Small page objects for the account screens (product §2 /login, /register, /forgot-password,
 * /reset-password, /profile), found by role and label with names read from the translation files.
 */
export function signInForm(page: Page, lng: Language = 'en') {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel(t(lng, 'account.fields.email'), { exact: true }),
    password: main.getByLabel(t(lng, 'account.fields.password'), { exact: true }),
    submit: main.getByRole('button', { name: t(lng, 'auth:login.submit'), exact: true }),
    alert: main.getByRole('alert'),
    async fill(email: string, password: string) {
      await this.email.fill(email);
      await this.password.fill(password);
    },
  };
}

export function registerForm(page: Page, lng: Language = 'en') {
  const main = page.getByRole('main');
  return {
    fullName: main.getByLabel(t(lng, 'account.fields.fullName'), { exact: true }),
    email: main.getByLabel(t(lng, 'account.fields.email'), { exact: true }),
    phone: main.getByLabel(t(lng, 'account.fields.phone'), { exact: true }),
    password: main.getByLabel(t(lng, 'account.fields.password'), { exact: true }),
    confirmPassword: main.getByLabel(t(lng, 'account.fields.confirmPassword'), { exact: true }),
    /** On /host/register only. */
    hostIntro: main.getByLabel(t(lng, 'account.fields.hostIntro'), { exact: true }),
    terms: main.getByRole('checkbox'),
    alert: main.getByRole('alert'),
    /** Fills every field, agrees to the terms, and sends the form with its button named `submitKey`. */
    async submit(
      submitKey: string,
      {
        fullName,
        email,
        password,
        phone,
        hostIntro,
      }: { fullName: string; email: string; password: string; phone?: string; hostIntro?: string },
    ) {
      await this.fullName.fill(fullName);
      await this.email.fill(email);
      if (phone) await this.phone.fill(phone);
      if (hostIntro) await this.hostIntro.fill(hostIntro);
      await this.password.fill(password);
      await this.confirmPassword.fill(password);
      await this.terms.check();
      await main.getByRole('button', { name: t(lng, submitKey) }).click();
    },
  };
}

export function newPasswordForm(page: Page, lng: Language = 'en') {
  const main = page.getByRole('main');
  return {
    /** On /profile only: /reset-password asks for the new password alone. */
    currentPassword: main.getByLabel(t(lng, 'newPassword.current'), { exact: true }),
    password: main.getByLabel(t(lng, 'newPassword.password'), { exact: true }),
    confirmPassword: main.getByLabel(t(lng, 'newPassword.confirm'), { exact: true }),
  };
}

/** A toast (sonner) with this text. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * The toast is on screen below the sticky header (site or host), so it covers none of the header's links,
 * language menu or menu button. Polled: a toast slides in from above.
 */
export async function expectToastBelowHeader(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  const headerBottom = await page
    .locator('[data-sticky-header]')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  await expect
    .poll(() => shown.evaluate((element) => element.getBoundingClientRect().top), {
      message: `the toast "${text}" starts below the header (its bottom at ${headerBottom}px)`,
    })
    .toBeGreaterThanOrEqual(headerBottom);
}
