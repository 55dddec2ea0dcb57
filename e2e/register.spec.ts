import { expect, test } from './fixtures';
import { apiGetAs, DEMO, signIn, uniqueEmail } from './support/accounts';
import { registerForm } from './support/account-forms';
import { t } from './support/i18n';
import { pathnameOf, siteShell } from './support/site';
import { DESKTOP } from './support/widths';

/**
 * Registration through the forms (product §2 /register and /host/register, §8): a guest account is ready at
 * once; an address already in use and a weak password are refused with the product's messages; a host account
 * is an application, and the new host sees that it is pending.
 */

const PASSWORD = 'Kingston-Avenue-2026';

test('a visitor creates a guest account and is signed in', DESKTOP, async ({ page }) => {
  const form = registerForm(page);
  await page.goto('/register');
  await form.submit('auth:register.submit', {
    fullName: 'Devorah Levin',
    email: uniqueEmail(),
    phone: '+1 718 555 0142',
    password: PASSWORD,
  });

  await expect.poll(() => pathnameOf(page)).not.toBe('/register');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'profile:title'));
  await expect(page.getByRole('main').getByLabel(t('en', 'account.fields.fullName'))).toHaveValue(
    'Devorah Levin',
  );
});

test(
  "an address already in use is refused with the product's message",
  DESKTOP,
  async ({ page, browserErrors }) => {
    browserErrors.allow(/status of 422/);
    const form = registerForm(page);
    await page.goto('/register');
    await form.submit('auth:register.submit', {
      fullName: 'Sarah Cohen',
      email: DEMO.guest,
      password: PASSWORD,
    });
    await expect(form.alert).toContainText(t('en', 'messages.emailInUse'));
    await expect.poll(() => pathnameOf(page)).toBe('/register');
  },
);

test('a common password is refused as too weak before anything is sent', DESKTOP, async ({ page }) => {
  const signups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/v1/signup') signups.push(request.url());
  });
  const form = registerForm(page);
  await page.goto('/register');
  await form.submit('auth:register.submit', {
    fullName: 'Mendel Katz',
    email: uniqueEmail(),
    password: 'password123',
  });
  await expect(page.getByRole('main').getByText(t('en', 'messages.weakPassword'))).toBeVisible();
  expect(signups).toEqual([]);
});

test(
  'a new host applies in a few words of their own, sees the application is pending, and the admin reads them',
  DESKTOP,
  async ({ page, request }) => {
    const form = registerForm(page);
    const email = uniqueEmail('host');
    const intro = 'We have hosted yeshiva bochurim for years; now a basement flat on President Street.';
    await page.goto('/host/register');
    await expect(
      siteShell(page).header.getByText(t('en', 'hostHeader.panel'), { exact: true }),
    ).toBeVisible();
    await form.submit('auth:hostRegister.submit', {
      fullName: 'Rochel Gurary',
      email,
      phone: '(718) 555-0177',
      password: PASSWORD,
      hostIntro: intro,
    });

    await expect.poll(() => pathnameOf(page)).not.toBe('/host/register');
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText(t('en', 'hostApplication.pending.title'))).toBeVisible();

    const admin = await signIn(request, DEMO.admin);
    const { items } = await apiGetAs<{ items: { email: string; intro: string }[] }>(
      request,
      admin,
      '/rest/v1/admin/hosts?status=pending',
    );
    expect(items.find((item) => item.email === email)?.intro).toBe(intro);
  },
);
