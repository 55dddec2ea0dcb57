import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { ButtonLink } from '@/components/ui/button-link';
import type { LoginRedirectState } from '@/lib/auth/types';

/**
 * Signed out, in place of a booking form: product §6's 'Please log in to your account to make a booking.',
 * and sign-in or registration that returns to this page with the same choices (its path and query).
 */
export function SignInToBook() {
  const { t } = useTranslation('bookings');
  const location = useLocation();
  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: '' },
  };
  return (
    <div className="space-y-4">
      <p className="font-medium text-ink">{t(messageKey('loginToBook'), { ns: 'common' })}</p>
      <ButtonLink to="/login" state={state} size="lg" className="w-full">
        <LogIn className="flip-rtl size-5" aria-hidden="true" />
        {t('card.signIn')}
      </ButtonLink>
      <p className="text-center text-sm text-muted">
        {t('card.noAccount')}{' '}
        <Link to="/register" state={state} className="font-medium text-navy-700 hover:underline">
          {t('card.register')}
        </Link>
      </p>
    </div>
  );
}
