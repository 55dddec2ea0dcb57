import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { HostBookingPage, HostListings, HostStay } from '@orchim/shared/host';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { DEMO, signIn, signUp, type Session } from './support/accounts';
import { expectToastBelowHeader, toast } from './support/account-forms';
import { approvedHost, callAs, ok, photo, saveStaySteps, signInBrowser, uploadPhoto } from './support/hosts';
import { t, type Language } from './support/i18n';
import { pathnameOf } from './support/site';
import { bookStay, datesFor } from './support/stays';
import { DESKTOP, widthFor } from './support/widths';

/**
 * Issue 6's host overview in a real browser against the real server: /host/listings (statuses, what is
 * missing, next bookings, publish, unpublish, delete) and /host/bookings (filters in the address, a new
 * booking arriving live, the host's cancel with a reason), and axe on both in English and Hebrew at both
 * widths (the phone and desktop projects).
 *
 * The demo host is only read (other specs book and search its stays); what changes things works with a
 * host of its own, approved by the admin through the API.
 */

/** A draft stay with only its basics: it lacks what guests need to book. */
function draftStay(request: APIRequestContext, session: Session, title: string) {
  return callAs<HostStay>(request, session, 'post', '/rest/v1/host/stays', {
    title,
    description: 'A quiet room with its own bathroom, a few minutes on foot from 770 Eastern Parkway.',
    propertyType: 'private_room',
  });
}

/** A stay with every step saved and a photo: ready to publish. */
async function completeStay(request: APIRequestContext, session: Session, title: string) {
  const stay = await draftStay(request, session, title);
  await saveStaySteps(request, session, stay.id);
  await ok(
    await uploadPhoto(
      request,
      session,
      { kind: 'stays', id: stay.id },
      {
        name: 'front-room.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      },
    ),
    'uploading a photo',
  );
  return stay;
}

/** The card of a listing on /host/listings, by its title. */
const listingCard = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({
      has: page.getByRole('heading', { level: 3, name: title, exact: true }),
    });

/** The card of a booking on /host/bookings, by the guest's name. */
const bookingCard = (page: Page, guest: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({
      has: page.getByRole('heading', { level: 3, name: new RegExp(`^${guest} · `) }),
    });

const statusBadge = (card: Locator, lng: Language, status: string) =>
  card.getByText(t(lng, `host:status.${status}`), { exact: true });

test.describe('the demo host', () => {
  test.use({ signedInAs: 'host' });

  for (const lng of ['en', 'he'] as const) {
    test.describe(`in ${lng}`, widthFor(lng), () => {
      test.use({ language: lng });

      test('sees their listings with statuses and next bookings, and every booking', async ({
        page,
        request,
      }) => {
        const session = await signIn(request, DEMO.host);
        const { items } = await callAs<HostListings>(request, session, 'get', '/rest/v1/host/listings');
        const booked = items.find((listing) => listing.status === 'published' && listing.nextBookings.length);
        expect(booked, 'a published demo listing with bookings ahead').toBeTruthy();

        await page.goto('/host/listings');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'host:listings.title'));
        await expect(
          page.getByRole('heading', {
            level: 2,
            name: t(lng, 'host:listings.heading', { count: items.length }),
          }),
        ).toBeVisible();
        const card = listingCard(page, booked!.title);
        await expect(statusBadge(card, lng, 'published')).toBeVisible();
        await expect(card.getByText(booked!.nextBookings[0]!.guestName, { exact: true })).toBeVisible();
        await expect(card).toContainText(
          t(lng, 'host:card.upcoming', { count: booked!.upcomingBookingCount }),
        );
        await expectNoAxeViolations(page);

        const { items: bookings } = await callAs<HostBookingPage>(
          request,
          session,
          'get',
          '/rest/v1/host/bookings?kind=stay',
        );
        await page.goto('/host/bookings?kind=stay');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'host:bookings.title'));
        const first = bookings[0]!;
        const firstCard = bookingCard(page, `${first.firstName} ${first.lastName}`).first();
        await expect(firstCard).toContainText(first.reference);
        await expect(
          page
            .getByRole('group', { name: t(lng, 'host:bookings.filters.kind'), exact: true })
            .getByRole('button', { name: t(lng, 'host:bookings.filters.kinds.stay'), exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expectNoAxeViolations(page);
      });
    });
  }
});

test(
  'a host publishes, unpublishes and publishes again; a draft that lacks things says what, and is deleted',
  DESKTOP,
  async ({ page, request, baseURL, browserErrors }) => {
    // The refused publish is answered 409, which the browser logs.
    browserErrors.allow(/status of 409 .*\/publish/);
    const host = await approvedHost(request, 'Devorah Raskin');
    const ready = await completeStay(request, host.session, 'Garden room on Union Street');
    await draftStay(request, host.session, 'Attic room on Sterling Place');
    await signInBrowser(page, baseURL!, host.session, 'en');

    await page.goto('/host/listings');
    const card = listingCard(page, ready.title);
    await expect(statusBadge(card, 'en', 'draft')).toBeVisible();
    const actions = (button: string) =>
      card.getByRole('button', { name: t('en', `host:actions.${button}`), exact: true });

    await actions('publish').click();
    await expectToastBelowHeader(page, `“\u2068${ready.title}\u2069” is published`);
    await expect(statusBadge(card, 'en', 'published')).toBeVisible();

    await actions('unpublish').click();
    await expect(statusBadge(card, 'en', 'draft')).toBeVisible();
    await expect(actions('publish')).toBeVisible();
    await actions('publish').click();
    await expect(statusBadge(card, 'en', 'published')).toBeVisible();
    // Guests find it again.
    await page.goto(`/stays/${ready.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready.title);

    await page.goto('/host/listings');
    const draft = listingCard(page, 'Attic room on Sterling Place');
    await expect(draft.getByText(t('en', 'host:missing.title'))).toBeVisible();
    await draft.getByRole('button', { name: t('en', 'host:actions.publish'), exact: true }).click();
    const refusal = draft.getByRole('alert');
    await expect(refusal).toContainText(t('en', 'host:missing.location'));
    await expect(refusal).toContainText(t('en', 'host:missing.photo'));

    await draft.getByRole('button', { name: t('en', 'host:actions.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('en', 'host:delete.deleteText'));
    await dialog.getByRole('button', { name: t('en', 'host:delete.confirmDelete'), exact: true }).click();
    await expect(
      toast(page, t('en', 'host:delete.deleted', { title: '\u2068Attic room on Sterling Place\u2069' })),
    ).toBeVisible();
    await expect(draft).toHaveCount(0);
  },
);

test(
  'a new booking appears live on /host/bookings; the host filters by kind and cancels it with a reason',
  DESKTOP,
  async ({ page, request, baseURL }, testInfo) => {
    const host = await approvedHost(request, 'Devorah Raskin');
    const stay = await completeStay(request, host.session, 'Bright room on Crown Street');
    await callAs(request, host.session, 'post', `/rest/v1/host/stays/${stay.id}/publish`);
    const guest = await signUp(request, { fullName: 'Mushka Gurevitch' });
    await signInBrowser(page, baseURL!, host.session, 'en');

    await page.goto('/host/bookings');
    await expect(page.getByRole('heading', { name: t('en', 'host:bookings.empty.title') })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: t('en', 'host:bookings.live.live') }),
    ).toBeVisible();

    const { checkIn, checkOut } = datesFor(testInfo);
    const booking = await bookStay(request, guest.session, {
      stayId: stay.id,
      checkIn,
      checkOut,
      numberOfGuests: 2,
      firstName: 'Mushka',
      lastName: 'Gurevitch',
      specialRequests: 'We arrive after Maariv.',
    });
    // No reload: the booking event brings it.
    const card = bookingCard(page, 'Mushka Gurevitch');
    await expect(card).toContainText(booking.reference);
    await expect(card.getByText(t('en', 'host:bookings.card.new'), { exact: true })).toBeVisible();
    await expect(card).toContainText('We arrive after Maariv.');
    await expect(
      card.getByRole('link', { name: t('en', 'host:bookings.card.email', { name: 'Mushka Gurevitch' }) }),
    ).toHaveAttribute('href', `mailto:${guest.email}`);

    // Filters live in the address.
    const kinds = page.getByRole('group', { name: t('en', 'host:bookings.filters.kind'), exact: true });
    await kinds
      .getByRole('button', { name: t('en', 'host:bookings.filters.kinds.meal'), exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?kind=meal');
    await expect(
      page.getByRole('heading', { name: t('en', 'host:bookings.emptyFiltered.title') }),
    ).toBeVisible();
    await kinds
      .getByRole('button', { name: t('en', 'host:bookings.filters.kinds.stay'), exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?kind=stay');
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: t('en', 'host:bookings.cancel.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'host:bookings.cancel.title') });
    const confirm = dialog.getByRole('button', {
      name: t('en', 'host:bookings.cancel.confirm'),
      exact: true,
    });
    await confirm.click();
    await expect(dialog.getByText(t('en', 'validation.required'))).toBeVisible();
    await dialog.getByLabel(t('en', 'host:bookings.cancel.reason')).fill('A burst pipe in the guest room.');
    await confirm.click();
    await expect(
      toast(page, t('en', 'host:bookings.cancel.done', { guest: '\u2068Mushka Gurevitch\u2069' })),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(t('en', 'bookings:status.cancelled'), { exact: true })).toBeVisible();
    await expect(card).toContainText(
      t('en', 'host:bookings.card.reason', { reason: '\u2068A burst pipe in the guest room.\u2069' }),
    );
    await expect(card.getByRole('button', { name: t('en', 'host:bookings.cancel.button') })).toHaveCount(0);

    // The nights are free again for guests.
    const again = await bookStay(request, guest.session, {
      stayId: stay.id,
      checkIn,
      checkOut,
      numberOfGuests: 2,
    });
    expect(again.status).toBe('confirmed');
  },
);

test.describe('a guest', DESKTOP, () => {
  test.use({ signedInAs: 'guest' });

  test('who opens /host/listings is sent home', async ({ page }) => {
    await page.goto('/host/listings');
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'home:hero.title'));
  });
});
