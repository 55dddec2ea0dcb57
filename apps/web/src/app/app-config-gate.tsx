import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { ConfigNetworkError } from '@/lib/app-config';
import { PageFallback } from '@/components/page-fallback';
import { StatusScreen } from '@/components/status-screen';
import { Button } from '@/components/ui/button';

type Status = 'loading' | 'ready' | 'config-error' | 'network-error';

/**
 * Renders the site once the run-time configuration (API URL, anon key) is loaded. Product §5: a server that
 * gives no API URL or anon key shows 'Security configuration error. Please contact support.'; when the
 * request itself fails, the network message and a Retry button. `load(attempt)` is loadAppConfig, with the
 * request main.tsx started in parallel with i18n as attempt 0. `ready`: the config is known already (a
 * page the server rendered carries it), so the first render is the site, not 'Loading...'.
 */
export function AppConfigGate({
  load,
  ready = false,
  children,
}: {
  load: (attempt: number) => Promise<unknown>;
  ready?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>(ready ? 'ready' : 'loading');
  // One request per attempt: StrictMode runs the effect twice on mount, and the second run must wait for
  // the request the first one sent rather than send another.
  const request = useRef<{ load: typeof load; attempt: number; promise: Promise<unknown> } | null>(null);

  useEffect(() => {
    let active = true;
    const sent = request.current;
    const promise = sent?.load === load && sent.attempt === attempt ? sent.promise : load(attempt);
    request.current = { load, attempt, promise };
    promise.then(
      () => active && setStatus('ready'),
      (error: unknown) =>
        active && setStatus(error instanceof ConfigNetworkError ? 'network-error' : 'config-error'),
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  if (status === 'ready') return children;
  if (status === 'loading') return <PageFallback fullScreen />;
  if (status === 'config-error') {
    return (
      <StatusScreen role="alert" title={t(messageKey('securityConfig'))}>
        <p>{t('guard.configHelp')}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen role="alert" title={t(messageKey('network'))}>
      <p>{t('guard.networkHelp')}</p>
      <Button
        onClick={() => {
          setStatus('loading');
          setAttempt((n) => n + 1);
        }}
      >
        <RotateCw className="size-4" aria-hidden="true" />
        {t('guard.retry')}
      </Button>
    </StatusScreen>
  );
}
