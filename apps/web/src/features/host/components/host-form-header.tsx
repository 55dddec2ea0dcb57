import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

/**
 * The top of a host form (the stay form, the offer forms): the way back to the listings, the page's h1
 * (also the document title) and what the page is for. `ns` is the form's own namespace, already loaded
 * with it, which holds page.back and page.eyebrow.
 */
export function HostFormHeader({
  ns,
  title,
  lead,
}: {
  ns: 'hostForm' | 'hostOffers';
  title: string;
  lead?: string | undefined;
}) {
  const { t } = useTranslation(ns);
  usePageTitle(title);
  return (
    <header className="border-b border-line bg-linear-to-b from-gold-100/50 to-page">
      <Container className="py-6 sm:py-8">
        <Link
          to="/host/listings"
          className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-navy-700 hover:underline"
        >
          <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
          {t('page.back')}
        </Link>
        <p className="mb-1 text-sm font-semibold tracking-wide text-brick-600">{t('page.eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-navy-800 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-pretty text-muted">{lead}</p> : null}
      </Container>
    </header>
  );
}
