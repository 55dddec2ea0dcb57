import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Lock, Unlink } from 'lucide-react';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { PageFallback } from '@/components/page-fallback';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/notify';
import { AuthFrame } from './auth-frame';

/** GoTrue's reason when a recovery link failed: /verify redirects with #error=…&error_description=…. */
function linkErrorIn(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get('error_description') ?? params.get('error');
}

/**
 * Where the recovery email's link leads (product §2). auth-js takes the session out of the address and
 * reports PASSWORD_RECOVERY; with it, the visitor chooses a new password and goes on signed in. Without
 * it (an old, used or mistyped link, or no link at all), the page says so and offers a new link.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { status, passwordRecovery, isHost } = useAuth();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const linkError = linkErrorIn(hash);

  if (status === 'loading') return <PageFallback />;

  if (passwordRecovery && !linkError) {
    return (
      <AuthFrame icon={Lock} title={t('reset.title')} lead={t('reset.lead')}>
        <NewPasswordForm
          submitLabel={t('reset.submit')}
          onSaved={() => {
            void notify('success', t('reset.saved'));
            void navigate(isHost ? '/host/listings' : '/', { replace: true });
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      icon={Unlink}
      title={t('reset.invalidTitle')}
      lead={
        <>
          <p>{t('reset.invalidLead')}</p>
          {linkError ? (
            // The auth service's own words, in English: the visitor may quote them to us.
            <p className="text-sm">
              {t('reset.invalidDetail')}{' '}
              <span lang="en" dir="ltr">
                {linkError}
              </span>
            </p>
          ) : null}
        </>
      }
      links={[
        ...(status === 'signed-in' ? [{ to: '/profile', label: t('reset.inAccount') }] : []),
        { to: '/login', label: t('reset.signIn') },
        { to: '/contact', label: t('reset.help') },
      ]}
    >
      <ButtonLink to="/forgot-password" className="w-full">
        {t('reset.requestNew')}
      </ButtonLink>
    </AuthFrame>
  );
}
