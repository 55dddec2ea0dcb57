import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { AppConfig } from '@orchim/shared/app-config';
import { DEFAULT_LANGUAGE, type Language } from '@orchim/shared/constants';
import { matchRoute, PUBLIC_ROUTES } from '@orchim/shared/routes';
import { AppErrorBoundary } from '@/app/error-screen';
import { AppProviders } from '@/app/providers';
import { createRoutes, PAGES } from '@/app/router';
import { ssrStateScript, type SsrState } from '@/app/ssr-state';
import { setApiTransport, type ApiTransport } from '@/lib/api';
import { setAppConfig } from '@/lib/app-config';
import { createQueryClient } from '@/lib/query-client';
import { DEFAULT_NAMESPACE, i18n, initI18n, isRtl } from '@/lib/i18n';

/**
 * The server's side of the app (built by `vite build --ssr` into dist-ssr, run by apps/server's
 * static-site plugin): the public pages rendered to HTML with the app's own components, routes and
 * queries, so that a visitor sees the page before its code has arrived. The browser's first render then
 * produces the same page over this HTML (main.tsx), from the state written beside it.
 */

export interface RenderRequest {
  /** Path and query string of the page. */
  url: string;
  language: Language;
  /** What /app-config.json would answer this visitor. */
  config: AppConfig;
  /** Answers the page's API calls (the server's own router, in-process). */
  transport: ApiTransport;
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

let handler: ReturnType<typeof createStaticHandler> | null = null;

/** Once, at server start: every translation (read from the build's locales), and the route table. */
export async function initServerRendering(resources: Resource): Promise<void> {
  await initI18n({ resources, lng: DEFAULT_LANGUAGE });
  handler = createStaticHandler(createRoutes());
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url`, or null when it is not one the server renders (a signed-in area, a form page, an unknown path)
 * or its data could not be fetched: the browser then renders it as before. The app's modules keep one
 * config, one API transport and one i18n language, so renders take turns.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const turn = queue.then(() => render(request));
  queue = turn.catch(() => undefined);
  return turn;
}

async function render({ url, language, config, transport }: RenderRequest): Promise<RenderedPage | null> {
  if (!handler) throw new Error('initServerRendering() was not called');
  const location = new URL(url, config.apiUrl);
  const route = matchRoute(location.pathname);
  if (!route || !RENDERED.has(route)) return null;

  setAppConfig(config);
  setApiTransport(transport);
  await i18n.changeLanguage(language);
  const context = await handler.query(new Request(location));
  // A redirect or an answer of its own: the browser's router handles it.
  if (context instanceof Response) return null;

  const queryClient = serverQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    renderToStringAsync(
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </AppErrorBoundary>,
    );

  // Rendering creates the page's queries without running them; run those, and render again with the
  // answers, until no query is left waiting.
  let html = await page();
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (!waiting.length) break;
    const results = await Promise.allSettled(waiting.map((query) => query.fetch()));
    // A page whose data failed is left to the browser, which shows the failure (and a retry) itself.
    if (results.some((result) => result.status === 'rejected')) return null;
    html = await page();
  }

  const state: SsrState = {
    language,
    config,
    namespaces: [DEFAULT_NAMESPACE, ...(PAGES[route as keyof typeof PAGES]?.ns ?? [])],
    queries: dehydrate(queryClient),
  };
  return { html, stateScript: ssrStateScript(state), lang: language, dir: isRtl(language) ? 'rtl' : 'ltr' };
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
