import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, BedDouble, UtensilsCrossed } from 'lucide-react';
import { LogoMark } from '@/components/logo';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

/** Any path outside product §2 (the server answers it with status 404 and this page). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  const suggestions = [
    { to: '/stays', label: t('notFound.stays'), icon: BedDouble },
    { to: '/meals', label: t('notFound.meals'), icon: UtensilsCrossed },
  ];
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <LogoMark size="xl" className="mx-auto" />
        <p className="mt-6 text-sm font-semibold tracking-wide text-brick-600">{t('notFound.code')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-800 sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{t('notFound.lead')}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          {t('notFound.home')}
        </ButtonLink>
        <h2 className="mt-12 text-base font-semibold text-ink">{t('notFound.suggestions')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {suggestions.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-(--radius-card) border border-line bg-surface p-4 text-start font-medium text-navy-700 shadow-(--shadow-card) transition-colors hover:border-navy-600"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brick-50 text-brick-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex-1">{label}</span>
                <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
