import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppConfigGate } from '@/app/app-config-gate';
import { AppErrorBoundary } from '@/app/error-screen';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadPage } from '@/app/router';
import { SecureContextGuard } from '@/app/secure-context-guard';
import { readSsrState } from '@/app/ssr-state';
import { loadAppConfig, setAppConfig } from '@/lib/app-config';
import { preloadAuthClient } from '@/lib/auth/load-auth-client';
import { initI18n, readStoredLanguage } from '@/lib/i18n';
import { LanguageProvider } from '@/lib/language-provider';
import { createQueryClient } from '@/lib/query-client';

// Boot: the run-time config, the first translations and the first page's code are fetched in parallel, and
// the auth client too (a chunk of its own) when this browser may hold a session (lib/auth/load-auth-client).
// Outside a secure context none of the site starts; the guard alone is shown (product §5).
const secure = window.isSecureContext;
// A page the server rendered (decision 025) comes with its config, translations and data: the first
// render below is then that same page, hydrated over the server's HTML rather than after 'Loading...'.
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

// Translations first (a rendered page's were requested by the entry already, lib/early-fetch.ts). Over a
// rendered page, its route's code too (requested by the entry): the page is then hydrated as soon as React
// reaches it, and the app is not marked ready before its page can be. A page with nothing on it yet
// renders at once, 'Loading...' meanwhile.
const i18nReady = initI18n();
const container = document.getElementById('root')!;
const firstPage = ssr ? preloadPage(window.location.pathname) : null;
void Promise.allSettled([i18nReady, firstPage]).then(renderApp);

function renderApp() {
  const app = (
    <StrictMode>
      <LanguageProvider>
        <AppErrorBoundary>
          <ReadyMark>
            <SecureContextGuard>
              <AppConfigGate load={loadConfig} ready={!!ssr}>
                <AppProviders queryClient={queryClient}>
                  {secure ? (
                    <BrowserRouter>
                      <AppRoutes />
                    </BrowserRouter>
                  ) : null}
                </AppProviders>
              </AppConfigGate>
            </SecureContextGuard>
          </ReadyMark>
        </AppErrorBoundary>
      </LanguageProvider>
    </StrictMode>
  );
  // Over the server's HTML in its language, React hydrates it (decision 025): the page's frame first,
  // then each PagePart in a pass of its own. Anything only the browser knows waits for useHydrated. In
  // another language every text would differ: the app draws the page itself. As a transition (as React
  // Router's own client entry does), the root's hydration yields to the browser in slices rather than
  // taking one long task: measured in docs/benchmarks.md ("Where the blocking time goes").
  if (sameLanguage) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Marks `<html data-app="ready">` once the app's first render is committed (hydrated or drawn): the
 * end-to-end tests wait for it before using a page. A part still being hydrated then handles a click or
 * a keystroke all the same (React hydrates that part first and replays the event). A wrapper, not a
 * sibling of the app: a sibling would shift every `useId` below from the server's (entry-server.tsx).
 */
function ReadyMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return children;
}
