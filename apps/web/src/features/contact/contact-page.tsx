import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Clock, Mail, MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/page-title';
import { ContactForm } from './contact-form';

export const CONTACT_EMAIL = 'hello@orchim.example';

/** Contact: the form, and how else to reach the team. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-title">
          <Card className="p-5 sm:p-8">
            <h2 id="contact-form-title" className="mb-6 text-xl font-semibold text-navy-800">
              {t('form.title')}
            </h2>
            <ContactForm />
          </Card>
        </section>
        <aside aria-labelledby="contact-aside-title" className="space-y-6">
          <h2 id="contact-aside-title" className="text-xl font-semibold text-navy-800">
            {t('aside.title')}
          </h2>
          <dl className="space-y-5">
            <Detail icon={Mail} label={t('aside.emailLabel')}>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                dir="ltr"
                className="font-medium text-navy-700 underline underline-offset-4 hover:text-navy-800"
              >
                {CONTACT_EMAIL}
              </a>
            </Detail>
            <Detail icon={MapPin} label={t('aside.areaLabel')}>
              <span dir="ltr">{t('aside.area')}</span>
            </Detail>
            <Detail icon={Clock} label={t('aside.hoursLabel')}>
              {t('aside.hours')}
            </Detail>
          </dl>
          <p className="border-t border-line pt-5 text-sm leading-relaxed text-muted">
            {t('aside.privacy')}{' '}
            <Link to="/privacy" className="font-medium text-navy-700 underline underline-offset-4">
              {t('aside.privacyLink')}
            </Link>
          </p>
        </aside>
      </Container>
    </>
  );
}

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-10 ps-13">
      <dt className="text-sm font-semibold text-navy-800">
        <span className="absolute start-0 top-0 inline-flex size-10 items-center justify-center rounded-full bg-brick-50 text-brick-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 leading-relaxed text-muted">{children}</dd>
    </div>
  );
}
