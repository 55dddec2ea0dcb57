import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HostApplicationStatus } from '@/components/host-application-status';
import { IntroPage } from '@/components/intro-page';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button-link';
import { useFreshHostStatus } from '@/lib/auth/use-fresh-host-status';

/**
 * The host panel's pages are for approved hosts. A host whose application is pending or was not approved
 * (ProtectedRoute lets every host in) sees where it stands instead; where `allowPending` is set (the
 * listing forms, the listings page), a pending host may prepare drafts, under a note saying that
 * publishing waits for approval. The server refuses what they may not do regardless.
 */
export function HostOnly({
  children,
  allowPending = false,
}: {
  children: ReactNode;
  allowPending?: boolean;
}) {
  const { t } = useTranslation('host');
  const hostStatus = useFreshHostStatus();
  if (hostStatus === 'approved') return children;
  if (allowPending && hostStatus === 'pending') {
    return (
      <>
        <Container className="pt-6">
          <HostApplicationStatus
            status="pending"
            className="rounded-2xl border border-gold-400/40 bg-gold-100/40 p-4 sm:p-5"
          />
        </Container>
        {children}
      </>
    );
  }
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
