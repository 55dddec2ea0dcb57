import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppConfigGate } from '@/app/app-config-gate';
import { AppErrorBoundary } from '@/app/error-screen';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { SecureContextGuard } from '@/app/secure-context-guard';
import { readSsrState } from '@/app/ssr-state';
import { loadAppConfig, setAppConfig } from '@/lib/app-config';
import { preloadAuthClient } from '@/lib/auth/load-auth-client';
import { initI18n, readStoredLanguage } from '@/lib/i18n';
import { beginTakeover, nextTask, runTakeover } from '@/lib/takeover';
import { createQueryClient } from '@/lib/query-client';

// Boot: the run-time config, the first translations, the first page's code and the auth client (a chunk of
// its own: it does not fit in the first-load budget) are fetched in parallel.
// Outside a secure context none of the site starts; the guard alone is shown (SPEC §5).
const secure = window.isSecureContext;
// A page the server rendered (decision 018) comes with its config, translations and data: the first
// render below is then that same page, drawn over the server's HTML rather than after 'Loading...'.
const ssr = secure ? readSsrState() : null;
if (ssr) setAppConfig(ssr.config);
const firstConfig = secure ? (ssr ? Promise.resolve(ssr.config) : loadAppConfig()) : null;
if (secure) preloadAuthClient();
// The gate reports a failure; this keeps it from also surfacing as an unhandled rejection meanwhile.
firstConfig?.catch(() => {});
const loadConfig = (attempt: number) => (attempt === 0 && firstConfig ? firstConfig : loadAppConfig());
const queryClient = createQueryClient();
if (ssr) hydrateQueries(queryClient, ssr.queries);
// The server's HTML holds as it is only if the visitor's stored choice is the language it rendered in.
const sameLanguage = ssr && (readStoredLanguage() ?? ssr.language) === ssr.language;

// i18n first: the router starts loading the first page (and, through initI18n, its translations) at once.
// A rendered page's translations were requested by the entry already (lib/early-fetch.ts).
const i18nReady = initI18n();
const router = secure ? createAppRouter() : null;
const container = document.getElementById('root')!;

void i18nReady
  .then(() => (ssr && router ? routerReady(router) : undefined))
  // The page's code has just been evaluated; its first render gets a task of its own, so the main thread
  // is never held for both at once (a phone's taps wait for neither to finish).
  .then(() => (ssr ? nextTask() : undefined))
  .finally(() => {
    const app = (
      <StrictMode>
        <AppErrorBoundary>
          <SecureContextGuard>
            <AppConfigGate load={loadConfig} ready={!!ssr}>
              <AppProviders queryClient={queryClient}>
                {router ? <RouterProvider router={router} /> : null}
              </AppProviders>
            </AppConfigGate>
          </SecureContextGuard>
        </AppErrorBoundary>
      </StrictMode>
    );
    // Over the server's HTML in its language, the app adopts the elements as they are (only its event
    // handlers are attached and text mended), which costs far less than drawing the page again; anything
    // only the browser knows waits for useHydrated. In another language every attribute must change.
    if (sameLanguage) {
      beginTakeover();
      hydrateRoot(container, app);
      void runTakeover().then(() => (document.documentElement.dataset.app = 'ready'));
    } else {
      createRoot(container).render(app);
      document.documentElement.dataset.app = 'ready';
    }
  });

/** Resolves once the router has the first page's code (and translations), so it renders the page itself. */
function routerReady(appRouter: NonNullable<typeof router>): Promise<void> {
  if (appRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
