import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { DEMO, signIn, signUp } from './support/accounts';
import { toast } from './support/account-forms';
import { signInBrowser } from './support/hosts';
import { t, type Language } from './support/i18n';
import { bookStay, datesFor, searchStays } from './support/stays';
import { DESKTOP, PHONE } from './support/widths';

/**
 * The admin's bookings section in a real browser against the real server: a guest books a stay; the admin
 * finds the booking by its reference, reads it whole, and cancels it with a reason; it shows cancelled,
 * and its nights are free again on /stays. Then the section in Hebrew on a phone. No axe violations.
 */

const admin = (lng: Language) => (key: string, vars?: Record<string, string | number>) =>
  t(lng, `admin:${key}`, vars);

/** A guest's new booking of a seeded stay, on nights of this test's own. */
async function newBooking(request: Parameters<typeof signUp>[0], testInfo: Parameters<typeof datesFor>[0]) {
  const guest = await signUp(request, { fullName: 'Yehudis Brook' });
  const { checkIn, checkOut } = datesFor(testInfo);
  const [stay] = (await searchStays(request, { checkIn, checkOut, guests: 1 })).items;
  const booking = await bookStay(request, guest.session, {
    stayId: stay!.id,
    checkIn,
    checkOut,
    numberOfGuests: 1,
  });
  return { guest, stay: stay!, booking, checkIn, checkOut };
}

/** The bookings section searched for one reference, as the admin would. */
async function findBooking(page: Page, lng: Language, reference: string) {
  const tr = admin(lng);
  const main = page.getByRole('main');
  await page
    .getByRole('navigation', { name: tr('nav.label') })
    .getByRole('link', { name: tr('sections.bookings') })
    .click();
  await expect(main.getByRole('heading', { level: 2, name: tr('sections.bookings') })).toBeVisible();
  const search = main.getByRole('searchbox', { name: tr('bookings.search') });
  await search.fill(reference.toLowerCase());
  await search.press('Enter');
  const row = main.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  return row;
}

test(
  'the admin finds a booking by its reference, reads it and cancels it with a reason',
  DESKTOP,
  async ({ page, request, baseURL }, testInfo) => {
    const tr = admin('en');
    const { stay, booking, checkIn, checkOut } = await newBooking(request, testInfo);
    expect((await searchStays(request, { checkIn, checkOut })).items.map((item) => item.id)).not.toContain(
      stay.id,
    );

    await signInBrowser(page, baseURL!, await signIn(request, DEMO.admin), 'en');
    await page.goto('/admin');
    const row = await findBooking(page, 'en', booking.reference);
    await expect(row.getByText(tr('bookingState.confirmed'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Read whole.
    await row
      .getByRole('button', { name: tr('bookings.detailsName', { reference: booking.reference }) })
      .click();
    const details = page.getByRole('dialog', { name: `${tr('bookings.detail.title')} ${booking.reference}` });
    await expect(details.getByText('+1 718 555 0199')).toBeVisible();
    await expect(details.getByRole('link', { name: stay.title })).toHaveAttribute(
      'href',
      `/stays/${stay.id}`,
    );
    await expectNoAxeViolations(page);

    // Cancelled from there, with a reason (required).
    await details.getByRole('button', { name: tr('bookings.cancel') }).click();
    const cancel = page.getByRole('dialog', { name: /\?$/ });
    await expect(cancel.getByRole('button', { name: tr('bookings.keep') })).toBeFocused();
    await cancel.getByRole('button', { name: tr('bookings.cancel'), exact: true }).click();
    await expect(cancel.getByText(tr('dialog.reasonMissing'))).toBeVisible();
    await expectNoAxeViolations(page);
    await cancel.getByRole('textbox').fill('The building has no heating this week.');
    await cancel.getByRole('button', { name: tr('bookings.cancel'), exact: true }).click();
    await expect(cancel).toBeHidden();
    await expect(
      toast(page, tr('bookings.cancelled', { reference: `\u2068${booking.reference}\u2069` })),
    ).toBeVisible();

    // It shows cancelled, offers no cancel any more, and its nights are free again.
    await expect(row.getByText(tr('bookingState.cancelled'), { exact: true })).toBeVisible();
    await expect(
      row.getByRole('button', { name: tr('bookings.cancelName', { reference: booking.reference }) }),
    ).toBeHidden();
    await row
      .getByRole('button', { name: tr('bookings.detailsName', { reference: booking.reference }) })
      .click();
    await expect(details.getByText('The building has no heating this week.')).toBeVisible();
    await expect(details.getByText(tr('bookings.detail.by.admin'), { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: tr('dialog.close') }).click();
    expect((await searchStays(request, { checkIn, checkOut })).items.map((item) => item.id)).toContain(
      stay.id,
    );

    // The audit log has it.
    await page
      .getByRole('navigation', { name: tr('nav.label') })
      .getByRole('link', { name: tr('sections.audit') })
      .click();
    await expect(page.getByRole('main').getByText(booking.reference).first()).toBeVisible();
  },
);

test(
  'the bookings section in Hebrew reads right to left, with no axe violations',
  PHONE,
  async ({ page, request, baseURL }, testInfo) => {
    const tr = admin('he');
    const { booking } = await newBooking(request, testInfo);
    await signInBrowser(page, baseURL!, await signIn(request, DEMO.admin), 'he');
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const row = await findBooking(page, 'he', booking.reference);
    await expectNoAxeViolations(page);
    await row
      .getByRole('button', { name: tr('bookings.detailsName', { reference: booking.reference }) })
      .click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('+1 718 555 0199')).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: tr('bookings.cancel') }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: tr('bookings.keep') })).toBeFocused();
    await expectNoAxeViolations(page);
  },
);
