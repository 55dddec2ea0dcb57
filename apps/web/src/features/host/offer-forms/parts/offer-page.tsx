import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '@/components/page-fallback';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { HostFormHeader } from '../../components/host-form-header';

/** The heading while what the form needs is loading, then "Loading...". */
export function OfferPageLoading({ title }: { title: string }) {
  return (
    <>
      <HostFormHeader ns="hostOffers" title={title} />
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
      <HostFormHeader ns="hostOffers" title={title} lead={lead} />
      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6">{children}</div>
        <div className="mt-6 lg:sticky lg:top-24 lg:mt-0">{aside}</div>
      </Container>
    </>
  );
}

/**
 * One part of a form, a card with its heading and what it is for: `text` is where its words are in
 * hostOffers (".title" and ".lead"), as for the fields; `lead` stands in for a lead of another key.
 */
export function FormSection({ text, lead, children }: { text: string; lead?: string; children: ReactNode }) {
  const { t } = useTranslation('hostOffers');
  const title = t(`${text}.title`);
  lead ??= t(`${text}.lead`);
  const id = useId();
  return (
    <Card className="min-w-0 p-5 sm:p-8">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-semibold text-navy-800 sm:text-2xl">
          {title}
        </h2>
        <p className="mt-2 leading-relaxed text-muted">{lead}</p>
        <div className="mt-6 space-y-6">{children}</div>
      </section>
    </Card>
  );
}
