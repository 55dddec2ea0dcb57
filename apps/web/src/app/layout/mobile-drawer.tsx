import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ArrowLeft, LogOut, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { cn } from '@/lib/cn';
import { AccountControls } from './account-controls';
import { LanguageButtons } from './language-picker';
import { DrawerMessagesLink } from './messages-nav';
import { MAIN_LINKS } from './nav-links';

type Props = {
  open: boolean;
  /** Escape, the close button or the backdrop. */
  onClose: () => void;
  /** A link was followed. */
  onNavigate: () => void;
  /** The site's menu, or the host panel's (under /host): Back to Site and Sign Out, as its header has. */
  variant?: 'site' | 'host';
};

/**
 * The side drawer: a native modal <dialog> (the rest of the page is inert, so focus stays inside; Escape,
 * the close button and the backdrop close it) sliding in from the inline end, the left in Hebrew. Same
 * links as the header, the language choice and the account controls. Native rather than Radix Dialog:
 * Radix's scroll lock injects a <style> element, which the server's Content-Security-Policy forbids.
 */
export default function MobileDrawer({ open, onClose, onNavigate, variant = 'site' }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = document.documentElement;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
      root.classList.add('overflow-hidden');
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) root.classList.remove('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, [open]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog, so a click on the dialog element itself is a click on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The dialog element is not itself interactive: the click handler only catches backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={closeOnBackdrop}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="drawer-panel fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-page p-0 text-ink shadow-2xl backdrop:bg-navy-900/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line ps-5 pe-3">
          <h2 id={titleId} className="text-lg font-semibold text-navy-800">
            {t('nav.menu')}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-navy-700 hover:bg-navy-50"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{t('nav.closeMenu')}</span>
          </button>
        </div>
        {variant === 'host' ? <HostMenu onNavigate={onNavigate} /> : <SiteMenu onNavigate={onNavigate} />}
      </div>
    </dialog>
  );
}

/** The site's menu: the header's links, messages, the language choice and the account controls. */
function SiteMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <>
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {MAIN_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-xl px-3 py-3 text-lg font-medium transition-colors',
                    isActive ? 'bg-navy-50 text-navy-700' : 'text-ink hover:bg-navy-50',
                  )
                }
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brick-50 text-brick-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {t(label)}
              </NavLink>
            </li>
          ))}
          {status === 'signed-in' ? (
            <li>
              <DrawerMessagesLink onNavigate={onNavigate} />
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="shrink-0 space-y-5 border-t border-line p-5">
        <LanguageButtons />
        <AccountControls stacked onNavigate={onNavigate} />
      </div>
    </>
  );
}

/**
 * The host panel's menu on a phone, where its header has no room for them: Back to Site, the language
 * choice and Sign Out (with a session to end), the controls the header shows from the `sm` breakpoint.
 */
function HostMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const signOut = useSignOut();
  return (
    <>
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-xl px-3 py-3 text-lg font-medium text-ink transition-colors hover:bg-navy-50"
        >
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brick-50 text-brick-600">
            <ArrowLeft className="flip-rtl size-5" aria-hidden="true" />
          </span>
          {t('hostHeader.backToSite')}
        </Link>
      </div>
      <div className="shrink-0 space-y-5 border-t border-line p-5">
        <LanguageButtons />
        {status === 'signed-in' ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            <LogOut className="flip-rtl size-4.5" aria-hidden="true" />
            {t('nav.signOut')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
