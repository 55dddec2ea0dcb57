import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { AccountControls } from './account-controls';
import { LanguageMenu } from './language-picker';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-links';

/** Product §2 header: logo home, Stays / Shabbos Meals / Transportation, language, account. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-page/95 backdrop-blur-sm">
      <Container className="flex h-16 items-center gap-2 lg:gap-6">
        <Link to="/" aria-label={t('app.homeLabel')} className="-ms-1 rounded-xl p-1">
          <Logo name={t('app.name')} />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center rounded-full px-4 font-medium transition-colors',
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
        <div className="ms-auto flex items-center gap-1 lg:gap-3">
          <LanguageMenu />
          <div className="hidden lg:block">
            <AccountControls />
          </div>
          <MobileMenu className="lg:hidden" />
        </div>
      </Container>
    </header>
  );
}
