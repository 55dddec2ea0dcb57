import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayInNewYork } from '@orchim/shared/dates';
import type { HostStay } from '@orchim/shared/host';
import type { HostImages } from '@orchim/shared/image-schemas';
import type { StayAvailability } from '@orchim/shared/stays';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { apiHeaders, type Session } from './support/accounts';
import { approvedHost, callAs, ok, photo, saveStaySteps, signInBrowser, uploadPhoto } from './support/hosts';
import { t, type Language } from './support/i18n';
import { DESKTOP, widthFor } from './support/widths';

/**
 * Issue 6's stay form in a real browser against the real server: a host prepares a stay step by step
 * (with two photos and blocked nights), publishes it and finds it on /stays/{id}; the upload refusals of
 * product §5 (a 6 MB file, a page renamed .jpg, an 11th photo); and axe on every screen in English and
 * Hebrew, at both widths (the phone and desktop projects).
 *
 * Each test works with a host of its own, approved by the admin through the API, so the demo host's
 * listings (which other specs read) stay as seeded.
 */

const MB = 1024 * 1024;

/** A draft with every step saved through the API (the form's own wire format). */
async function preparedStay(request: APIRequestContext, session: Session) {
  const stay = await callAs<HostStay>(request, session, 'post', '/rest/v1/host/stays', {
    title: 'Parlour floor on Union Street',
    description: 'Two bright rooms and a kosher kitchen, a short walk from 770 Eastern Parkway.',
    propertyType: 'apartment',
  });
  await saveStaySteps(request, session, stay.id);
  return stay;
}

/** The stay form's screens, found by role and name from the translation files. */
function stayForm(page: Page, lng: Language = 'en') {
  const main = page.getByRole('main');
  const tr = (key: string, vars?: Record<string, string | number>) => t(lng, `hostForm:${key}`, vars);
  return {
    main,
    tr,
    stepHeading: (screen: string) =>
      main.getByRole('heading', { level: 2, name: tr(`screens.${screen}.title`), exact: true }),
    // A control: the step's form is named by its heading, which a field may share ("House rules").
    field: (key: string) =>
      main
        .getByLabel(tr(`fields.${key}.label`), { exact: true })
        .and(main.locator('input, select, textarea')),
    save: main.getByRole('button', { name: tr('actions.save'), exact: true }),
    fileInput: main.locator('input[type="file"]'),
    day: (iso: string) => main.locator(`td[data-day="${iso}"] button`),
  };
}

/** Pages the calendar forward until the day is on screen. */
async function showDay(page: Page, day: Locator) {
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await expect(day).toBeVisible();
}

test.describe('the stay form', () => {
  test(
    'a host prepares a stay step by step, adds photos, blocks nights, publishes it and sees it live',
    DESKTOP,
    async ({ page, request, baseURL }) => {
      const host = await approvedHost(request, 'Rivka Gurary');
      await signInBrowser(page, baseURL!, host.session, 'en');
      const form = stayForm(page);
      const { tr } = form;

      await page.goto('/host/listings/new');
      await expect(form.stepHeading('basics')).toBeVisible();
      // The browser checks with the server's schema before anything is sent.
      await form.save.click();
      await expect(form.field('title')).toHaveAccessibleDescription(t('en', 'validation.required'));

      await form.field('title').fill('Garden floor on Montgomery Street');
      await form
        .field('description')
        .fill('A bright garden floor with its own kosher kitchen, near Kingston Avenue.');
      await form
        .field('propertyType')
        .selectOption({ label: t('en', 'stays:propertyTypes.brownstone_floor') });
      await form.save.click();
      await expect(page.getByText(t('en', 'messages.listingCreated'))).toBeVisible();
      await expect(form.stepHeading('location')).toBeFocused();
      await expect(page).toHaveURL(/\/host\/listings\/edit\/[0-9a-f-]{36}\?step=location$/);
      const stayId = new URL(page.url()).pathname.split('/').pop()!;

      // A reload keeps the draft.
      await page.reload();
      await expect(form.stepHeading('location')).toBeVisible();

      await form.field('address').fill('1304 President St');
      await form.field('address').blur();
      await expect(form.main.getByText(/^We read this as: President St/)).toBeVisible();
      await expect(form.main.getByText(/^\d+ min walk to 770$/)).toBeVisible();
      await form.field('area').fill('President Street near Brooklyn Avenue');
      await form.save.click();

      await expect(form.stepHeading('rooms')).toBeFocused();
      await form.field('bedrooms').fill('2');
      await form.field('beds').fill('3');
      await form.field('maxGuests').fill('5');
      await form.save.click();

      await expect(form.stepHeading('pricing')).toBeFocused();
      await form.field('pricePerNight').fill('165.50');
      await form.field('cleaningFee').fill('60');
      await form.field('minimumNights').fill('2');
      await form.save.click();

      await expect(form.stepHeading('amenities')).toBeFocused();
      await form.main.getByLabel(t('en', 'stays:amenities.wifi'), { exact: true }).check();
      await form.main.getByLabel(t('en', 'stays:amenities.washer'), { exact: true }).check();
      await form.save.click();

      await expect(form.stepHeading('jewish')).toBeFocused();
      await form.main.getByLabel(t('en', 'stays:jewishFeatures.kosher_kitchen'), { exact: true }).check();
      await form.save.click();
      await expect(form.field('kosherStandard')).toHaveAccessibleDescription(
        t('en', 'validation.kosherStandard'),
      );
      await form.field('kosherStandard').selectOption({ label: t('en', 'stays:kosherStandards.chabad') });
      await form.field('mikvahWalkMinutes').fill('8');
      await form.save.click();

      await expect(form.stepHeading('rules')).toBeFocused();
      await form.field('houseRules').fill('Quiet after 11 pm, please.');
      await form.save.click();

      await expect(form.stepHeading('photos')).toBeFocused();
      await form.fileInput.setInputFiles([
        { name: 'front-room.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#c2410c') },
        { name: 'kitchen.png', mimeType: 'image/png', buffer: await photo('png', '#1d3557') },
      ]);
      const heading = form.main.getByRole('heading', {
        level: 3,
        name: tr('photos.yours', { count: 2, number: 2, max: 10 }),
      });
      await expect(heading).toBeVisible();
      const images = form.main.getByRole('listitem').locator('img');
      await expect(images).toHaveCount(2);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
        await expect(image).toHaveJSProperty('complete', true);
      }
      // The kitchen becomes the cover, and both get descriptions.
      await form.main
        .getByRole('button', {
          name: `${tr('photos.makeCover')}, ${tr('photos.photoNumber', { position: 2 })}`,
        })
        .click();
      await expect(form.main.getByText(tr('photos.nowCover'))).toBeAttached();
      await form.main.getByLabel(tr('photos.alt', { position: 1 })).fill('The kitchen, with two sinks');
      await form.main.getByLabel(tr('photos.alt', { position: 2 })).click();
      await expect(form.main.getByText(tr('photos.altSaved', { position: 1 }))).toBeAttached();
      const saved = await callAs<HostImages>(
        request,
        host.session,
        'get',
        `/rest/v1/host/stays/${stayId}/images`,
      );
      expect(saved.images.map((image) => image.alt)).toEqual(['The kitchen, with two sinks', '']);
      await form.save.click();

      await expect(form.stepHeading('availability')).toBeFocused();
      const first = addDays(todayInNewYork(), 20);
      const last = addDays(first, 2);
      await showDay(page, form.day(first));
      await form.day(first).click();
      await showDay(page, form.day(last));
      await form.day(last).click();
      await form.main.getByRole('button', { name: tr('calendar.block', { count: 3 }) }).click();
      const blocks = form.main.getByRole('region', { name: tr('calendar.blocksTitle') });
      await expect(
        blocks.getByRole('button', { name: new RegExp(`^${tr('calendar.unblock')} `) }),
      ).toHaveCount(1);
      await form.save.click();

      await expect(form.stepHeading('review')).toBeFocused();
      await expect(form.main.getByText(tr('review.ready'))).toBeVisible();
      await form.main.getByRole('button', { name: tr('review.publish'), exact: true }).click();
      await expect(form.main.getByText(tr('review.publishedTitle'))).toBeVisible();

      await form.main.getByRole('link', { name: tr('review.view') }).click();
      await expect(page).toHaveURL(`/stays/${stayId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Garden floor on Montgomery Street');
      // The blocked nights are taken for guests.
      const availability = await ok<StayAvailability>(
        await request.get(`/rest/v1/stays/${stayId}/availability?from=${first}&to=${addDays(first, 5)}`, {
          headers: await apiHeaders(request),
        }),
        'availability',
      );
      expect(availability.taken).toContainEqual({ start: first, end: addDays(last, 1) });
    },
  );

  test(
    'photo refusals: a 6 MB file, a page renamed .jpg, an 11th photo',
    DESKTOP,
    async ({ page, request, baseURL, browserErrors }) => {
      // The server's refusal of the renamed page is logged by the browser as a failed request.
      browserErrors.allow(/status of 415/);
      const host = await approvedHost(request, 'Rivka Gurary');
      const stay = await preparedStay(request, host.session);
      await signInBrowser(page, baseURL!, host.session, 'en');
      const form = stayForm(page);
      const { tr } = form;
      const refusal = (name: string) => form.main.getByRole('alert').filter({ hasText: name });
      const page6MB = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * MB, 0xff) };
      const html = {
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      };

      await page.goto(`/host/listings/edit/${stay.id}?step=photos`);
      await expect(form.stepHeading('photos')).toBeVisible();
      await form.fileInput.setInputFiles([page6MB, html]);
      // Too large: said in the browser, nothing sent. A page renamed .jpg: the server reads the content.
      await expect(refusal('huge.jpg')).toContainText(tr('errors.file_too_large', { size: '5 MB', max: 10 }));
      await expect(refusal('holiday.jpg')).toContainText(tr('errors.unsupported_file_type'));
      // The server refuses both on its own too.
      expect(
        (await uploadPhoto(request, host.session, { kind: 'stays', id: stay.id }, page6MB)).status(),
      ).toBe(413);
      const renamed = await uploadPhoto(request, host.session, { kind: 'stays', id: stay.id }, html);
      expect(renamed.status()).toBe(415);
      expect(((await renamed.json()) as { code: string }).code).toBe('unsupported_file_type');

      // Ten photos, then an eleventh.
      for (let index = 0; index < 10; index += 1) {
        const buffer = await photo('jpeg', `#${(0x203040 + index * 0x101010).toString(16)}`);
        const answer = await uploadPhoto(
          request,
          host.session,
          { kind: 'stays', id: stay.id },
          {
            name: `photo-${index}.jpg`,
            mimeType: 'image/jpeg',
            buffer,
          },
        );
        expect(answer.status(), `photo ${index + 1}`).toBe(201);
      }
      const eleventh = {
        name: 'eleventh.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('jpeg', '#eeeeee'),
      };
      const refused = await uploadPhoto(request, host.session, { kind: 'stays', id: stay.id }, eleventh);
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { code: string }).code).toBe('too_many_images');

      await page.reload();
      await expect(form.main.getByText(tr('photos.full', { max: 10, size: '5 MB' }))).toBeVisible();
      await form.fileInput.setInputFiles(eleventh);
      await expect(refusal('eleventh.jpg')).toContainText(
        tr('errors.too_many_images', { max: 10, size: '5 MB' }),
      );
      await expect(form.main.getByRole('listitem').locator('img')).toHaveCount(10);
    },
  );

  for (const lng of ['en', 'he'] as const) {
    test(
      `every screen passes axe, without sideways scrolling (${lng})`,
      widthFor(lng),
      async ({ page, request, baseURL }) => {
        // Every screen of the form, each checked by axe: over a minute on a busy 2-core machine.
        test.slow();
        const host = await approvedHost(request, 'Rivka Gurary');
        const stay = await preparedStay(request, host.session);
        await uploadPhoto(
          request,
          host.session,
          { kind: 'stays', id: stay.id },
          {
            name: 'front.jpg',
            mimeType: 'image/jpeg',
            buffer: await photo('jpeg', '#a4461f'),
          },
        );
        await signInBrowser(page, baseURL!, host.session, lng);
        const form = stayForm(page, lng);
        for (const screen of [
          'basics',
          'location',
          'rooms',
          'pricing',
          'amenities',
          'jewish',
          'rules',
          'photos',
          'availability',
          'review',
        ]) {
          await page.goto(`/host/listings/edit/${stay.id}?step=${screen}`);
          await expect(form.stepHeading(screen)).toBeVisible();
          if (screen === 'photos')
            await expect(form.main.getByRole('listitem').locator('img')).toHaveCount(1);
          if (screen === 'availability')
            await expect(form.main.locator('td[data-day]').first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr');
          await expectNoAxeViolations(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
        }
        // The first screen of a new stay, with its errors showing.
        await page.goto('/host/listings/new');
        await form.save.click();
        await expect(form.field('title')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);
      },
    );
  }
});
