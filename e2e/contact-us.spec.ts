import { randomInt, randomUUID } from 'node:crypto';
import { CONTACT_RATE_LIMIT, LIMITS } from '@orchim/shared/constants';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { t, type Language } from './support/i18n';
import { DESKTOP, PHONE } from './support/widths';

/**
 * The contact form against the real server (product §5, §9): a message is stored and confirmed; input over
 * the limits or failing the input check is refused in the browser with a translated message and nothing
 * is sent; the fourth message within an hour from one sender is refused with the limit message.
 */

/**
 * A sender of our own: a fresh email and, through X-Forwarded-For (the e2e server trusts it from
 * loopback), a fresh address, so no test shares the server's per-sender counters with another.
 */
async function becomeNewSender(page: Page) {
  const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return { email: `visitor-${randomUUID().slice(0, 8)}@example.com` };
}

function contactForm(page: Page, lng: Language) {
  return {
    name: page.getByLabel(t(lng, 'contact:form.name'), { exact: true }),
    email: page.getByLabel(t(lng, 'contact:form.email'), { exact: true }),
    subject: page.getByLabel(t(lng, 'contact:form.subject'), { exact: true }),
    message: page.getByLabel(t(lng, 'contact:form.message'), { exact: true }),
    submit: page.getByRole('button', { name: t(lng, 'contact:form.submit') }),
    sent: page.getByRole('status').filter({ hasText: t(lng, 'contact:success.title') }),
  };
}

/** Every POST the page makes to the contact function. */
function watchContactRequests(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/functions/v1/contact') {
      sent.push(request);
    }
  });
  return sent;
}

test('a visitor sends a message and sees it confirmed', DESKTOP, async ({ page }) => {
  const { email } = await becomeNewSender(page);
  const form = contactForm(page, 'en');
  await page.goto('/contact');
  await form.name.fill('Devorah Levin');
  await form.email.fill(email);
  await form.subject.fill('Staying for Shabbos Chanukah');
  await form.message.fill(
    'Shalom! We are a family of five looking for a stay near 770 for Shabbos Chanukah.',
  );

  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/functions/v1/contact' && r.request().method() === 'POST',
  );
  await form.submit.click();
  expect((await response).status()).toBe(201);
  await expect(form.sent).toBeVisible();
  await expect(form.sent).toContainText(t('en', 'contact:success.text'));
  // The form is ready for another message.
  await expect(form.message).toHaveValue('');
});

test.describe('in French', PHONE, () => {
  test.use({ language: 'fr' });

  test('too long and unsafe input is refused with translated messages, and nothing is sent', async ({
    page,
  }) => {
    const sent = watchContactRequests(page);
    const form = contactForm(page, 'fr');
    const number = (value: number) => new Intl.NumberFormat('fr').format(value);
    await page.goto('/contact');
    await expect(form.submit).toBeVisible();

    // The browser holds each field to its limit (product §5: message 1000 characters)...
    await form.message.fill('m'.repeat(LIMITS.message + 1));
    await expect(form.message).toHaveValue('m'.repeat(LIMITS.message));
    await expect(form.message).toHaveAccessibleDescription(
      t('fr', 'contact:form.counter', { used: number(LIMITS.message), max: number(LIMITS.message) }),
    );
    // ...and the form's own check refuses a longer value even from a browser that ignores maxlength.
    await form.name.evaluate((input) => input.removeAttribute('maxlength'));
    await form.name.fill('N'.repeat(LIMITS.name + 1));

    await form.email.fill('visiteur@example.com');
    await form.subject.fill('<a href="javascript:alert(1)">Bonjour</a>');
    await form.message.fill('Bonjour <script>alert(1)</script>');
    await form.submit.click();

    await expect(form.name).toHaveAccessibleDescription(
      t('fr', 'validation.tooLong_max', { max: number(LIMITS.name) }),
    );
    await expect(form.subject).toHaveAccessibleDescription(t('fr', 'validation.unsafe'));
    await expect(form.message).toHaveAccessibleDescription(t('fr', 'validation.unsafe'));
    for (const field of [form.name, form.subject, form.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }

    // An inline event handler is refused too.
    await form.subject.fill('Bonjour');
    await form.message.fill('<img src="x" onerror="alert(1)">');
    await form.submit.click();
    await expect(form.message).toHaveAccessibleDescription(t('fr', 'validation.unsafe'));
    await expect(form.subject).not.toHaveAttribute('aria-invalid', 'true');

    await expect(form.sent).toBeHidden();
    expect(sent, 'requests to /functions/v1/contact').toEqual([]);
  });
});

test(
  'the fourth message within an hour from one sender shows the limit message',
  DESKTOP,
  async ({ page, browserErrors }) => {
    // The refused request is an HTTP 429, which Chromium reports on the console.
    browserErrors.allow(/Failed to load resource: the server responded with a status of 429/);
    const { email } = await becomeNewSender(page);
    const form = contactForm(page, 'en');
    await page.goto('/contact');

    const send = async (n: number) => {
      await form.name.fill('Mendel Katz');
      await form.email.fill(email);
      await form.subject.fill(`Airport ride, question ${n}`);
      await form.message.fill(`Can a driver meet us at JFK terminal 4 on Thursday night? (message ${n})`);
      const response = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/functions/v1/contact' && r.request().method() === 'POST',
      );
      await form.submit.click();
      return (await response).status();
    };

    for (let n = 1; n <= CONTACT_RATE_LIMIT.attempts; n++) {
      expect(await send(n), `message ${n}`).toBe(201);
      await expect(form.sent).toBeVisible();
      await expect(form.message).toHaveValue('');
    }
    expect(await send(CONTACT_RATE_LIMIT.attempts + 1)).toBe(429);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: t('en', 'contact:rateLimited', { max: CONTACT_RATE_LIMIT.attempts }) }),
    ).toBeVisible();
    await expect(form.sent).toBeHidden();
  },
);
