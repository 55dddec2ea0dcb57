import type { APIRequestContext, Page } from '@playwright/test';
import type { Booking } from '@orchim/shared/bookings';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { apiGetAs, signedInState, signUp, type Account } from './support/accounts';
import { dirOf, t, type Language } from './support/i18n';
import { scrollPageUntilVisible } from './support/scroll';
import { bookStay, searchStays } from './support/stays';
import { widthFor } from './support/widths';

/**
 * Issue 25's online payment in a real browser (docs/decisions/039-online-payment.md), against the second
 * server of playwright.config.ts: the same build with STRIPE_* settings, its Stripe SDK pointed at the
 * fake Stripe of apps/server/test/stripe, whose stand-in for Checkout's hosted page pays ("Pay") or goes
 * back ("Cancel and go back") and sends the signed webhook. In English at desktop width and in Hebrew at
 * phone width: a guest books a stay, pays on the stand-in page and comes back to the confirmation; one
 * goes back without paying and finds the booking held with Pay now; a paid booking cancelled by its guest
 * shows the refund.
 */

const STRIPE_SERVER = `http://localhost:${process.env.E2E_STRIPE_PORT}`;
const FAKE_STRIPE = `http://127.0.0.1:${process.env.E2E_FAKE_STRIPE_PORT}`;
test.use({ baseURL: STRIPE_SERVER });

const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', he: 'he-IL' };

/** A translated sentence with its placeholders left open: any amount or date matches. */
const sentence = (lng: Language, key: string) =>
  new RegExp(
    t(lng, key)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'),
  );

const money = (lng: Language, booking: Booking) =>
  new Intl.NumberFormat(INTL_LOCALES[lng], { style: 'currency', currency: booking.currency })
    .format(booking.totalCents / 100)
    .replace(/\s/g, ' ');

/**
 * Nights of the test's own on this server, which only this spec books: each test (scenario × language)
 * has its own slot, far enough ahead that the seed left them free.
 */
const SCENARIOS = ['pays', 'goes back', 'refund'] as const;
function nightsFor(scenario: (typeof SCENARIOS)[number], lng: Language) {
  const slot = SCENARIOS.indexOf(scenario) * 2 + (lng === 'en' ? 0 : 1);
  const checkIn = addDays(todayInNewYork(), 90 + slot * 4);
  return { checkIn, checkOut: addDays(checkIn, 2) };
}

/** A guest of the Stripe server, signed in in the page's browser in `lng`. */
async function guestIn(page: Page, request: APIRequestContext, lng: Language) {
  const guest = await signUp(request, { fullName: 'Menachem Mendel Katz' });
  await page.context().addInitScript(
    (storage) => {
      for (const { name, value } of storage) localStorage.setItem(name, value);
    },
    signedInState(STRIPE_SERVER, guest.session, lng).origins[0]!.localStorage,
  );
  return guest;
}

/** Opens a seeded stay for the nights, and sends its booking form: the browser goes to the stand-in Checkout. */
async function bookOnline(
  page: Page,
  request: APIRequestContext,
  lng: Language,
  nights: ReturnType<typeof nightsFor>,
) {
  const [stay] = (await searchStays(request, { ...nights, guests: 2 })).items;
  await page.goto(`/stays/${stay!.id}?checkIn=${nights.checkIn}&checkOut=${nights.checkOut}&guests=2`);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lng));
  const main = page.getByRole('main');
  await expect(
    main.getByText(
      t(lng, 'bookings:payment.form.online', {
        minutes: new Intl.NumberFormat(INTL_LOCALES[lng]).format(30),
      }),
    ),
  ).toBeVisible();
  await main.getByLabel(t(lng, 'bookings:form.phone'), { exact: true }).fill('+1 347 555 0170');
  const submit = main.getByRole('button', { name: t(lng, 'bookings:payment.form.continue'), exact: true });
  await scrollPageUntilVisible(page, submit);
  await submit.click();
  // Stripe's page (the fake's stand-in), with the total to pay.
  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE}/checkout/cs_`));
  await expect(page.getByRole('heading', { name: 'Pay Orchim' })).toBeVisible();
}

/** The booking the URL names, as its guest reads it from the API. */
const bookingOf = (page: Page, request: APIRequestContext, guest: Account, lng: Language) =>
  apiGetAs<Booking>(
    request,
    guest.session,
    `/rest/v1/bookings/${new URL(page.url()).pathname.split('/')[2]}?lang=${lng}`,
  );

for (const lng of ['en', 'he'] as const) {
  const tr = (key: string, vars?: Record<string, string | number>) => t(lng, key, vars);

  test.describe(`paying online (${lng})`, widthFor(lng), () => {
    test('a guest books a stay, pays on Stripe’s page, and comes back to the confirmation', async ({
      page,
      request,
    }) => {
      const guest = await guestIn(page, request, lng);
      await bookOnline(page, request, lng, nightsFor('pays', lng));
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      // Back on the booking's page: confirming (until the webhook has been handled) or confirmed already.
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?checkout=done$/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(
        new RegExp(`^(${tr('bookings:confirmation.confirmingTitle')}|${tr('bookings:confirmation.title')})$`),
      );
      await expect(heading).toHaveText(tr('bookings:confirmation.title'));
      const booking = await bookingOf(page, request, guest, lng);
      expect(booking.status).toBe('confirmed');
      expect(booking.payment).toMatchObject({ method: 'online', status: 'paid' });
      const price = page.getByRole('complementary');
      await expect(price.getByText(sentence(lng, 'bookings:payment.paid'))).toContainText(
        money(lng, booking),
      );
      await expect(price.getByRole('link', { name: tr('bookings:payment.receipt') })).toBeVisible();
      await expectNoAxeViolations(page);

      // The receipt says it was paid online.
      await price.getByRole('link', { name: tr('bookings:payment.receipt') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('bookings:receipt.title'));
      await expect(
        page.getByRole('article').getByText(sentence(lng, 'bookings:receipt.paidOnline')),
      ).toBeVisible();
    });

    test('a guest goes back from Stripe’s page without paying: the booking is held, with Pay now', async ({
      page,
      request,
    }) => {
      const guest = await guestIn(page, request, lng);
      await bookOnline(page, request, lng, nightsFor('goes back', lng));
      const checkoutPage = page.url();
      await page.getByRole('button', { name: 'Cancel and go back' }).click();

      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\?checkout=cancelled$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr('bookings:confirmation.pendingTitle'),
      );
      const main = page.getByRole('main');
      await expect(main.getByText(tr('bookings:payment.notCompleted'))).toBeVisible();
      await expect(main.getByText(sentence(lng, 'bookings:payment.heldUntil'))).toBeVisible();
      const payNow = main.getByRole('link', { name: tr('bookings:payment.payNow') });
      await expect(payNow).toHaveAttribute('href', checkoutPage);
      await expect(
        page.getByRole('complementary').getByText(tr('bookings:status.pending_payment'), { exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await bookingOf(page, request, guest, lng)).status).toBe('pending_payment');

      // Pay now leads back to the same Checkout page.
      await payNow.click();
      await expect(page).toHaveURL(checkoutPage);
      await page.goBack();
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

      // Cancelling lets the hold go: nothing was charged.
      await main.getByRole('button', { name: tr('bookings:cancel.open') }).click();
      const dialog = page.getByRole('dialog', { name: tr('bookings:cancel.title') });
      await expect(dialog.getByText(tr('bookings:cancellation.refundNow.unpaid'))).toBeVisible();
      await dialog.getByRole('button', { name: tr('bookings:cancel.confirm') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr('bookings:confirmation.cancelledTitle'),
      );
      await expect(
        page.getByRole('complementary').getByText(tr('bookings:payment.cancelledUnpaid')),
      ).toBeVisible();
    });

    test('a paid booking cancelled by its guest shows the refund', async ({ page, request }) => {
      const guest = await guestIn(page, request, lng);
      // Booked and paid without the pages (the first test walks them): the fake Stripe pays the session.
      const [stay] = (await searchStays(request, { ...nightsFor('refund', lng), guests: 1 })).items;
      const held = await bookStay(request, guest.session, {
        stayId: stay!.id,
        ...nightsFor('refund', lng),
        numberOfGuests: 1,
      });
      expect(held.status).toBe('pending_payment');
      const sessionId = new URL(held.payment.checkoutUrl!).pathname.split('/').at(-1)!;
      expect((await request.post(`${FAKE_STRIPE}/_test/sessions/${sessionId}/pay`)).ok()).toBe(true);
      await expect
        .poll(
          async () =>
            (await apiGetAs<Booking>(request, guest.session, `/rest/v1/bookings/${held.id}`)).status,
        )
        .toBe('confirmed');

      await page.goto(`/bookings/${held.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('bookings:confirmation.title'));
      await page.getByRole('button', { name: tr('bookings:cancel.open') }).click();
      const dialog = page.getByRole('dialog', { name: tr('bookings:cancel.title') });
      // Months ahead: everything comes back, to the card.
      await expect(dialog).toContainText(
        tr('bookings:cancellation.refundNow.whole', { total: money(lng, held) }),
      );
      await expect(dialog).toContainText(tr('bookings:cancellation.refundNow.toCard'));
      await dialog.getByRole('button', { name: tr('bookings:cancel.confirm') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr('bookings:confirmation.cancelledTitle'),
      );

      // The refund, on its way (Stripe accepted it) or pending a moment: a reload finds it accepted.
      const price = page.getByRole('complementary');
      const refund = price.getByText(
        new RegExp(
          `${sentence(lng, 'bookings:payment.refund.succeeded').source}|${sentence(lng, 'bookings:payment.refund.pending').source}`,
        ),
      );
      await expect(refund).toContainText(money(lng, held));
      await expect
        .poll(
          async () =>
            (await apiGetAs<Booking>(request, guest.session, `/rest/v1/bookings/${held.id}`)).payment.refund
              ?.status,
        )
        .toBe('succeeded');
      await page.reload();
      await expect(price.getByText(sentence(lng, 'bookings:payment.refund.succeeded'))).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
