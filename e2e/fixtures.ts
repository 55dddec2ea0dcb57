import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type WebError,
} from '@playwright/test';
import { DEMO, randomVisitorAddress, signedInState, signIn } from './support/accounts';
import { LANGUAGE_STORAGE_KEY, type Language } from './support/i18n';

/**
 * Every browser console error and uncaught page error fails the test. The app logs a missing translation
 * key with console.error, so this also catches untranslated strings. A test that provokes an error on
 * purpose (an HTTP 429 logs "Failed to load resource") names it with `browserErrors.allow(/.../)`.
 */
export class BrowserErrors {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  /** Collects from a context or a page until the returned function is called. */
  watch(target: BrowserContext | Page): () => void {
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      this.seen.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    };
    const onPageError = (error: Error) => this.seen.push(`page error: ${describe(error)}`);
    const onWebError = (webError: WebError) => onPageError(webError.error());
    target.on('console', onConsole);
    if ('pages' in target) {
      target.on('weberror', onWebError);
      return () => {
        target.off('console', onConsole);
        target.off('weberror', onWebError);
      };
    }
    target.on('pageerror', onPageError);
    return () => {
      target.off('console', onConsole);
      target.off('pageerror', onPageError);
    };
  }

  get unexpected() {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

const describe = (error: Error) => error.stack ?? `${error.name}: ${error.message}`;

type Fixtures = {
  /** The site language stored in localStorage before the first page loads; unset = the browser default. */
  language: Language | undefined;
  /** A demo account whose fresh session is in the browser before the first page loads; unset = a visitor. */
  signedInAs: keyof typeof DEMO | undefined;
  browserErrors: BrowserErrors;
};

export const test = base.extend<Fixtures>({
  language: [undefined, { option: true }],
  signedInAs: [undefined, { option: true }],

  storageState: async ({ language, signedInAs, baseURL, playwright }, use) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    if (signedInAs) {
      // Its own API context: the `request` fixture, made while the browser's options are still being
      // decided, would not know the baseURL yet.
      const api = await playwright.request.newContext({ baseURL });
      const session = await signIn(api, DEMO[signedInAs]).finally(() => api.dispose());
      await use(signedInState(baseURL, session, language));
    } else {
      await use(language ? languageStorageState(baseURL, language) : undefined);
    }
  },

  // Not tied to `context`, so a test that opens its own pages (every-route.spec.ts) pays for no context.
  browserErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this
    async ({}, use) => {
      const errors = new BrowserErrors();
      await use(errors);
      expect(errors.unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, browserErrors, javaScriptEnabled }, use) => {
    browserErrors.watch(context);
    // Without JavaScript there is no app to wait for: the server's page is all there is.
    if (javaScriptEnabled !== false) context.on('page', waitForAppOnLoad);
    // Every test is a visitor of its own to the server's per-address limits (sign-in, sign-up, contact):
    // the e2e server trusts X-Forwarded-For from loopback. (support/accounts.ts does the same for the API.)
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': randomVisitorAddress() });
    await use(context);
  },
});

export { expect };

/**
 * A page the server rendered is on screen before the app runs, and a click on one of its buttons before
 * then does nothing: page.goto and page.reload return once the app is running (main.tsx marks <html>
 * with data-app="ready" after its first render), as they did when the page was drawn by the app alone.
 */
export function waitForAppOnLoad(page: Page) {
  const ready = () =>
    page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 20_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** A browser state in which the site's language was chosen earlier (localStorage, product §1). */
export function languageStorageState(baseURL: string, language: Language) {
  return {
    cookies: [],
    origins: [{ origin: baseURL, localStorage: [{ name: LANGUAGE_STORAGE_KEY, value: language }] }],
  };
}

/** The accessibility the site holds to: axe-core with the WCAG 2.0/2.1 A and AA rules reports nothing. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are judged as they settle: a control that has just changed (the header's account controls once
  // the session is known) passes through in-between colours for a moment (`transition-colors`), which
  // axe would otherwise measure. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe inside the page in one pass; the default mode opens an extra blank page to merge
  // results across cross-origin frames, which the site does not have, and costs about a second per check.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    // Every rule still runs and every violating element is listed; the elements that pass are not
    // collected, which nothing here reads.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}
