import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';
import { keepFocusOnPage } from './route-change-effects';

/**
 * Product §2 account controls. Signed out: Sign In (/login) and Become a Host (/host/register).
 * Signed in: Saved (/saved, product §12), My Account (/profile) and Sign Out. `stacked` lays them out full
 * width for the drawer.
 */
export function AccountControls({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { status, isAdmin } = useAuth();
  const signOut = useSignOut();
  const width = stacked ? 'w-full' : undefined;
  // Signing out on the home page leaves no page to go to, and the Sign Out button is gone: focus is kept
  // on the page rather than lost to <body>. The button may go before signOut() settles or after it, so
  // both moments look (keepFocusOnPage moves focus only when nothing holds it).
  const signingOut = useRef(false);
  useLayoutEffect(() => {
    if (status === 'signed-in' || !signingOut.current) return;
    signingOut.current = false;
    keepFocusOnPage();
  }, [status]);

  // Each state its own group (`key`): reused, "Become a Host" would turn into "My Account" through the
  // buttons' colour transition, a moment in brick and in-between colours.
  if (status === 'signed-in') {
    return (
      // Beside the main links the header is tight (an admin's, in French, at 1280 px): snug ghost links.
      <div key="signed-in" className={cn('flex items-center', stacked ? 'flex-col gap-2' : 'gap-1')}>
        {isAdmin ? <AdminLink stacked={stacked} onNavigate={onNavigate} /> : null}
        <SavedLink stacked={stacked} onNavigate={onNavigate} />
        <ButtonLink to="/profile" variant="ghost" className={stacked ? width : 'px-3'} onClick={onNavigate}>
          <UserRound className="size-4.5" aria-hidden="true" />
          {t('nav.myAccount')}
        </ButtonLink>
        <Button
          variant="outline"
          className={width}
          onClick={() => {
            onNavigate?.();
            signingOut.current = true;
            void signOut().then(keepFocusOnPage);
          }}
        >
          <LogOut className="flip-rtl size-4.5" aria-hidden="true" />
          {t('nav.signOut')}
        </Button>
      </div>
    );
  }
  // Until the stored session has been read, the space is held (so the header does not jump) but empty:
  // showing Sign In to someone who is signed in would be wrong for that moment.
  const loading = status === 'loading';
  return (
    <div
      key="signed-out"
      className={cn('flex items-center gap-2', stacked && 'flex-col', loading && 'invisible')}
      aria-hidden={loading || undefined}
    >
      <ButtonLink to="/login" variant={stacked ? 'outline' : 'ghost'} className={width} onClick={onNavigate}>
        {t('nav.signIn')}
      </ButtonLink>
      <ButtonLink to="/host/register" variant="accent" className={width} onClick={onNavigate}>
        {t('nav.becomeHost')}
      </ButtonLink>
    </div>
  );
}

/**
 * The guest's saved listings (/saved): a heart named "Saved" beside the main links, where the header has no
 * room for another word in French (as the messages' link); the word too in the drawer.
 */
function SavedLink({ stacked, onNavigate }: { stacked: boolean; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to="/saved"
      variant="ghost"
      size={stacked ? 'md' : 'icon'}
      title={stacked ? undefined : t('nav.saved')}
      className={stacked ? 'w-full' : undefined}
      onClick={onNavigate}
    >
      <Heart className="size-4.5" aria-hidden="true" />
      {stacked ? t('nav.saved') : <span className="sr-only">{t('nav.saved')}</span>}
    </ButtonLink>
  );
}

/** Administration (/admin), for admins only. */
function AdminLink({ stacked, onNavigate }: { stacked: boolean; onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to="/admin"
      variant="ghost"
      title={stacked ? undefined : t('nav.admin')}
      className={stacked ? 'w-full' : 'px-3'}
      onClick={onNavigate}
    >
      <ShieldCheck className="size-4.5" aria-hidden="true" />
      {/* Beside the main links the header is tight: a short word there, the whole one in the drawer. */}
      {stacked ? t('nav.admin') : t('nav.adminShort')}
    </ButtonLink>
  );
}
