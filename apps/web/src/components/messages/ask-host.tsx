import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LogIn, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { useOwnListing } from '@/lib/messages/use-own-listing';
import type { AskHostListing } from './ask-host-dialog';

// Signed in only, so never in the page the server drew: the dialog's code (the composer, the message
// schema) loads when it is about to open, and a visitor's first load neither fetches nor evaluates it.
const loadDialog = () => import('./ask-host-dialog');
const AskHostDialog = lazy(loadDialog);

type Props = {
  listing: AskHostListing;
  /** The host's (or the ride provider's) first name. */
  hostName: string;
};

/**
 * On a listing's page, under its host: a question before booking. A visitor is asked to sign in (and
 * comes back here); a signed-in guest writes in a dialog; the listing's own host sees nothing.
 */
export function AskHost({ listing, hostName }: Props) {
  const { status } = useAuth();
  const own = useOwnListing(listing.kind, listing.id);
  if (status === 'loading') return null;
  if (status !== 'signed-in') return <SignInToAsk hostName={hostName} />;
  // Until the host's own list answers, nothing: the button must not flash before it goes away.
  if (own !== false) return null;
  return <AskHostButton listing={listing} hostName={hostName} />;
}

function AskBox({ hostName, children }: { hostName: string; children: ReactNode }) {
  const { t } = useTranslation('conversations');
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="min-w-0">
        <p className="font-medium text-ink">{t('ask.question')}</p>
        <p className="text-sm text-muted">{t('ask.lead', { name: hostName })}</p>
      </div>
      {children}
    </div>
  );
}

/** Sign-in (or registration, from the login page) that comes back to this listing. */
function SignInToAsk({ hostName }: { hostName: string }) {
  const { t } = useTranslation('conversations');
  const location = useLocation();
  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: '' },
  };
  return (
    <AskBox hostName={hostName}>
      <ButtonLink to="/login" state={state} variant="outline">
        <LogIn className="flip-rtl size-5" aria-hidden="true" />
        {t('ask.signIn')}
      </ButtonLink>
    </AskBox>
  );
}

function AskHostButton({ listing, hostName }: Props) {
  const { t } = useTranslation('conversations');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <AskBox hostName={hostName}>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {t('ask.button')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AskHostDialog listing={listing} hostName={hostName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </AskBox>
  );
}
