import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { StatusScreen } from '@/components/status-screen';
import { buttonVariants } from '@/components/ui/button';

/**
 * Product §5: outside a secure context (plain HTTP on a host other than localhost) the site is not shown at
 * all, only 'This application requires a secure connection (HTTPS)' and a link to the HTTPS address.
 */
export function SecureContextGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (window.isSecureContext) return children;
  const secureUrl = `https://${window.location.host}${window.location.pathname}${window.location.search}`;
  return (
    <StatusScreen role="alert" title={t(messageKey('insecureConnection'))}>
      <p>{t('guard.insecureHelp')}</p>
      <a href={secureUrl} className={buttonVariants({ variant: 'primary' })}>
        {t('guard.openSecure')}
      </a>
    </StatusScreen>
  );
}
