import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroPage } from '@/components/intro-page';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The host panel's pages are for approved hosts. A host whose application is pending or was not approved
 * (ProtectedRoute lets every host in) sees where it stands instead. The server refuses what they may not
 * do regardless.
 */
export function HostOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  const { hostStatus } = useAuth();
  if (hostStatus === 'approved') return children;
  const status = hostStatus ?? 'pending';
  return (
    <IntroPage
      eyebrow={t('panel')}
      title={t(`hostApplication.${status}.title`, { ns: 'common' })}
      lead={t(`hostApplication.${status}.text`, { ns: 'common' })}
      actions={
        <>
          <ButtonLink to="/profile">{t('application.profile')}</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            {t('application.contact')}
          </ButtonLink>
        </>
      }
    />
  );
}
