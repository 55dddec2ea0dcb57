import type { Browser, Page, TestInfo } from '@playwright/test';
import type { Booking } from '@orchim/shared/bookings';
import type { HostStay } from '@orchim/shared/host';
import { test, expect, expectNoAxeViolations, waitForAppOnLoad, type BrowserErrors } from './fixtures';
import { randomVisitorAddress, signedInState, signUp, type Session } from './support/accounts';
import { expectToastBelowHeader } from './support/account-forms';
import { approvedHost, callAs, ok, photo, saveStaySteps, uploadPhoto } from './support/hosts';
import { dirOf, t, type Language } from './support/i18n';
import { scrollPageUntilVisible } from './support/scroll';
import { datesFor } from './support/stays';
import { widthFor } from './support/widths';

/**
 * Issue 25 on the embedded default, where guests pay on arrival (docs/decisions/038-cancellation-policies.md
 * and 039-online-payment.md), in a real browser against the real server, in English at desktop width and
 * in Hebrew at phone width: a host chooses a stay's cancellation policy in the stay form and the means of
 * payment they accept; a guest sees the policy on the listing, books, reads "Pay the host on arrival" with
 * those means, opens the receipt and its print view; the host cancels, and the dialog says the guest gets a
 * full refund.
 */

const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', he: 'he-IL' };

/** An amount as the site writes it in `lng` (Intl, as lib/format.ts; spaces as Playwright compares them). */
const money = (lng: Language, cents: number, currency: string) =>
  new Intl.NumberFormat(INTL_LOCALES[lng], { style: 'currency', currency })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** "Zelle and Venmo", "Zelle et Venmo", "Zelle ו-Venmo": the means as the page lists them. */
const meansList = (lng: Language, means: readonly string[]) =>
  new Intl.ListFormat(INTL_LOCALES[lng], { type: 'conjunction' }).format(
    means.map((mean) => t(lng, `bookings:payment.means.${mean}`)),
  );

/** A translated sentence with its placeholders left open: any amount or name matches. */
const sentence = (lng: Language, key: string) =>
  new RegExp(
    t(lng, key)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'),
  );

/**
 * A browser of its own for a second person of the test (the fixtures' `page` is the host's): the project's
 * width and locale, signed in as `session` in `lng`, its console errors failing the test as the fixtures'
 * do, its page loads waiting for the app.
 */
async function pageAs(
  browser: Browser,
  testInfo: TestInfo,
  browserErrors: BrowserErrors,
  baseURL: string,
  session: Session,
  lng: Language,
): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    locale,
    timezoneId,
    baseURL,
    storageState: signedInState(baseURL, session, lng),
  });
  browserErrors.watch(context);
  context.on('page', waitForAppOnLoad);
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomVisitorAddress() });
  return context.newPage();
}

for (const lng of ['en', 'he'] as const) {
  test(
    `paid on arrival (${lng}): the host's policy and means, the booking, its receipt printed, the host's cancel`,
    widthFor(lng),
    async ({ page, request, baseURL, browser, browserErrors }, testInfo) => {
      // Two people and a dozen screens on a busy 2-core machine.
      test.slow();
      const tr = (key: string, vars?: Record<string, string | number>) => t(lng, key, vars);

      // A host's stay, every step saved (the moderate policy) and a photo: ready but for its policy.
      const host = await approvedHost(request, 'Rivka Gurary');
      const title = `Garden floor ${lng} ${testInfo.project.name} ${Date.now()}`;
      const stay = await callAs<HostStay>(request, host.session, 'post', '/rest/v1/host/stays', {
        title,
        description: 'A bright garden floor with its own kosher kitchen, near Kingston Avenue.',
        propertyType: 'apartment',
      });
      await saveStaySteps(request, host.session, stay.id);
      await ok(
        await uploadPhoto(
          request,
          host.session,
          { kind: 'stays', id: stay.id },
          { name: 'front-room.jpg', mimeType: 'image/jpeg', buffer: await photo() },
        ),
        'uploading a photo',
      );
      await page.context().addInitScript(
        (storage) => {
          for (const { name, value } of storage) localStorage.setItem(name, value);
        },
        signedInState(baseURL!, host.session, lng).origins[0]!.localStorage,
      );

      // The host chooses the strict policy in the stay form.
      await page.goto(`/host/listings/edit/${stay.id}?step=pricing`);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 2, name: tr('hostForm:screens.pricing.title'), exact: true }),
      ).toBeVisible();
      const strict = main.getByRole('radio', {
        name: new RegExp(tr('hostForm:fields.cancellationPolicy.options.strict.name')),
      });
      await strict.check();
      await main.getByRole('button', { name: tr('hostForm:actions.save'), exact: true }).click();
      await expect(
        main.getByRole('heading', { level: 2, name: tr('hostForm:screens.amenities.title'), exact: true }),
      ).toBeFocused();
      expect(
        (await callAs<HostStay>(request, host.session, 'get', `/rest/v1/host/stays/${stay.id}`))
          .cancellationPolicy,
      ).toBe('strict');
      await callAs(request, host.session, 'post', `/rest/v1/host/stays/${stay.id}/publish`);

      // And the means they accept, on their bookings page: Zelle and Venmo, no cash.
      await page.goto('/host/bookings');
      const means = page.getByRole('region', { name: tr('host:payments.title') });
      await means.getByRole('checkbox', { name: tr('bookings:payment.means.zelle') }).check();
      await means.getByRole('checkbox', { name: tr('bookings:payment.means.venmo') }).check();
      await means.getByRole('checkbox', { name: tr('bookings:payment.means.cash') }).uncheck();
      await expectNoAxeViolations(page);
      await means.getByRole('button', { name: tr('host:payments.save') }).click();
      await expectToastBelowHeader(page, tr('host:payments.saved'));

      // A guest finds the policy on the listing and books, paying on arrival.
      const guest = await signUp(request, { fullName: 'Chaya Mushka Levy' });
      const guestPage = await pageAs(browser, testInfo, browserErrors, baseURL!, guest.session, lng);
      const { checkIn, checkOut } = datesFor(testInfo);
      await guestPage.goto(`/stays/${stay.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
      await expect(guestPage.locator('html')).toHaveAttribute('dir', dirOf(lng));
      const policy = guestPage.getByRole('region', { name: tr('bookings:cancellation.title') });
      await expect(policy).toContainText(
        tr('bookings:cancellation.named', { name: tr('bookings:cancellation.names.strict') }),
      );
      await expect(policy).toContainText(tr('bookings:cancellation.rules.strict'));
      const guestMain = guestPage.getByRole('main');
      await expect(guestMain.getByText(tr('bookings:payment.form.onArrival.stay'))).toBeVisible();
      await guestMain.getByLabel(tr('bookings:form.phone'), { exact: true }).fill('+1 718 555 0142');
      const submit = guestMain.getByRole('button', { name: tr('bookings:form.submit'), exact: true });
      await scrollPageUntilVisible(guestPage, submit);
      await submit.click();
      await expectToastBelowHeader(guestPage, tr('messages.bookingConfirmed'));
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
        tr('bookings:confirmation.title'),
      );
      const bookingId = new URL(guestPage.url()).pathname.split('/').at(-1)!;
      const booking = await callAs<Booking>(request, guest.session, 'get', `/rest/v1/bookings/${bookingId}`);
      expect(booking.payment).toMatchObject({ method: 'on_arrival', acceptedMeans: ['zelle', 'venmo'] });
      const total = money(lng, booking.totalCents, booking.currency);

      // How it is paid: the total to the host, by the means they accept.
      const price = guestPage.getByRole('complementary');
      await expect(
        price.getByText(tr('bookings:cancellation.payOnArrival.stay', { amount: total })),
      ).toBeVisible();
      await expect(
        price.getByText(tr('bookings:payment.acceptedHost', { means: meansList(lng, ['zelle', 'venmo']) })),
      ).toBeVisible();
      await expectNoAxeViolations(guestPage);

      // The receipt: its number, the total, how it is paid; printed, the site's frame and buttons go.
      await price.getByRole('link', { name: tr('bookings:payment.receipt') }).click();
      await expect(guestPage).toHaveURL(`/bookings/${bookingId}/receipt`);
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(tr('bookings:receipt.title'));
      const receipt = guestPage.getByRole('article');
      await expect(receipt).toContainText(booking.reference);
      await expect(receipt).toContainText(title);
      await expect(receipt).toContainText(total);
      await expect(receipt.getByText(tr('bookings:receipt.onArrival', { amount: total }))).toBeVisible();
      await expectNoAxeViolations(guestPage);
      // The Print button prints (window.print, watched here: headless Chromium has no print dialog).
      await guestPage.evaluate(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', 'true');
      });
      await guestPage.getByRole('button', { name: tr('bookings:receipt.print') }).click();
      await expect(guestPage.locator('html')).toHaveAttribute('data-printed', 'true');
      await guestPage.emulateMedia({ media: 'print' });
      await expect(guestPage.getByRole('banner')).toBeHidden();
      await expect(guestPage.getByRole('contentinfo')).toBeHidden();
      await expect(guestPage.getByRole('button', { name: tr('bookings:receipt.print') })).toBeHidden();
      await expect(receipt.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(receipt).toContainText(booking.reference);
      await guestPage.emulateMedia({ media: 'screen' });
      await expect(guestPage.getByRole('banner')).toBeVisible();

      // The host cancels: the dialog says the guest gets everything back, and how much.
      await page.goto('/host/bookings');
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: /^Chaya Mushka Levy · / }) });
      await card.getByRole('button', { name: tr('host:bookings.cancel.button') }).click();
      const dialog = page.getByRole('dialog', { name: tr('host:bookings.cancel.title') });
      await expect(dialog).toContainText(
        tr('host:bookings.cancel.fullRefund', { guest: '\u2068Chaya Mushka Levy\u2069', amount: total }),
      );
      await expect(dialog).toContainText(tr('host:bookings.cancel.nothingOwed'));
      await expectNoAxeViolations(page);
      await dialog.getByLabel(tr('host:bookings.cancel.reason')).fill('A burst pipe in the kitchen.');
      await dialog.getByRole('button', { name: tr('host:bookings.cancel.confirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText(sentence(lng, 'bookings:cancellation.refunded'))).toBeVisible();

      // The guest's booking says so too.
      await guestPage.goto(`/bookings/${bookingId}`);
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
        tr('bookings:confirmation.cancelledTitle'),
      );
      await expect(
        guestPage
          .getByRole('complementary')
          .getByText(tr('bookings:cancellation.refunded', { amount: total })),
      ).toBeVisible();
      await guestPage.context().close();
    },
  );
}
