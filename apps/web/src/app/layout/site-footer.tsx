import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Container } from '@/components/ui/container';

const COLUMNS = [
  {
    title: 'footer.services',
    links: [
      { to: '/stays', label: 'footer.stays' },
      { to: '/meals', label: 'footer.meals' },
      { to: '/transport', label: 'footer.transport' },
      { to: '/ohel', label: 'footer.ohel' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: '/contact', label: 'footer.contact' },
      { to: '/host/register', label: 'footer.becomeHost' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
    ],
  },
] as const;

function FooterColumn({ title, links }: (typeof COLUMNS)[number]) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-gold-400">
        {t(title)}
      </h2>
      <ul className="mt-4 space-y-1">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-block rounded py-1.5 text-navy-100 transition-colors hover:text-white hover:underline"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Product §2 footer: Services, Company, Legal and a copyright line with the current year. */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-900 text-navy-100 print:hidden">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr] lg:py-16">
        <div className="col-span-2 sm:col-span-3 lg:col-span-1">
          <Link to="/" aria-label={t('app.homeLabel')} className="-ms-1 inline-block rounded-xl p-1">
            <Logo name={t('app.name')} tone="light" />
          </Link>
          <p className="mt-4 max-w-sm leading-relaxed">{t('footer.tagline')}</p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <MapPin className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
            {t('footer.place')}
          </p>
        </div>
        {COLUMNS.map((column) => (
          <FooterColumn key={column.title} {...column} />
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: String(year) })}</p>
          <p>{t('footer.madeIn')}</p>
        </Container>
      </div>
    </footer>
  );
}
