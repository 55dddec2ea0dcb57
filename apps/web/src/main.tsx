import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import './app/shell.css';
import { AppConfigGate } from '@/app/app-config-gate';
import { AppErrorBoundary } from '@/app/error-screen';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { SecureContextGuard } from '@/app/secure-context-guard';
import { loadAppConfig } from '@/lib/app-config';
import { preloadAuthClient } from '@/lib/auth/load-auth-client';
import { initI18n } from '@/lib/i18n';

// Boot: the run-time config, the first translations, the first page's code and the auth client (a chunk of
// its own: it does not fit in the first-load budget) are fetched in parallel.
// Outside a secure context none of the site starts; the guard alone is shown (SPEC §5).
const secure = window.isSecureContext;
const firstConfig = secure ? loadAppConfig() : null;
if (secure) preloadAuthClient();
// The gate reports a failure; this keeps it from also surfacing as an unhandled rejection meanwhile.
firstConfig?.catch(() => {});
const router = secure ? createAppRouter() : null;
const loadConfig = (attempt: number) => (attempt === 0 && firstConfig ? firstConfig : loadAppConfig());

const root = createRoot(document.getElementById('root')!);

void initI18n().finally(() => {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <SecureContextGuard>
          <AppConfigGate load={loadConfig}>
            <AppProviders>{router ? <RouterProvider router={router} /> : null}</AppProviders>
          </AppConfigGate>
        </SecureContextGuard>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
