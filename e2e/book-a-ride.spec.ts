import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { DEMO_TRANSPORT_SERVICES } from '../apps/server/src/db/seed/demo-transport-data';
import { apiHeaders, DEMO, signIn, signUp } from './support/accounts';
import { toast } from './support/account-forms';
import { t, type Language } from './support/i18n';
import {
  getBooking,
  listTransport,
  nextFriday,
  quoteRide,
  serviceRunningAt,
  weekdayPickupFor,
} from './support/transport';
import { chooseDate, dateField } from './support/date-field';
import { DESKTOP, PHONE } from './support/widths';

/**
 * Issue 5's transportation in a real browser against the real server: the list and its filters, a
 * service's page, the ride form with the server's quote, a booking as the demo guest in English and in
 * Hebrew (right to left), the Shabbos refusal on screen, and product §6's sign-in message for a visitor.
 * Each booking takes a Wednesday pickup of its own that the quote endpoint accepted first
 * (support/transport.ts), so the specs run in parallel on one server and never meet a holy day.
 */

/** The ride form of a service page, found by its labels. */
function rideForm(page: Page, lng: Language = 'en') {
  const main = page.getByRole('main');
  const field = (key: string) => main.getByLabel(t(lng, key), { exact: true });
  return {
    pickup: field('transport:form.pickup'),
    destination: field('transport:form.destination'),
    date: dateField(main, t(lng, 'transport:form.date')),
    time: field('transport:form.time'),
    passengers: field('transport:form.passengers'),
    luggage: field('transport:form.luggage'),
    flightNumber: field('transport:form.flightNumber'),
    firstName: field('bookings:form.firstName'),
    phone: field('bookings:form.phone'),
    submit: main.getByRole('button', { name: t(lng, 'transport:form.submit'), exact: true }),
  };
}

/** Dollars as the page writes them in that language ("$75.00", "75,00 $US", "‏75.00 $"). */
const money = (cents: number, lng: Language) =>
  new Intl.NumberFormat({ en: 'en-US', fr: 'fr-FR', he: 'he-IL' }[lng], {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);

/** Text as a reader sees it: Intl's narrow and no-break spaces are spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0\s]+/g, ' ').trim();

const bookingPath = /\/bookings\/([0-9a-f-]{36})$/;

test.describe('signed in as the demo guest', () => {
  test.use({ signedInAs: 'guest' });

  test(
    'finds a JFK transfer with the filters, books it with the quoted price, and gets the confirmation',
    DESKTOP,
    async ({ page, request }, testInfo) => {
      const { items } = await listTransport(request, {
        serviceType: 'airport_transfer',
        airport: 'JFK',
        passengers: 2,
      });
      const service = items[0]!;
      const pickup = await weekdayPickupFor(request, testInfo, service, { passengers: 2, luggage: 1 });

      await page.goto('/transport');
      const main = page.getByRole('main');
      await expect(main.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await main.getByLabel(t('en', 'transport:list.filters.airport'), { exact: true }).selectOption('JFK');
      await expect(page).toHaveURL(/\/transport\?serviceType=airport_transfer&airport=JFK$/);
      // The next filter at once, while the list of the first may still be loading: both are kept.
      await main.getByLabel(t('en', 'transport:list.filters.passengers'), { exact: true }).selectOption('2');
      await expect(page).toHaveURL(/\/transport\?serviceType=airport_transfer&airport=JFK&passengers=2$/);
      await expect(
        main.getByLabel(t('en', 'transport:list.filters.serviceType'), { exact: true }),
      ).toHaveValue('airport_transfer');
      await expect(
        main.getByRole('heading', {
          level: 2,
          name: t('en', 'transport:list.results.count', { count: items.length }),
        }),
      ).toBeVisible();
      await main.getByRole('link', { name: service.title, exact: true }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const form = rideForm(page);
      await expect(form.passengers).toHaveValue('2');
      await chooseDate(page, form.date, pickup.date);
      await form.time.selectOption(pickup.time);
      await form.luggage.selectOption(String(pickup.luggage));
      // The server's price for this pickup, before anything is sent.
      const total = main.getByRole('status').filter({ hasText: t('en', 'transport:form.quote.total') });
      await expect(total).toContainText(money(pickup.quote.totalCents, 'en'));
      await expectNoAxeViolations(page);

      await form.flightNumber.fill('ly 1');
      await form.phone.fill('+1 718 555 0177');
      await form.submit.click();

      await expect(toast(page, t('en', 'messages.bookingConfirmed'))).toBeVisible();
      await expect(page).toHaveURL(bookingPath);
      const id = bookingPath.exec(new URL(page.url()).pathname)![1]!;
      const booking = await getBooking(request, await signIn(request, DEMO.guest), id);
      expect(booking).toMatchObject({
        kind: 'ride',
        status: 'confirmed',
        numberOfGuests: 2,
        totalCents: pickup.quote.totalCents,
        ride: {
          id: service.id,
          pickupAt: pickup.quote.pickupAt,
          date: pickup.date,
          luggage: 1,
          flightNumber: 'LY1',
        },
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('en', 'bookings:confirmation.title'),
      );
    },
  );

  test(
    'a Friday-night pickup shows why: no rides from candle lighting to havdalah',
    DESKTOP,
    async ({ page, request, browserErrors }) => {
      browserErrors.allow(/status of 400/);
      const service = serviceRunningAt((await listTransport(request)).items, '21:00');
      const friday = nextFriday();
      const answer = await quoteRide(request, service.id, {
        date: friday,
        time: '21:00',
        passengers: 1,
        luggage: 0,
      });
      if (answer.ok || !answer.refusal.window)
        throw new Error(`a Friday 21:00 pickup was not refused: ${JSON.stringify(answer)}`);
      const { window } = answer.refusal;
      const dayAndTime = (instant: string) =>
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          weekday: 'long',
          hour: 'numeric',
          minute: '2-digit',
        }).format(new Date(instant));

      await page.goto(`/transport/${service.id}`);
      const form = rideForm(page);
      await chooseDate(page, form.date, friday);
      await form.time.selectOption('21:00');
      const refusal = page.getByRole('main').getByRole('alert').filter({ hasText: window.name.en });
      await expect(refusal).toBeVisible();
      expect(plain(await refusal.textContent())).toBe(
        plain(
          t('en', 'bookings:refusals.restDay', {
            name: window.name.en,
            start: dayAndTime(window.start),
            end: dayAndTime(window.end),
          }),
        ),
      );
      await expect(form.time).toHaveAttribute('aria-invalid', 'true');

      // Sending it anyway books nothing: the guest is taken to the reason.
      await form.phone.fill('+1 718 555 0178');
      await form.submit.click();
      await expect(refusal).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/transport/${service.id}$`));
    },
  );
});

test.describe('the fleet', () => {
  test.use({ signedInAs: 'guest' });

  test(
    'twenty guests race for the SUVs at one time: the fleet takes as many, the guest in the browser hears the ride is gone, and the quote then says every SUV is out',
    DESKTOP,
    async ({ page, request, browserErrors }, testInfo) => {
      const suvs = DEMO_TRANSPORT_SERVICES.find((demo) => demo.key === 'ewr-lga-suv')!;
      const service = (await listTransport(request, { serviceType: 'airport_transfer' })).items.find(
        (item) => item.title === suvs.title,
      )!;
      const pickup = await weekdayPickupFor(request, testInfo, service);

      // The guest fills in the form for that pickup...
      await page.goto(`/transport/${service.id}`);
      const form = rideForm(page);
      await chooseDate(page, form.date, pickup.date);
      await form.time.selectOption(pickup.time);
      await form.phone.fill('+1 718 555 0190');
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: t('en', 'transport:form.quote.total') }),
      ).toContainText(money(pickup.quote.totalCents, 'en'));

      // ...while twenty others book the same pickup at the same moment, through the API.
      const racers = await Promise.all(Array.from({ length: 20 }, () => signUp(request)));
      const statuses = await Promise.all(
        racers.map(async ({ session }) =>
          (
            await request.post('/rest/v1/bookings', {
              headers: await apiHeaders(request, session.access_token),
              data: {
                kind: 'ride',
                transportServiceId: service.id,
                date: pickup.date,
                time: pickup.time,
                pickup: 'Newark Liberty, terminal B',
                destination: '770 Eastern Parkway, Brooklyn',
                numberOfGuests: 1,
                luggage: 0,
                flightNumber: '',
                firstName: 'Racer',
                lastName: 'Levin',
                phone: '+1 718 555 0191',
                specialRequests: '',
              },
            })
          ).status(),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(suvs.vehicles);
      expect(statuses.filter((status) => status === 409)).toHaveLength(20 - suvs.vehicles);

      browserErrors.allow(/status of 409/);
      await form.submit.click();
      await expect(
        page
          .getByRole('main')
          .getByRole('alert')
          .filter({ hasText: t('en', 'messages.bookingUnavailable') }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/transport/${service.id}`));

      // Picking that time again, the guest is told before sending anything that every SUV is out.
      await page.reload();
      const again = rideForm(page);
      await chooseDate(page, again.date, pickup.date);
      await again.time.selectOption(pickup.time);
      await expect(
        page
          .getByRole('main')
          .getByRole('alert')
          .filter({ hasText: t('en', 'bookings:refusals.fleetFull') }),
      ).toBeVisible();
      await expect(again.time).toHaveAttribute('aria-invalid', 'true');
    },
  );
});

test.describe('in Hebrew, right to left', PHONE, () => {
  test.use({ signedInAs: 'guest', language: 'he' });

  test('the ride form books, its dates and times in Hebrew, the flight number left to right', async ({
    page,
    request,
  }, testInfo) => {
    const { items } = await listTransport(request, { serviceType: 'airport_transfer' });
    const service = items.at(-1)!;
    const pickup = await weekdayPickupFor(request, testInfo, service);

    await page.goto(`/transport/${service.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    const form = rideForm(page, 'he');
    await expect(form.submit).toBeVisible();
    await expect(form.firstName).toHaveCSS('direction', 'rtl');
    await expect(form.flightNumber).toHaveCSS('direction', 'ltr');
    await chooseDate(page, form.date, pickup.date);
    await form.time.selectOption(pickup.time);
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: t('he', 'transport:form.quote.total') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await form.phone.fill('052-555-0177');
    await form.submit.click();
    await expect(toast(page, t('he', 'messages.bookingConfirmed'))).toBeVisible();
    await expect(page).toHaveURL(bookingPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('he', 'bookings:confirmation.title'));
  });

  test('the list reads right to left and passes axe', async ({ page }) => {
    await page.goto('/transport?serviceType=ohel_ride');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: t('he', 'filters.remove', { label: t('he', 'transport:serviceTypes.ohel_ride') }),
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test(
  'a visitor sees product §6’s message in place of the form, and passes axe',
  DESKTOP,
  async ({ page, request }) => {
    const [service] = (await listTransport(request)).items;
    await page.goto(`/transport/${service!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service!.title);
    await expect(page.getByText(t('en', 'messages.loginToBook'))).toBeVisible();
    await expect(rideForm(page).pickup).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);
