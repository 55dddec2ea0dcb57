import { lazy, Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-context';
import type { LoginRedirectState } from '@/lib/auth/types';
import { cn } from '@/lib/cn';
import { failureMessageKey } from '@/lib/failure-message';
import { notify } from '@/lib/notify';
import { savedEntry, useSavedListings, type SaveTarget } from '@/lib/saved/saved-api';
import { useHydrated } from '@/lib/use-hydrated';

// How a heart changes the list (the request, the optimistic patch, the refusal's toast): loaded when a
// signed-in guest is about to press one (pointer over it, focus on it), so a list page's first load
// carries only the reading of the list.
const loadChanges = () => import('@/lib/saved/saved-changes');

// Signed in and saved only, so never in the page the server drew: the visit picker (the visits query,
// the select) loads when a saved listing's page shows it, and a list page never fetches it.
const SaveToVisit = lazy(() => import('./save-to-visit'));

type SaveButtonProps = {
  listing: SaveTarget;
  /** The listing's title: the card's button is named after it, and a new save shows it on /saved. */
  title: string;
  /** Over a card's photo (an icon), or beside a listing page's title (an icon and a word). */
  variant?: 'card' | 'page';
  className?: string;
};

/**
 * The heart of product §12: saves the listing to the guest's list (/saved), or takes it off. A toggle
 * button (aria-pressed). A visitor without a session is sent to sign in and comes back here. Drawn the
 * same on the server and while hydrating (not pressed: the session is known in the browser only), then
 * from the guest's list, which one query holds for every heart of the page.
 */
export function SaveButton({ listing, title, variant = 'card', className }: SaveButtonProps) {
  const { t } = useTranslation();
  const { status, session } = useAuth();
  const hydrated = useHydrated();
  const signedIn = hydrated && status === 'signed-in';
  const list = useSavedListings();
  const saved = signedIn && savedEntry(list.data, listing) !== undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  // Pressed before the session is known (just after the page loaded): done once it is.
  const pressedEarly = useRef(false);
  const press = () => {
    if (status === 'loading') {
      pressedEarly.current = true;
      return;
    }
    if (status !== 'signed-in') {
      const state: LoginRedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
      };
      void navigate('/login', { state });
      return;
    }
    // Until the list has answered the heart does not know whether it is pressed (saving could move a
    // listing saved to a visit out of it): a press that early waits for the answer (the request in flight).
    const known = list.isPending
      ? list.refetch({ cancelRefetch: false }).then((result) => result.data)
      : Promise.resolve(list.data);
    Promise.all([known, loadChanges()]).then(
      ([current, { changeSaved }]) => {
        if (!current) return;
        return changeSaved(
          queryClient,
          savedEntry(current, listing)
            ? { action: 'remove', listing }
            : { action: 'save', listing: { ...listing, title }, visitId: null },
          session?.access_token,
          (key) => t(key),
        );
      },
      (error: unknown) => notify('error', t(failureMessageKey(error))),
    );
  };
  const pressNow = useEffectEvent(press);
  useEffect(() => {
    if (status === 'loading' || !pressedEarly.current) return;
    pressedEarly.current = false;
    pressNow();
  }, [status]);
  const preload = () => {
    if (status === 'signed-in') void loadChanges();
  };

  const heart = (
    <Heart
      className={cn(
        'size-5 shrink-0 transition-colors motion-reduce:transition-none',
        saved ? 'fill-brick-600 text-brick-600' : 'fill-transparent',
      )}
      aria-hidden="true"
    />
  );

  if (variant === 'page') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={press}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn(
          'inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border border-line bg-surface px-3 font-medium text-navy-800 shadow-sm transition-colors hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 sm:px-4',
          className,
        )}
      >
        {heart}
        <span className="max-sm:sr-only">{t(saved ? 'save.saved' : 'save.save')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('save.card', { title })}
      title={t(saved ? 'save.saved' : 'save.save')}
      onClick={press}
      onPointerEnter={preload}
      onFocus={preload}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy-800 shadow-md backdrop-blur-sm transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
        className,
      )}
    >
      {heart}
    </button>
  );
}

/**
 * On a saved listing's page, for a guest with visits: which of them it is saved to (or none). Nothing
 * otherwise, and nothing on the server or while hydrating.
 */
export function SaveToVisitSlot({ listing, title }: { listing: SaveTarget; title: string }) {
  const { status } = useAuth();
  const hydrated = useHydrated();
  const list = useSavedListings();
  if (!hydrated || status !== 'signed-in' || !savedEntry(list.data, listing)) return null;
  return (
    <Suspense fallback={null}>
      <SaveToVisit listing={listing} title={title} />
    </Suspense>
  );
}
