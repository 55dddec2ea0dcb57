import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/lib/auth/auth-context';

/** On a sign-up page while signed in: whose session this is, and the way to the account. */
export function AlreadySignedIn() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-xl border border-line bg-page p-4 text-ink">
        {t('alreadySignedIn', { email: user?.email ?? '' })}
      </p>
      <ButtonLink to="/profile" className="w-full">
        <UserRound className="size-5" aria-hidden="true" />
        {t('goToAccount')}
      </ButtonLink>
    </div>
  );
}
