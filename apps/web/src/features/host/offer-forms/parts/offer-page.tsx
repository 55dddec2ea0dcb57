import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { PageFallback } from '@/components/page-fallback';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

/** The page's heading: the way back to the listings, the title, and what the page is for. */
export function OfferHeader({ title, lead }: { title: string; lead?: string | undefined }) {
  const { t } = useTranslation('hostOffers');
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

/** The heading while what the form needs is loading, then "Loading...". */
export function OfferPageLoading({ title }: { title: string }) {
  return (
    <>
      <OfferHeader title={title} />
      <PageFallback />
    </>
  );
}

/**
 * The frame of an offer form: its heading, then the form's sections beside (on a desktop) or above (on a
 * phone) the panel that says where the listing stands.
 */
export function OfferPage({
  title,
  lead,
  aside,
  children,
}: {
  title: string;
  lead: string;
  /** The status and publish panel. */
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <OfferHeader title={title} lead={lead} />
      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6">{children}</div>
        <div className="mt-6 lg:sticky lg:top-24 lg:mt-0">{aside}</div>
      </Container>
    </>
  );
}

/** One part of a form, a card with its heading and what it is for. */
export function FormSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="min-w-0 p-5 sm:p-8">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-semibold text-navy-800 sm:text-2xl">
          {title}
        </h2>
        {lead ? <p className="mt-2 leading-relaxed text-muted">{lead}</p> : null}
        <div className="mt-6 space-y-6">{children}</div>
      </section>
    </Card>
  );
}
