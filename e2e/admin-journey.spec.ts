import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { apiHeaders, DEMO, signIn, signUp } from './support/accounts';
import { signInForm, toast } from './support/account-forms';
import { callAs, photo, saveStaySteps, signInBrowser, uploadPhoto } from './support/hosts';
import { t, type Language } from './support/i18n';
import { searchStays } from './support/stays';
import { PHONE } from './support/widths';

/**
 * Issue 7's admin area in a real browser against the real server: the admin approves a new host's
 * application; suspends that host's published stay, which leaves /stays at once; disables a guest, who
 * can then no longer sign in. Then the area in Hebrew at both widths, with no axe violations.
 */

const admin = (lng: Language) => (key: string, vars?: Record<string, string | number>) =>
  t(lng, `admin:${key}`, vars);

/** A name inside a message, isolated as the page does (a Hebrew name in an English sentence, or the reverse). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The admin area's section, opened from its navigation as the admin would. */
async function openSection(page: Page, lng: Language, section: string) {
  const nav = page.getByRole('navigation', { name: admin(lng)('nav.label') });
  // The section's name, then its count if any ("Messages, 5 unread"): not a longer name that starts the
  // same ("Messages" is how "Messages signalés" and "הודעות שדווחו" begin).
  const name = new RegExp(`^${admin(lng)(`sections.${section}`)}(\\s*,|$)`);
  await nav.getByRole('link', { name }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: admin(lng)(`sections.${section}`) }),
  ).toBeVisible();
}

/** Confirms the open dialog, with a reason when given. */
async function confirmDialog(page: Page, confirm: string, reason?: string) {
  const dialog = page.getByRole('dialog');
  if (reason !== undefined) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the admin approves a host, suspends a listing (gone from /stays) and disables a user who then cannot sign in @desktop', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tr = admin('en');
  const main = page.getByRole('main');
  const suffix = randomUUID().slice(0, 6);

  // A new host applies (through the API: /host/register is host-journey.spec.ts's).
  const hostName = `Esther Wilhelm ${suffix}`;
  const host = await signUp(request, { userType: 'host', fullName: hostName });

  await signInBrowser(page, baseURL!, await signIn(request, DEMO.admin), 'en');
  await page.goto('/admin');
  await expect(main.getByRole('heading', { level: 1, name: tr('title') })).toBeVisible();
  await expectNoAxeViolations(page);

  // 1. The application, approved.
  await openSection(page, 'en', 'applications');
  await main.getByRole('button', { name: tr('applications.approveName', { name: hostName }) }).click();
  await confirmDialog(page, tr('applications.approve'), 'Welcome to Orchim!');
  await expect(toast(page, tr('applications.approved', { name: isolated(hostName) }))).toBeVisible();
  await expectNoAxeViolations(page);

  // The approved host publishes a stay (the stay form is host-stay-form.spec.ts's), found on /stays.
  const session = await signIn(request, host.email, host.password);
  const title = `Garden flat on Carroll Street ${suffix}`;
  const stay = await callAs<{ id: string }>(request, session, 'post', '/rest/v1/host/stays', {
    title,
    description: 'A garden flat with a sukkah in the yard, eight minutes from 770.',
    propertyType: 'apartment',
  });
  await saveStaySteps(request, session, stay.id);
  const uploaded = await uploadPhoto(
    request,
    session,
    { kind: 'stays', id: stay.id },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#3f6212') },
  );
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  await callAs(request, session, 'post', `/rest/v1/host/stays/${stay.id}/publish`);
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/stays?q=${encodeURIComponent(suffix)}`);
  const card = visitorPage.getByRole('main').getByRole('link', { name: title, exact: true });
  await expect(card).toBeVisible();

  // 2. The stay, suspended: gone from the search and its page at once.
  await openSection(page, 'en', 'listings');
  await main.getByRole('searchbox', { name: tr('listings.search') }).fill(suffix);
  await main.getByRole('searchbox', { name: tr('listings.search') }).press('Enter');
  await main.getByRole('button', { name: tr('listings.suspendName', { title }) }).click();
  await confirmDialog(page, tr('listings.suspend'), 'The photos are of another house.');
  await expect(toast(page, tr('listings.suspended', { title: isolated(title) }))).toBeVisible();
  await expect(main.getByRole('button', { name: tr('listings.restoreName', { title }) })).toBeVisible();
  expect((await searchStays(request, { q: suffix })).items).toEqual([]);
  await visitorPage.reload();
  await expect(visitorPage.getByRole('main').getByRole('link', { name: title, exact: true })).toBeHidden();
  await visitorPage.goto(`/stays/${stay.id}`);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: t('en', 'bookings:detail.notFound.title') }),
  ).toBeVisible();
  await visitor.close();

  // 3. A guest, disabled: their session ends and they can no longer sign in.
  const guestName = `Yaakov Dubov ${suffix}`;
  const guest = await signUp(request, { fullName: guestName });
  await openSection(page, 'en', 'users');
  await main.getByRole('searchbox', { name: tr('users.search') }).fill(guest.email);
  await main.getByRole('searchbox', { name: tr('users.search') }).press('Enter');
  await main.getByRole('button', { name: tr('users.disableName', { name: guestName }) }).click();
  await confirmDialog(page, tr('users.disable'), 'Asked us to close it.');
  await expect(toast(page, tr('users.disabled', { name: isolated(guestName) }))).toBeVisible();
  await expect(main.getByRole('button', { name: tr('users.enableName', { name: guestName }) })).toBeVisible();

  const stale = await request.get('/rest/v1/bookings', {
    headers: await apiHeaders(request, guest.session.access_token),
  });
  expect(stale.status()).toBe(403);
  const guestContext = await browser.newContext({ baseURL });
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/login');
  const form = signInForm(guestPage);
  await form.fill(guest.email, guest.password);
  await form.submit.click();
  await expect(form.alert).toContainText(t('en', 'account.banned'));
  await expect(guestPage).toHaveURL(/\/login$/);
  await guestContext.close();

  // Every action is in the audit log, newest first.
  await openSection(page, 'en', 'audit');
  for (const text of [guest.email, title, host.email])
    await expect(main.getByText(text).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * A new guest's message to the demo host about the host's first published stay, which the host reported
 * (through the API: writing and reporting in a browser are messages.spec.ts's).
 */
async function reportedMessage(
  request: APIRequestContext,
  { guestName, body, reason }: { guestName: string; body: string; reason: string },
) {
  const host = await signIn(request, DEMO.host);
  const { items } = await callAs<{ items: { id: string }[] }>(
    request,
    host,
    'get',
    '/rest/v1/host/listings?kind=stays&status=published',
  );
  const guest = await signUp(request, { fullName: guestName });
  const conversation = await callAs<{ id: string }>(
    request,
    guest.session,
    'post',
    '/rest/v1/conversations',
    {
      listingKind: 'stays',
      listingId: items[0]!.id,
    },
  );
  const message = await callAs<{ id: string }>(
    request,
    guest.session,
    'post',
    `/rest/v1/conversations/${conversation.id}/messages`,
    { body },
  );
  const reported = await request.post(`/rest/v1/messages/${message.id}/report`, {
    headers: await apiHeaders(request, host.access_token),
    data: { reason },
  });
  expect(reported.status()).toBe(204);
  return { host, guest, conversationId: conversation.id };
}

test('the admin hides a reported message, which both people then see removed, and disables its sender @desktop', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tr = admin('en');
  const main = page.getByRole('main');
  const suffix = randomUUID().slice(0, 6);
  const guestName = `Boruch Shapiro ${suffix}`;
  const body = `Send me your card number and I will pay you directly ${suffix}`;
  const { host, guest, conversationId } = await reportedMessage(request, {
    guestName,
    body,
    reason: 'Asks for card details.',
  });

  await signInBrowser(page, baseURL!, await signIn(request, DEMO.admin), 'en');
  await page.goto('/admin');
  await openSection(page, 'en', 'reports');
  await main.getByRole('searchbox', { name: tr('reports.search') }).fill(suffix);
  await main.getByRole('searchbox', { name: tr('reports.search') }).press('Enter');
  await expect(main.getByText(body)).toBeVisible();
  await expect(main.getByText('Asks for card details.')).toBeVisible();

  // Hidden: the host, who has the conversation open, sees it removed at once, without its text.
  const hostContext = await browser.newContext({ baseURL });
  const hostPage = await hostContext.newPage();
  await signInBrowser(hostPage, baseURL!, host, 'en');
  await hostPage.goto(`/host/messages/${conversationId}`);
  await expect(hostPage.getByText(body)).toBeVisible();
  await expect(hostPage.locator('html')).toHaveAttribute('data-realtime-messages', 'live');
  await main.getByRole('button', { name: tr('reports.hideName', { name: guestName }) }).click();
  await confirmDialog(page, tr('reports.hide'), 'Asking for card details outside Orchim.');
  await expect(toast(page, tr('reports.hidden', { name: isolated(guestName) }))).toBeVisible();
  await expect(
    main.getByRole('button', { name: tr('reports.restoreName', { name: guestName }) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(hostPage.getByText(t('en', 'conversations:thread.removed'))).toBeVisible();
  await expect(hostPage.getByText(body)).toBeHidden();
  await hostContext.close();

  // The sender, disabled: their session ends, so they write nothing more.
  await main.getByRole('button', { name: tr('reports.disableName', { name: guestName }) }).click();
  await confirmDialog(page, tr('reports.disable'), 'Tried to take payment outside Orchim.');
  await expect(toast(page, tr('reports.disabled', { name: isolated(guestName) }))).toBeVisible();
  await expect(main.getByText(tr('reports.senderDisabled'))).toBeVisible();
  const refused = await request.post(`/rest/v1/conversations/${conversationId}/messages`, {
    headers: await apiHeaders(request, guest.session.access_token),
    data: { body: 'Hello?' },
  });
  expect(refused.status()).toBe(403);

  // Both are in the audit log.
  await openSection(page, 'en', 'audit');
  await expect(main.getByText(guest.email).first()).toBeVisible();
  await expect(main.getByText(new RegExp(suffix)).first()).toBeVisible();
});

test(
  'the admin area in Hebrew reads right to left, with no axe violations',
  PHONE,
  async ({ page, request, baseURL }) => {
    const tr = admin('he');
    // A message a new guest wrote to the demo host, which the host reported: the reports section has a card.
    const body = 'אפשר לשלם במזומן מחוץ לאתר? ככה יוצא זול יותר לשנינו.';
    await reportedMessage(request, {
      guestName: `יוסי כץ ${randomUUID().slice(0, 6)}`,
      body,
      reason: 'מבקש לשלם מחוץ לאתר.',
    });

    await signInBrowser(page, baseURL!, await signIn(request, DEMO.admin), 'he');
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: tr('title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: tr('overview.revenue.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const section of ['applications', 'listings', 'reviews', 'reports', 'users', 'messages', 'audit']) {
      await openSection(page, 'he', section);
      if (section === 'reports') {
        await expect(page.getByRole('main').getByText(body).first()).toHaveAttribute('dir', 'auto');
      }
      await expectNoAxeViolations(page);
    }
  },
);
