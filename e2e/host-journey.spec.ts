import { test, expect, expectNoAxeViolations } from './fixtures';
import { signedInState, signIn, signUp, uniqueEmail } from './support/accounts';
import { registerForm, toast } from './support/account-forms';
import { approveHost, photo, saveStaySteps } from './support/hosts';
import { t } from './support/i18n';
import { datesFor } from './support/stays';

/**
 * Issue 6 from end to end, in real browsers against the real server: a new host applies through
 * /host/register and may only prepare drafts; the admin approves (through the API) and the host's open
 * browser learns it without signing in again; the host creates a stay, adds photos with the uploader and
 * publishes it; a guest books it in another browser; the booking appears on the host's /host/bookings
 * without a reload. The stay form's screens one by one are host-stay-form.spec.ts's to walk through.
 */

const PASSWORD = 'Brooklyn-Avenue-2026';
const TITLE = 'Basement suite on President Street';

// One long journey: once, at the desktop width (the host screens at a phone width are in the other specs).
test('a new host applies, is approved, publishes a stay with photos, and sees a guest’s booking arrive live @desktop', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const hostForm = (key: string, vars?: Record<string, string | number>) => t('en', `hostForm:${key}`, vars);
  const main = page.getByRole('main');

  // 1. The application.
  const email = uniqueEmail('host');
  await page.goto('/host/register');
  await registerForm(page).submit('auth:hostRegister.submit', {
    fullName: 'Chaya Sara Gurevitch',
    email,
    phone: '(718) 555-0190',
    password: PASSWORD,
  });
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/host/register');

  // Pending: drafts only, under a note that says so.
  await page.goto('/host/listings');
  const pending = main.getByText(t('en', 'hostApplication.pending.title'));
  await expect(pending).toBeVisible();

  // 2. The admin approves; the host's open browser sees it at the next page, still signed in.
  const host = await signIn(request, email, PASSWORD);
  await approveHost(request, host.user.id);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pending).toBeHidden();

  // 3. A stay: its basics in the form, the rest of the steps saved as the form saves them.
  await page.goto('/host/listings/new');
  const label = (key: string) =>
    main
      .getByLabel(hostForm(`fields.${key}.label`), { exact: true })
      .and(main.locator('input, select, textarea'));
  await label('title').fill(TITLE);
  await label('description').fill(
    'A quiet basement suite with its own entrance, ten minutes on foot from 770.',
  );
  await label('propertyType').selectOption({ label: t('en', 'stays:propertyTypes.apartment') });
  await main.getByRole('button', { name: hostForm('actions.save'), exact: true }).click();
  await expect(page.getByText(t('en', 'messages.listingCreated'))).toBeVisible();
  await expect(page).toHaveURL(/\/host\/listings\/edit\/[0-9a-f-]{36}\?step=location$/);
  const stayId = new URL(page.url()).pathname.split('/').pop()!;
  await saveStaySteps(request, await signIn(request, email, PASSWORD), stayId);

  // Photos with the uploader, each with its progress, then on to the review.
  await page.goto(`/host/listings/edit/${stayId}?step=photos`);
  await main.locator('input[type="file"]').setInputFiles([
    { name: 'suite.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#7c2d12') },
    { name: 'kitchenette.png', mimeType: 'image/png', buffer: await photo('png', '#334155') },
  ]);
  await expect(
    main.getByRole('heading', { level: 3, name: hostForm('photos.yours', { count: 2, number: 2, max: 10 }) }),
  ).toBeVisible();
  await main.getByRole('button', { name: hostForm('actions.save'), exact: true }).click();
  await expect(
    main.getByRole('heading', { level: 2, name: hostForm('screens.availability.title') }),
  ).toBeFocused();
  await main.getByRole('button', { name: hostForm('actions.save'), exact: true }).click();
  await expect(main.getByText(hostForm('review.ready'))).toBeVisible();
  await main.getByRole('button', { name: hostForm('review.publish'), exact: true }).click();
  await expect(main.getByText(hostForm('review.publishedTitle'))).toBeVisible();

  // 4. The host watches their bookings.
  await page.goto('/host/bookings');
  await expect(page.getByRole('heading', { name: t('en', 'host:bookings.empty.title') })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: t('en', 'host:bookings.live.live') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // 5. A guest, in a browser of their own, finds the stay and books it.
  const guest = await signUp(request, { fullName: 'Mendel Schwei' });
  const guestContext = await browser.newContext({
    baseURL,
    storageState: signedInState(baseURL!, guest.session, 'en'),
  });
  const guestPage = await guestContext.newPage();
  const { checkIn, checkOut } = datesFor(testInfo);
  await guestPage.goto(`/stays/${stayId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const guestMain = guestPage.getByRole('main');
  await guestMain.getByLabel(t('en', 'bookings:form.phone'), { exact: true }).fill('+1 347 555 0123');
  await guestMain.getByRole('button', { name: t('en', 'bookings:form.submit'), exact: true }).click();
  await expect(toast(guestPage, t('en', 'messages.bookingConfirmed'))).toBeVisible();
  await expect(guestPage).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await guestContext.close();

  // 6. It arrives on the host's page, which was never reloaded.
  const card = main.getByRole('article').filter({
    has: page.getByRole('heading', { level: 3, name: /^Mendel Schwei · / }),
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText(TITLE);
  await expect(card.getByText(t('en', 'host:bookings.card.new'), { exact: true })).toBeVisible();
});
