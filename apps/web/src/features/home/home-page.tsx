import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Footprints, Handshake, HeartHandshake, ShieldCheck } from 'lucide-react';
import brownstones from '@/assets/illustrations/brownstones.svg?no-inline';
import hero770 from '@/assets/illustrations/hero-770.svg?no-inline';
import ohel from '@/assets/illustrations/ohel.svg?no-inline';
import shabbosTable from '@/assets/illustrations/shabbos-table.svg?no-inline';
import transport from '@/assets/illustrations/transport.svg?no-inline';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { ShabbosTimesSection } from './shabbos-times';
import { StaySearchForm } from './stay-search-form';

const AREAS = [
  { key: 'stays', to: '/stays', image: brownstones },
  { key: 'meals', to: '/meals', image: shabbosTable },
  { key: 'transport', to: '/transport', image: transport },
  { key: 'ohel', to: '/ohel', image: ohel },
] as const;

const REASONS = [
  { key: 'direct', icon: Handshake },
  { key: 'kosher', icon: ShieldCheck },
  { key: 'walk', icon: Footprints },
] as const;

/** Home: what a visitor to Crown Heights needs first. */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <Areas />
      <ShabbosTimesSection />
      <Reasons />
      <HostCallToAction />
    </>
  );
}

function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-title" className="bg-linear-to-b from-gold-100/70 to-page">
      <Container className="grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-brick-600">{t('hero.eyebrow')}</p>
          <h1
            id="home-title"
            className="text-4xl font-bold tracking-tight text-balance text-navy-800 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-pretty text-muted">{t('hero.lead')}</p>
          <StaySearchForm className="mt-8" />
        </div>
        <img
          src={hero770}
          width={640}
          height={420}
          alt={t('hero.imageAlt')}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-(--shadow-card)"
        />
      </Container>
    </section>
  );
}

function Areas() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-areas-title">
      <Container className="py-14 sm:py-16">
        <h2 id="home-areas-title" className="text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">
          {t('areas.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{t('areas.lead')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map(({ key, to, image }) => (
            <li key={key}>
              <Card className="flex h-full flex-col overflow-hidden">
                <img
                  src={image}
                  width={320}
                  height={200}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full bg-gold-100"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-navy-800">{t(`areas.${key}.title`)}</h3>
                  <p className="mt-1.5 flex-1 leading-relaxed text-muted">{t(`areas.${key}.text`)}</p>
                  <Link
                    to={to}
                    className="mt-4 inline-flex items-center gap-1.5 self-start rounded-full font-semibold text-brick-600 underline-offset-4 hover:underline"
                  >
                    {t(`areas.${key}.link`)}
                    <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
                  </Link>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Reasons() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-why-title">
      <Container className="py-14 sm:py-16">
        <h2 id="home-why-title" className="text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">
          {t('why.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{t('why.lead')}</p>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brick-50 text-brick-600">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-navy-800">{t(`why.${key}.title`)}</h3>
                <p className="mt-1.5 leading-relaxed text-muted">{t(`why.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function HostCallToAction() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-host-title" className="pb-16">
      <Container>
        <div className="flex flex-col gap-6 rounded-3xl bg-brick-600 p-8 text-white sm:p-10 md:flex-row md:items-center">
          <HeartHandshake className="size-12 shrink-0 text-gold-100" aria-hidden="true" />
          <div className="flex-1">
            <h2 id="home-host-title" className="text-2xl font-bold tracking-tight text-balance">
              {t('host.title')}
            </h2>
            <p className="mt-2 max-w-2xl leading-relaxed text-brick-50">{t('host.text')}</p>
          </div>
          <ButtonLink to="/host/register" variant="light" size="lg" className="self-start md:self-center">
            {t('host.cta')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
