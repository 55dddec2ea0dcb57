import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';

/** The date both legal pages were last changed (a calendar date). */
export const LEGAL_LAST_UPDATED = '2026-11-22';

type LegalDocumentProps = {
  /** The document's key in the `legal` namespace. */
  document: 'terms' | 'privacy';
  /** Its sections in reading order: keys under `<document>.sections`. */
  sections: readonly string[];
};

/** A legal page: title, last-updated date, a table of contents and numbered sections with headings. */
export function LegalDocument({ document, sections }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  usePageTitle(t(`${document}.title`));
  const anchor = (section: string) => `${document}-${section}`;
  const paragraphs = (section: string): string[] => {
    const value: unknown = t(`${document}.sections.${section}.body`, { returnObjects: true });
    return Array.isArray(value) ? value.map(String) : [String(value)];
  };

  return (
    <>
      <PageHeader title={t(`${document}.title`)} lead={t(`${document}.intro`)}>
        <p className="mt-5 text-sm font-medium text-muted">
          {t('lastUpdated', {
            date: format.date(`${LEGAL_LAST_UPDATED}T12:00:00Z`, { dateStyle: 'long' }),
          })}
        </p>
      </PageHeader>
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby={`${document}-contents`} className="lg:sticky lg:top-24 lg:self-start">
          <h2 id={`${document}-contents`} className="text-sm font-semibold tracking-wide text-brick-600">
            {t('contents')}
          </h2>
          <ol className="mt-3 space-y-1 border-s-2 border-line text-sm">
            {sections.map((section, index) => (
              <li key={section}>
                <a
                  href={`#${anchor(section)}`}
                  className="-ms-0.5 flex gap-2 border-s-2 border-transparent py-1 ps-3 text-muted hover:border-navy-600 hover:text-navy-800"
                >
                  <span className="tabular-nums">{format.number(index + 1)}.</span>
                  {t(`${document}.sections.${section}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose space-y-10">
          {sections.map((section, index) => (
            <section key={section} aria-labelledby={anchor(section)}>
              <h2 id={anchor(section)} className="scroll-mt-24 text-xl font-semibold text-navy-800">
                <span className="me-2 text-brick-600 tabular-nums">{format.number(index + 1)}.</span>
                {t(`${document}.sections.${section}.title`)}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink/90">
                {paragraphs(section).map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            </section>
          ))}
          <p className="rounded-2xl bg-navy-50 p-5 text-ink">
            {t('questions')}{' '}
            <Link
              to="/contact"
              className="inline-flex items-center gap-1 font-semibold text-navy-700 underline underline-offset-4"
            >
              {t('contactLink')}
              <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
