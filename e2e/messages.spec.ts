import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForAppOnLoad, type BrowserErrors } from './fixtures';
import { DEMO, signedInState, signIn, signUp, type Session } from './support/accounts';
import { callAs } from './support/hosts';
import { dirOf, t, type Language } from './support/i18n';
import { widthFor } from './support/widths';

/**
 * Guests and hosts write to each other (docs/product.md, Messages): a guest asks the host a question from
 * a stay's page before booking; the host, with the inbox open in another browser, sees it arrive without
 * reloading and answers; the guest sees the answer arrive in the open conversation. In English at desktop
 * width and in Hebrew on a phone, with axe on both inboxes.
 */

const tr = (lng: Language, key: string, vars?: Record<string, string | number>) =>
  t(lng, `conversations:${key}`, vars);

/** The first of the demo host's published stays. */
async function demoHostStay(request: Parameters<typeof signIn>[0], session: Session) {
  const { items } = await callAs<{ items: { id: string }[] }>(
    request,
    session,
    'get',
    '/rest/v1/host/listings?kind=stays&status=published',
  );
  if (!items[0]) throw new Error('the demo host has no published stay');
  return items[0];
}

/** A browser of its own, signed in, at the test's width, whose console errors fail the test too. */
async function signedInBrowser(
  browser: Browser,
  testInfo: TestInfo,
  browserErrors: BrowserErrors,
  session: Session,
  lng: Language,
) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId, baseURL } =
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
    storageState: signedInState(baseURL!, session, lng),
  });
  browserErrors.watch(context);
  context.on('page', waitForAppOnLoad);
  return context;
}

/** The message list of the open conversation: each message a list item. */
const thread = (page: Page) => page.getByRole('main').getByRole('list').last();

for (const lng of ['en', 'he'] as const) {
  test.describe(`messages in ${lng}`, widthFor(lng), () => {
    test('a guest asks before booking, and the host answers live', async ({
      browser,
      request,
      browserErrors,
    }, testInfo) => {
      test.setTimeout(120_000);
      const hostSession = await signIn(request, DEMO.host);
      const stay = await demoHostStay(request, hostSession);
      const guestName = lng === 'he' ? 'לאה' : 'Leah';
      const guest = await signUp(request, { fullName: `${guestName} Levin` });
      const hostName = String(hostSession.user.user_metadata.full_name ?? '').split(' ')[0]!;

      // The host has the inbox open before the question is asked.
      const hostContext = await signedInBrowser(browser, testInfo, browserErrors, hostSession, lng);
      const hostPage = await hostContext.newPage();
      await hostPage.goto('/host/messages');
      await expect(hostPage.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'inbox.host.title'));
      await expect(hostPage.locator('html')).toHaveAttribute('dir', dirOf(lng));

      // The guest asks from the stay's page.
      const guestContext = await signedInBrowser(browser, testInfo, browserErrors, guest.session, lng);
      const guestPage = await guestContext.newPage();
      await guestPage.goto(`/stays/${stay.id}`);
      await guestPage.getByRole('button', { name: tr(lng, 'ask.button') }).click();
      const dialog = guestPage.getByRole('dialog', { name: tr(lng, 'ask.dialogTitle', { name: hostName }) });
      await expect(dialog).toBeVisible();
      const question =
        lng === 'he'
          ? 'האם הדלת של הבניין אינה חשמלית? אנחנו מגיעים עם תינוק.'
          : 'Is the building door non-electric? We are coming with a baby.';
      await dialog.getByRole('textbox', { name: tr(lng, 'composer.label'), exact: true }).fill(question);
      await dialog.getByRole('button', { name: tr(lng, 'composer.send') }).click();
      await expect(dialog.getByText(tr(lng, 'ask.sent', { name: hostName }))).toBeVisible();
      await dialog.getByRole('link', { name: tr(lng, 'ask.openConversation') }).click();
      await expect(thread(guestPage).getByText(question)).toBeVisible();
      await expect(thread(guestPage).getByText(question)).toHaveAttribute('dir', 'auto');

      // It arrives in the host's open inbox, unread, without a reload.
      const item = hostPage
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: tr(lng, 'inbox.with', { name: guestName }) });
      await expect(item).toBeVisible();
      await expect(item.getByText(question)).toBeVisible();
      await expect(item.getByText(tr(lng, 'inbox.unread', { count: 1 }))).toBeAttached();
      await expectNoAxeViolations(hostPage);
      await item.getByRole('link').click();
      await expect(thread(hostPage).getByText(question)).toBeVisible();

      // The host answers; the guest's open conversation shows it without a reload.
      const answer =
        lng === 'he'
          ? 'כן, יש מפתח רגיל. יש גם עריסה בחדר השינה.'
          : 'Yes, there is a plain key. There is a crib in the bedroom too.';
      // Exact: the host's inbox also has a navigation named "Your messages".
      const composer = hostPage.getByRole('textbox', { name: tr(lng, 'composer.label'), exact: true });
      await composer.fill(answer);
      await hostPage.getByRole('button', { name: tr(lng, 'composer.send') }).click();
      await expect(thread(hostPage).getByText(answer)).toBeVisible();
      await expect(composer).toBeFocused();
      await expect(composer).toHaveValue('');
      await expect(thread(guestPage).getByText(answer)).toBeVisible();

      // The guest's inbox lists the conversation with the answer last, read.
      await guestPage.goto('/messages');
      await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'inbox.guest.title'));
      const guestItem = guestPage
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: tr(lng, 'inbox.with', { name: hostName }) });
      await expect(guestItem.getByText(answer)).toBeVisible();
      await expect(guestItem.getByText(tr(lng, 'inbox.unread', { count: 1 }))).toHaveCount(0);
      await expectNoAxeViolations(guestPage);

      await guestContext.close();
      await hostContext.close();
    });
  });
}
