import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageFallback } from '@/components/page-fallback';
import { PageErrorBoundary } from '../error-screen';
import { ToasterHost } from '../toaster-host';
import { HostHeader } from './host-header';
import { LiveMessages } from './messages-link';
import { isHostPath } from './nav-links';
import { NavigationProgress } from './navigation-progress';
import { RouteChangeEffects, MAIN_CONTENT_ID } from './route-change-effects';
import { SessionEffects } from './session-effects';
import { SiteFooter } from './site-footer';
import { PagePart } from '@/components/page-part';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The shared layout of product §2 around every page: skip link, header (site or host), page, footer.
 * Printed, the page is its content alone (a receipt, docs/decisions/039-online-payment.md): the header,
 * the footer and the skip link carry print:hidden.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <PagePart>{isHostPath(pathname) ? <HostHeader /> : <SiteHeader />}</PagePart>
      {/* At least a screen high, so the footer starts below the fold: it does not jump down (a layout
          shift) when the page's content replaces 'Loading...'. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none print:min-h-0">
        {/* The page's code loads on first use: 'Loading...' meanwhile on a first visit; a navigation keeps
            the current page until the next is ready. The error boundary is inside: a new boundary would
            show 'Loading...' again on every navigation. */}
        <Suspense fallback={<PageFallback />}>
          <PageErrorBoundary pathname={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </Suspense>
      </main>
      <PagePart>
        <SiteFooter />
      </PagePart>
      <RouteChangeEffects />
      <SessionEffects />
      <LiveMessages />
      <ToasterHost />
    </div>
  );
}
