import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { AppConfig } from '@orchim/shared/app-config';
import { DEFAULT_LANGUAGE, type Language } from '@orchim/shared/constants';
import { matchRoute, PUBLIC_ROUTES } from '@orchim/shared/routes';
import { AppErrorBoundary } from '@/app/error-screen';
import { AppProviders } from '@/app/providers';
import { AppRoutes, PAGES } from '@/app/router';
import { ssrStateScript, type SsrState } from '@/app/ssr-state';
import { setApiScopeReader, type ApiScope, type ApiTransport } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { DEFAULT_NAMESPACE, i18n, initI18n, isRtl } from '@/lib/i18n';

/**
 * The server's side of the app (built by `vite build --ssr` into dist-ssr, run by apps/server's
 * static-site plugin): the public pages rendered to HTML by React (react-dom/static's prerender) with the
 * app's own components, routes and queries, so that a visitor sees the page before its code has arrived.
 * The browser then hydrates that HTML (main.tsx) from the state written beside it. Renders share nothing:
 * each has its own i18next instance, QueryClient, router and API scope, so any number run at once.
 */

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  language: Language;
  /** What /app-config.json would answer this visitor. */
  config: AppConfig;
  /** Answers the page's API calls (the server's own router, in-process). */
  transport: ApiTransport;
  /** Aborts the render (its time is up): it stops where it is and answers null. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The inside of `<div id="root">`. */
  html: string;
  /** The `<script>` with the state the browser starts from (SsrState). */
  stateScript: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
}

/**
 * Pages that are a form and little else: what a visitor types into the server's copy before the app runs
 * would be lost when the app draws its own, so the browser renders them, as before.
 */
const FORM_PAGES: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/host/login',
  '/host/register',
  '/forgot-password',
  '/reset-password',
  '/contact',
]);
const RENDERED: ReadonlySet<string> = new Set(PUBLIC_ROUTES.filter((route) => !FORM_PAGES.has(route)));
/** Queries a page starts only once an earlier one answered (a listing's reviews) need another pass. */
const MAX_PASSES = 3;

/**
 * The render's API scope, in the async context of its request: the page's queries run (query.fetch()
 * below) inside it, and lib/api.ts reads it there. Node's AsyncLocalStorage keeps overlapping renders
 * apart without passing the scope through every query function.
 */
const apiScope = new AsyncLocalStorage<ApiScope>();

let initialized = false;

/**
 * Once, at server start: every translation (read from the build's locales) into the app's i18next
 * instance, which each render clones in its own language (sharing the translations, not the language).
 */
export async function initServerRendering(resources: Resource): Promise<void> {
  await initI18n({ resources, lng: DEFAULT_LANGUAGE });
  setApiScopeReader(() => apiScope.getStore());
  initialized = true;
}

/**
 * The page at `url`, or null when it is not one the server renders (a signed-in area, a form page, an
 * unknown path), its data could not be fetched, or `signal` aborted it: the browser then renders it.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const { config, transport, signal } = request;
  // Once aborted, no further call of this render reaches the API.
  const scoped: ApiTransport = (url, init) =>
    signal?.aborted ? Promise.reject(new Error('render aborted')) : transport(url, init);
  return apiScope.run({ config, transport: scoped }, () => render(request));
}

async function render({ url, language, config, signal }: RenderRequest): Promise<RenderedPage | null> {
  if (!initialized) throw new Error('initServerRendering() was not called');
  const location = new URL(url, config.apiUrl);
  const route = matchRoute(location.pathname);
  if (!route || !RENDERED.has(route)) return null;

  // Whatever the render awaits, it stops waiting when aborted (an API call may never answer).
  const aborted = abortOf(signal);

  const translations = i18n.cloneInstance({ lng: language });
  const queryClient = serverQueryClient();
  const page = () =>
    toHtml(
      <I18nextProvider i18n={translations}>
        <AppErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </AppErrorBoundary>
      </I18nextProvider>,
      signal,
    );

  try {
    // Rendering creates the page's queries without running them; run those, and render again with the
    // answers, until no query is left waiting.
    let html = await page();
    for (let pass = 1; pass <= MAX_PASSES && !signal?.aborted; pass++) {
      const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
      if (!waiting.length) break;
      const results = await Promise.race([
        Promise.allSettled(waiting.map((query) => query.fetch())),
        aborted,
      ]);
      // A page whose data failed is left to the browser, which shows the failure (and a retry) itself.
      if (results === ABORTED || results.some((result) => result.status === 'rejected')) return null;
      html = await page();
    }
    if (signal?.aborted) return null;

    const state: SsrState = {
      language,
      config,
      namespaces: [DEFAULT_NAMESPACE, ...(PAGES[route as keyof typeof PAGES]?.ns ?? [])],
      queries: dehydrate(queryClient),
    };
    return { html, stateScript: ssrStateScript(state), lang: language, dir: isRtl(language) ? 'rtl' : 'ltr' };
  } catch (error) {
    // Aborted mid-render (prerender or a query gave up): the browser renders the page.
    if (signal?.aborted) return null;
    throw error;
  } finally {
    // Nothing of the render stays: its queries (any still running) are cancelled and dropped.
    void queryClient.cancelQueries().catch(() => {});
    queryClient.clear();
  }
}

const ABORTED = Symbol('aborted');

/** Resolves with ABORTED when `signal` aborts; never without a signal. */
function abortOf(signal: AbortSignal | undefined): Promise<typeof ABORTED> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve(ABORTED);
    else signal.addEventListener('abort', () => resolve(ABORTED), { once: true });
  });
}

/**
 * The whole tree as HTML, every Suspense boundary resolved (React's prerender). Boundaries are written in
 * place however large (progressiveChunkSize): React would otherwise send a large one after the rest, with
 * an inline script to put it in place, which the site's Content-Security-Policy (script-src 'self') blocks.
 */
async function toHtml(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(signal ? { signal } : {}),
    // An error of the page is logged (the server's log); the abort itself is not one.
    onError: (error) => {
      if (!signal?.aborted) console.error(error);
    },
  });
  return new Response(prelude).text();
}

/** The app's query client, without retries: a page the server cannot fetch at once goes to the browser. */
function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

function isWaiting(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled !== false;
  return on && !!queryFn && queryFn !== skipToken && query.state.status === 'pending';
}
