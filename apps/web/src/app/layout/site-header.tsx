import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Container } from '@/components/ui/container';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { AccountControls } from './account-controls';
import { LanguageMenu } from './language-picker';
import { MessagesNav } from './messages-link';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-links';

/**
 * Product §2 header: logo home, Stays / Shabbos Meals / Transportation, messages (signed in), language,
 * account. The links sit in the header from 1280 px; narrower, in the menu: at 1024 px a signed-in admin's
 * header in French did not fit (a link wrapped onto three lines and Sign Out went past the screen's edge).
 * The bar is wider than a page's text, so that French fits on one line at 1280 px.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <header
      data-sticky-header
      className="sticky top-0 z-40 border-b border-line bg-page/95 backdrop-blur-sm print:hidden"
    >
      <Container wide className="flex h-16 items-center gap-2 xl:gap-4">
        <Link to="/" aria-label={t('app.homeLabel')} className="-ms-1 rounded-xl p-1">
          <Logo name={t('app.name')} />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center rounded-full px-4 font-medium whitespace-nowrap transition-colors',
                      isActive ? 'bg-navy-50 text-navy-700' : 'text-ink hover:bg-navy-50 hover:text-navy-700',
                    )
                  }
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 xl:gap-2">
          {/* At every width: the unread count must show on a phone too, without opening the menu. */}
          {status === 'signed-in' ? <MessagesNav part="header" /> : null}
          <LanguageMenu />
          <div className="hidden xl:block">
            <AccountControls />
          </div>
          <MobileMenu className="xl:hidden" />
        </div>
      </Container>
    </header>
  );
}
