import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ArrowLeft, LogOut } from 'lucide-react';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { useAuth } from '@/lib/auth/auth-context';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { cn } from '@/lib/cn';
import { LanguageMenu } from './language-picker';
import { MessagesNav } from './messages-link';
import { MobileMenu } from './mobile-menu';

const HOST_MESSAGES = '/host/messages';
const HOST_LINKS = [
  { to: '/host/bookings', label: 'hostHeader.bookings' },
  { to: '/host/listings', label: 'hostHeader.listings' },
  { to: HOST_MESSAGES, label: 'hostHeader.messages' },
  { to: '/host/reviews', label: 'hostHeader.reviews' },
] as const;

/**
 * Product §2: under /host the header is the host panel's: a Host Panel label, Back to Site and Sign Out
 * (when there is a session to end), plus the panel's own sections for a signed-in host. On a phone it is
 * two rows, the bar and the sections: Back to Site and Sign Out are in the menu (the host variant of the
 * site's drawer), next to the language choice.
 */
export function HostHeader() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const signOut = useSignOut();
  const signedIn = status === 'signed-in';
  return (
    <header
      data-sticky-header
      className="sticky top-0 z-40 border-t-4 border-b border-t-gold-500 border-b-line bg-surface print:hidden"
    >
      <Container className="flex h-16 items-center gap-2 sm:gap-3">
        <Link
          to="/"
          aria-label={t('app.homeLabel')}
          className="-ms-1 flex shrink-0 items-center gap-2.5 rounded-xl p-1"
        >
          <LogoMark />
          <span className="hidden text-xl font-bold tracking-tight text-navy-700 sm:inline">
            {t('app.name')}
          </span>
        </Link>
        <p className="rounded-full bg-navy-700 px-3 py-1 text-sm font-semibold whitespace-nowrap text-white">
          {t('hostHeader.panel')}
        </p>
        <div className="ms-auto flex items-center gap-1 sm:gap-3">
          {/* On a phone these two are in the menu: with them the header took three rows at 390 px. */}
          <div className="hidden items-center gap-2 sm:flex">
            <ButtonLink to="/" variant="ghost" size="sm">
              <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
              {t('hostHeader.backToSite')}
            </ButtonLink>
            {signedIn ? (
              <Button variant="outline" size="sm" onClick={() => void signOut()}>
                <LogOut className="flip-rtl size-4" aria-hidden="true" />
                {t('nav.signOut')}
              </Button>
            ) : null}
          </div>
          <LanguageMenu />
          <MobileMenu variant="host" className="sm:hidden" />
        </div>
      </Container>
      {signedIn ? (
        <nav aria-label={t('hostHeader.nav')} className="border-t border-line bg-page">
          <Container>
            <ul className="flex gap-0.5 overflow-x-auto py-1.5 sm:gap-1">
              {HOST_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    // Messages stays current on a conversation's page (/host/messages/{id}).
                    end={to !== HOST_MESSAGES}
                    className={({ isActive }) =>
                      cn(
                        // Four sections in one row on a 360 px phone, in French and with an unread count too: tighter there.
                        'inline-flex h-9 items-center gap-1 rounded-full px-2 text-[13px] font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-4 sm:text-sm',
                        isActive ? 'bg-navy-700 text-white' : 'text-ink hover:bg-navy-50',
                      )
                    }
                  >
                    {t(label)}
                    {to === HOST_MESSAGES ? <MessagesNav part="count" of="host" /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      ) : null}
    </header>
  );
}
