import type { Page } from '@playwright/test';
import { refundDeadlines } from '@orchim/shared/cancellation-policy';
import { newYorkInstant } from '@orchim/shared/dates';
import type { StayDetail } from '@orchim/shared/stays';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { signedInState, signUp, type Session } from './support/accounts';
import { expectToastBelowHeader, signInForm } from './support/account-forms';
import { t, type Language } from './support/i18n';
import { scrollPageUntilVisible } from './support/scroll';
import { bookStay, datesFor, getStay, searchStays } from './support/stays';
import { DESKTOP, PHONE } from './support/widths';

/**
 * Issue 4 in a real browser against the real server: search → detail → sign in → book → confirmation →
 * My bookings, the product §8 booking messages where a guest sees them, and the form in Hebrew. Each test
 * books nights of its own (support/stays.ts), so the specs run in parallel on one server.
 */

/** The booking form of a stay page, found by its labels. */
function bookingForm(page: Page, lng: Language = 'en') {
  const main = page.getByRole('main');
  return {
    firstName: main.getByLabel(t(lng, 'bookings:form.firstName'), { exact: true }),
    lastName: main.getByLabel(t(lng, 'bookings:form.lastName'), { exact: true }),
    email: main.getByLabel(t(lng, 'bookings:form.email'), { exact: true }),
    phone: main.getByLabel(t(lng, 'bookings:form.phone'), { exact: true }),
    guests: main.getByLabel(t(lng, 'bookings:form.guests'), { exact: true }),
    submit: main.getByRole('button', { name: t(lng, 'bookings:form.submit'), exact: true }),
    /** The form's alert with this text. */
    alert: (text: string) => main.getByRole('alert').filter({ hasText: text }),
  };
}

/** The browser of a guest who signed in earlier (the session where auth-js keeps it). */
async function signInBrowser(page: Page, baseURL: string, session: Session, lng?: Language) {
  await page.context().addInitScript(
    (storage) => {
      for (const { name, value } of storage) localStorage.setItem(name, value);
    },
    signedInState(baseURL, session, lng).origins[0]!.localStorage,
  );
}

const referencePattern = /OR-[2-9A-HJ-NP-Z]{6}/;

const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', he: 'he-IL' };

/**
 * "Free cancellation until Tuesday, May 12 at 3 PM": the first refund deadline of a stay booked from
 * `checkIn`, as the page writes it (New York time; minutes when there are some, and always in Hebrew).
 */
function freeUntil(
  lng: Language,
  stay: Pick<StayDetail, 'cancellationPolicy' | 'checkInTime'>,
  checkIn: string,
) {
  const startsAt = newYorkInstant(checkIn, stay.checkInTime.slice(0, 5))!;
  const [first] = refundDeadlines(stay.cancellationPolicy, startsAt);
  const date = new Intl.DateTimeFormat(INTL_LOCALES[lng], {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    ...(first!.until.getUTCMinutes() === 0 && lng !== 'he' ? {} : { minute: '2-digit' }),
  }).format(first!.until);
  // Whitespace as Playwright compares it: every kind of space is one.
  return t(lng, 'bookings:cancellation.freeUntil', { date }).replace(/\s+/g, ' ');
}

/** A translated sentence with its placeholders left open: any amount or date matches. */
const sentence = (lng: Language, key: string) =>
  new RegExp(
    t(lng, key)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'),
  );

/** The stay page's "Cancellation policy" section: the policy named, and its rule in words. */
async function expectPolicySection(page: Page, lng: Language, policy: StayDetail['cancellationPolicy']) {
  const section = page.getByRole('region', { name: t(lng, 'bookings:cancellation.title') });
  await expect(section).toContainText(
    t(lng, 'bookings:cancellation.named', { name: t(lng, `bookings:cancellation.names.${policy}`) }),
  );
  await expect(section).toContainText(t(lng, `bookings:cancellation.rules.${policy}`));
}

test(
  'a visitor searches, opens a stay, signs in, books it, and finds it in My bookings',
  DESKTOP,
  async ({ page, request }, testInfo) => {
    const guest = await signUp(request, { fullName: 'Chaya Mushka Levy' });
    const { checkIn, checkOut } = datesFor(testInfo);

    await page.goto(`/stays?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // The card shows the total for the chosen dates.
    await expect(firstCard).toContainText(t('en', 'stays:list.card.nights', { count: 2 }));
    const title = (await firstCard.getByRole('link').textContent())!.trim();
    await firstCard.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(new URL(page.url()).searchParams.get('checkIn')).toBe(checkIn);
    const stayPath = new URL(page.url()).pathname;

    // Signed out: the form asks to sign in, and signing in comes back to the same stay and dates.
    await expect(page.getByText(t('en', 'messages.loginToBook'))).toBeVisible();
    await page.getByRole('link', { name: t('en', 'bookings:card.signIn') }).click();
    await expect(page).toHaveURL(/\/login$/);
    const signIn = signInForm(page);
    await signIn.fill(guest.email, guest.password);
    await signIn.submit.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === stayPath && url.searchParams.get('checkOut') === checkOut,
    );

    // Before booking: the policy in words, and the chosen nights' own deadline.
    const stay = await getStay(request, stayPath.split('/').at(-1)!);
    await expectPolicySection(page, 'en', stay.cancellationPolicy);
    await expect(
      page
        .getByRole('main')
        .getByText(freeUntil('en', stay, checkIn))
        .first(),
    ).toBeVisible();

    const form = bookingForm(page);
    await expect(form.email).toHaveValue(guest.email);
    await expect(form.email).toHaveAttribute('readonly', '');
    await expect(form.firstName).toHaveValue('Chaya Mushka');
    await expect(form.lastName).toHaveValue('Levy');
    await form.phone.fill('+1 718 555 0142');
    // At 1280 x 800 the signed-in form is taller than the window: scrolling the page reaches its button.
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollPageUntilVisible(page, form.submit);
    await form.submit.click();

    await expectToastBelowHeader(page, t('en', 'messages.bookingConfirmed'));
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'bookings:confirmation.title'));
    const reference = (await page.getByText(referencePattern).first().textContent())!.match(
      referencePattern,
    )![0];
    await expect(page.getByRole('main')).toContainText(title);
    // After booking: the deadline again, and how it is paid (no online payment).
    await expect(page.getByRole('main').getByText(freeUntil('en', stay, checkIn))).toBeVisible();
    await expect(
      page.getByRole('main').getByText(sentence('en', 'bookings:cancellation.payOnArrival.stay')),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/profile');
    const mine = page.getByRole('region', { name: t('en', 'bookings:mine.title') });
    await expect(mine.getByText(title)).toBeVisible();
    await mine
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByText(reference).first()).toBeVisible();
  },
);

test(
  'the booking form in Hebrew is right to left, and books',
  PHONE,
  async ({ page, request, baseURL }, testInfo) => {
    const guest = await signUp(request, { fullName: 'Levi Yitzchok Gurary' });
    const { checkIn, checkOut } = datesFor(testInfo);
    const [stay] = (await searchStays(request, { checkIn, checkOut, guests: 2 })).items;
    await signInBrowser(page, baseURL!, guest.session, 'he');

    await page.goto(`/stays/${stay!.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    // The phone's book bar: the total of these nights, and a way to the booking card that lands on its
    // heading; with the card on screen the bar steps aside.
    const book = page.getByRole('button', { name: t('he', 'bookings:bar.book'), exact: true });
    await expect(book.locator('..')).toContainText(t('he', 'bookings:bar.total'));
    await book.click();
    await expect(page.locator('#book-title')).toBeFocused();
    await expect(book).toBeHidden();
    const form = bookingForm(page, 'he');
    await expect(form.submit).toBeVisible();
    // Mirrored: names are typed right to left (a phone number stays left to right, as written).
    await expect(form.firstName).toHaveCSS('direction', 'rtl');
    await expectNoAxeViolations(page);

    // The policy and the chosen nights' deadline, in Hebrew.
    const detail = await getStay(request, stay!.id);
    await expectPolicySection(page, 'he', detail.cancellationPolicy);
    await expect(
      page
        .getByRole('main')
        .getByText(freeUntil('he', detail, checkIn))
        .first(),
    ).toBeVisible();

    await form.phone.fill('052-555-0142');
    await form.submit.click();
    await expectToastBelowHeader(page, t('he', 'messages.bookingConfirmed'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('he', 'bookings:confirmation.title'));
    await expect(page.getByRole('main').getByText(freeUntil('he', detail, checkIn))).toBeVisible();

    // Months ahead, cancelling gives everything back: the dialog says so, and the booking then.
    await page.getByRole('button', { name: t('he', 'bookings:cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('he', 'bookings:cancel.title') });
    await expect(dialog.getByText(sentence('he', 'bookings:cancellation.refundNow.whole'))).toBeVisible();
    await dialog.getByRole('button', { name: t('he', 'bookings:cancel.confirm') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('he', 'bookings:confirmation.cancelledTitle'),
    );
    await expect(
      page.getByRole('main').getByText(sentence('he', 'bookings:cancellation.refunded')),
    ).toBeVisible();
  },
);

test.describe('product §8 booking messages on screen', DESKTOP, () => {
  test('dates out of order: "Please select valid dates"', async ({ page }, testInfo) => {
    const { checkIn, checkOut } = datesFor(testInfo);
    await page.goto(`/stays?checkIn=${checkOut}&checkOut=${checkIn}`);
    await expect(
      page.getByRole('main').getByText(t('en', 'messages.invalidDates')).filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test('nights someone else has just booked: "This booking is no longer available"', async ({
    page,
    request,
    baseURL,
    browserErrors,
  }, testInfo) => {
    const [guest, rival] = await Promise.all([signUp(request), signUp(request, { fullName: 'Moshe Katz' })]);
    const { checkIn, checkOut } = datesFor(testInfo);
    const [stay] = (await searchStays(request, { checkIn, checkOut, guests: 1 })).items;
    await signInBrowser(page, baseURL!, guest.session);

    await page.goto(`/stays/${stay!.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`);
    const form = bookingForm(page);
    await form.phone.fill('+1 347 555 0100');
    // While the guest fills in the form, somebody else takes the same nights.
    await bookStay(request, rival.session, { stayId: stay!.id, checkIn, checkOut, numberOfGuests: 1 });
    browserErrors.allow(/status of 409/);
    await form.submit.click();
    await expect(form.alert(t('en', 'messages.bookingUnavailable')).first()).toBeVisible();
  });

  test('more guests than the stay sleeps: "Too many guests for this accommodation"', async ({
    page,
    request,
    baseURL,
    browserErrors,
  }, testInfo) => {
    browserErrors.allow(/status of 400/);
    const guest = await signUp(request);
    const { checkIn, checkOut } = datesFor(testInfo);
    const [stay] = (await searchStays(request, { checkIn, checkOut, sort: 'price_asc' })).items;
    const detail = await getStay(request, stay!.id);
    await signInBrowser(page, baseURL!, guest.session);

    await page.goto(
      `/stays/${stay!.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=${detail.maxGuests + 1}`,
    );
    await expect(page.getByRole('main').getByText(t('en', 'messages.tooManyGuests')).first()).toBeVisible();
  });
});

test(
  'a guest cancels a booking, and the nights are free again',
  DESKTOP,
  async ({ page, request, baseURL }, testInfo) => {
    const guest = await signUp(request);
    const { checkIn, checkOut } = datesFor(testInfo);
    const [stay] = (await searchStays(request, { checkIn, checkOut })).items;
    const booking = await bookStay(request, guest.session, {
      stayId: stay!.id,
      checkIn,
      checkOut,
      numberOfGuests: 1,
    });
    expect((await searchStays(request, { checkIn, checkOut })).items.map((s) => s.id)).not.toContain(
      stay!.id,
    );

    await signInBrowser(page, baseURL!, guest.session);
    await page.goto(`/bookings/${booking.id}`);
    await expect(page.getByText(booking.reference).first()).toBeVisible();
    await page.getByRole('button', { name: t('en', 'bookings:cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'bookings:cancel.title') });
    // Check-in is months away: every policy gives the whole total back, and the dialog says so first.
    expect(booking.cancellation.refundNowPercent).toBe(100);
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: booking.currency }).format(
      booking.totalCents / 100,
    );
    await expect(dialog).toContainText(t('en', 'bookings:cancellation.refundNow.whole', { total }));
    await dialog.getByRole('button', { name: t('en', 'bookings:cancel.confirm') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'bookings:confirmation.cancelledTitle'),
    );
    await expect(
      page.getByRole('main').getByText(t('en', 'bookings:cancellation.refunded', { amount: total })),
    ).toBeVisible();

    const again = await searchStays(request, { checkIn, checkOut, q: stay!.title });
    expect(again.items.map((s) => s.id)).toContain(stay!.id);
  },
);

test('filters live in the URL, and Back returns to the previous search', DESKTOP, async ({ page }) => {
  await page.goto('/stays');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto('/stays?features=sukkah&sort=price_asc');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const sukkah = t('en', 'stays:jewishFeatures.sukkah');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('en', 'common:filters.remove', { label: sukkah }) })
    .click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('features'));
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get('features') === 'sukkah');
  await expect(
    page.getByRole('main').getByRole('button', { name: t('en', 'common:filters.remove', { label: sukkah }) }),
  ).toBeVisible();
});

test(
  'after 50 searches in a minute, the stays page says searching is paused',
  DESKTOP,
  async ({ page, request, browserErrors }) => {
    browserErrors.allow(/status of 429/);
    const address = `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const { anonKey } = (await (await request.get('/app-config.json')).json()) as { anonKey: string };
    for (let i = 0; i < 51; i++) {
      await request.get('/rest/v1/stays', { headers: { apikey: anonKey, 'x-forwarded-for': address } });
    }
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await page.goto('/stays');
    await expect(page.getByRole('main').getByText(t('en', 'common:results.rateLimited.title'))).toBeVisible();
  },
);
