import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { House, RotateCw } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { StatusScreen } from '@/components/status-screen';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

function ErrorActions() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button onClick={() => window.location.reload()}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('errorScreen.reload')}
      </Button>
      {/* A full page load, not a router link: it also recovers from a broken app state. */}
      <a href="/" className={buttonVariants({ variant: 'outline' })}>
        <House className="size-4" aria-hidden="true" />
        {t('errorScreen.home')}
      </a>
    </div>
  );
}

/** Product §8 'Something went wrong.' inside the layout, where a page failed (PageErrorBoundary). */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  usePageTitle(t(messageKey('screenError')));
  return (
    <Container className="py-16 sm:py-24">
      <div role="alert" className="mx-auto max-w-lg text-center">
        <h1 className="text-3xl font-bold text-navy-800">{t(messageKey('screenError'))}</h1>
        <p className="mt-4 text-lg text-muted">{t('errorScreen.lead')}</p>
        <div className="mt-8">
          <ErrorActions />
        </div>
      </div>
    </Container>
  );
}

/** The same message on its own page, where the layout itself failed. */
export function FullPageErrorScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen role="alert" title={t(messageKey('screenError'))}>
      <p>{t('errorScreen.lead')}</p>
      <ErrorActions />
    </StatusScreen>
  );
}

/**
 * Catches what throws below it and shows `fallback` instead, logging the error. With `resetKey`, a new key
 * (another address) tries again.
 */
class ErrorBoundary extends Component<
  { fallback: ReactNode; resetKey?: string; children: ReactNode },
  { failed: boolean; resetKey: string | undefined }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { resetKey: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The boundary around a page, inside the layout, so header and footer still lead somewhere: a page that
 * throws, or whose code cannot load. Going to another address tries again.
 */
export function PageErrorBoundary({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<RouteErrorScreen />} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The top-level boundary, around everything (guards, providers, router): catches what the page's boundary
 * cannot (the layout, the providers).
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<FullPageErrorScreen />}>{children}</ErrorBoundary>;
}
