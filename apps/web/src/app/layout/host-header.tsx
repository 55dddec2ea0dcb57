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

const HOST_LINKS = [
  { to: '/host/bookings', label: 'hostHeader.bookings' },
  { to: '/host/listings', label: 'hostHeader.listings' },
  { to: '/host/reviews', label: 'hostHeader.reviews' },
] as const;

/**
 * Product §2: under /host the header is the host panel's: a Host Panel label, Back to Site and Sign Out
 * (when there is a session to end), plus the panel's own sections for a signed-in host.
 */
export function HostHeader() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const signOut = useSignOut();
  const signedIn = status === 'signed-in';
  return (
    <header
      data-sticky-header
      className="sticky top-0 z-40 border-t-4 border-b border-t-gold-500 border-b-line bg-surface"
    >
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5 sm:h-16 sm:flex-nowrap sm:py-0">
        <Link
          to="/"
          aria-label={t('app.homeLabel')}
          className="-ms-1 flex items-center gap-2.5 rounded-xl p-1"
        >
          <LogoMark />
          <span className="hidden text-xl font-bold tracking-tight text-navy-700 sm:inline">
            {t('app.name')}
          </span>
        </Link>
        <p className="rounded-full bg-navy-700 px-3 py-1 text-sm font-semibold text-white">
          {t('hostHeader.panel')}
        </p>
        <LanguageMenu className="ms-auto sm:order-last sm:ms-0" />
        <div className="flex w-full items-center justify-between gap-2 border-t border-line pt-2 sm:ms-auto sm:w-auto sm:justify-end sm:border-0 sm:pt-0">
          <ButtonLink to="/" variant="ghost" size="sm" className="-ms-2 sm:ms-0">
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
      </Container>
      {signedIn ? (
        <nav aria-label={t('hostHeader.nav')} className="border-t border-line bg-page">
          <Container>
            <ul className="flex gap-1 overflow-x-auto py-1.5">
              {HOST_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors',
                        isActive ? 'bg-navy-700 text-white' : 'text-ink hover:bg-navy-50',
                      )
                    }
                  >
                    {t(label)}
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
