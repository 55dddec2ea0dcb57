import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, GraduationCap, Landmark, ShieldCheck, Users } from 'lucide-react';
import brownstones from '@/assets/illustrations/brownstones.svg?no-inline';
import shabbosTable from '@/assets/illustrations/shabbos-table.svg?no-inline';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/page-title';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

const AUDIENCE: readonly { key: string; icon: Icon }[] = [
  { key: 'families', icon: Users },
  { key: 'students', icon: GraduationCap },
  { key: 'visitors', icon: Landmark },
];

function useList(key: string): string[] {
  const { t } = useTranslation('about');
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** About: who Orchim is for, what it offers, the idea behind it and how hosts are checked. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageTitle(t('title'));
  const idea = useList('idea.body');
  const offer = useList('offer.items');
  const hosts = useList('hosts.body');

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />

      <section aria-labelledby="about-idea">
        <Container className="grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14">
          <div>
            <h2 id="about-idea" className="text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">
              {t('idea.title')}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted">
              {idea.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </div>
          <img
            src={shabbosTable}
            width={320}
            height={200}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl shadow-(--shadow-card)"
          />
        </Container>
      </section>

      <section aria-labelledby="about-audience" className="border-y border-line bg-surface">
        <Container className="py-12 sm:py-16">
          <h2 id="about-audience" className="text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">
            {t('audience.title')}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {AUDIENCE.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Card tone="page" className="h-full p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-full bg-brick-50 text-brick-600">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-navy-800">{t(`audience.${key}.title`)}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted">{t(`audience.${key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="about-offer">
        <Container className="grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14">
          <img
            src={brownstones}
            width={320}
            height={200}
            alt=""
            loading="lazy"
            decoding="async"
            className="order-last h-auto w-full rounded-3xl shadow-(--shadow-card) lg:order-first"
          />
          <div>
            <h2 id="about-offer" className="text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">
              {t('offer.title')}
            </h2>
            <ul className="mt-5 space-y-4">
              {offer.map((text) => (
                <li key={text} className="flex gap-3 leading-relaxed text-ink">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-hosts" className="bg-navy-800 text-white">
        <Container className="py-12 sm:py-16">
          <div className="max-w-3xl">
            <ShieldCheck className="size-10 text-gold-400" aria-hidden="true" />
            <h2 id="about-hosts" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              {t('hosts.title')}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-navy-100">
              {hosts.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-contact">
        <Container className="py-12 sm:py-16">
          <div className="flex flex-col items-start gap-5 rounded-3xl border border-line bg-gold-100/60 p-8 sm:p-10 md:flex-row md:items-center">
            <div className="flex-1">
              <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-navy-800">
                {t('contact.title')}
              </h2>
              <p className="mt-2 max-w-2xl leading-relaxed text-muted">{t('contact.text')}</p>
            </div>
            <ButtonLink to="/contact" size="lg">
              {t('contact.cta')}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
