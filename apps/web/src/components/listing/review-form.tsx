import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import type { ReviewedResource } from '@orchim/shared/reviews';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { cn } from '@/lib/cn';

// Signed in only, so never in the page the server drew: the form's code (the form library, the review
// schema) loads when it is shown, and a visitor's first load neither fetches nor evaluates it.
const OwnReview = lazy(() => import('./own-review'));

type Props = { resource: ReviewedResource; id: string; className?: string };

/**
 * The reader's own review of a listing, under its reviews. A visitor is asked to sign in (product §6 'Log in
 * to leave a review.'); a signed-in person whose booking has ended writes one; one who has written sees
 * theirs ("Your review") and edits it; anyone else reads, calmly, when they can (after their stay…). The
 * server says which (GET …/reviews/mine), decides again on every write, and answers refusals by code.
 */
export function ReviewForm({ resource, id, className }: Props) {
  const { status, session } = useAuth();
  if (status === 'loading') return null;
  if (!session) return <SignInToReview className={className} />;
  return (
    <Suspense fallback={null}>
      <OwnReview resource={resource} id={id} accessToken={session.access_token} className={className} />
    </Suspense>
  );
}

/** Product §6's message, and sign-in that comes back to this listing's reviews. */
function SignInToReview({ className }: { className?: string | undefined }) {
  const { t } = useTranslation('bookings');
  const location = useLocation();
  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: '#reviews' },
  };
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-4 rounded-xl border border-line bg-surface p-5',
        className,
      )}
    >
      <p className="font-medium text-ink">{t(messageKey('loginToReview'), { ns: 'common' })}</p>
      <ButtonLink to="/login" state={state} variant="outline">
        <LogIn className="flip-rtl size-5" aria-hidden="true" />
        {t('reviews.form.signIn')}
      </ButtonLink>
    </div>
  );
}
