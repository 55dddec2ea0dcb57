import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Building2,
  Bus,
  Car,
  DoorOpen,
  ExternalLink,
  Flame,
  Footprints,
  Mail,
  MapPin,
  ScrollText,
  UserRound,
} from 'lucide-react';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { BusiestDays } from './busiest-days';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** The customs, in the order a visitor meets them: the letter, the writing room, then the Ohel itself. */
const CUSTOMS: readonly { key: string; icon: Icon }[] = [
  { key: 'letter', icon: ScrollText },
  { key: 'writingRoom', icon: Building2 },
  { key: 'shoes', icon: Footprints },
  { key: 'headCovering', icon: UserRound },
  { key: 'candles', icon: Flame },
  { key: 'entrances', icon: DoorOpen },
];

const MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(OHEL_ADDRESS)}`;

const sectionTitle = 'text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl';

function IconBadge({ icon: Icon }: { icon: Icon }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brick-50 text-brick-600">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/**
 * The visitor guide: where the Ohel is and how to get there, the customs of a visit, sending a letter
 * from afar, and the busiest days of the year (from the API).
 */
export function OhelGuide() {
  const { t } = useTranslation('ohel');
  return (
    <>
      <section aria-labelledby="ohel-where">
        <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14">
          <div>
            <h2 id="ohel-where" className={sectionTitle}>
              {t('guide.where.title')}
            </h2>
            <Card className="mt-6 flex gap-4 p-6">
              <IconBadge icon={MapPin} />
              <div>
                <p className="text-sm font-semibold tracking-wide text-brick-600">
                  {t('guide.where.addressLabel')}
                </p>
                <address className="mt-1 text-lg font-semibold text-navy-800 not-italic">
                  {/* A New York address reads left to right, also on the Hebrew page. */}
                  <bdi dir="ltr">{OHEL_ADDRESS}</bdi>
                </address>
                <a
                  href={MAP_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex items-center gap-1.5 rounded-full font-medium text-navy-700 underline-offset-4 hover:underline"
                >
                  {t('guide.where.map')}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">{t('guide.where.newTab')}</span>
                </a>
              </div>
            </Card>
          </div>
          <ul className="space-y-5 self-end">
            <li className="flex gap-4">
              <IconBadge icon={Car} />
              <p className="leading-relaxed text-ink">{t('guide.where.car')}</p>
            </li>
            <li className="flex gap-4">
              <IconBadge icon={Bus} />
              <div>
                <p className="leading-relaxed text-ink">{t('guide.where.shuttle')}</p>
                {/* The shuttles and rides are listed further down this page. */}
                <a
                  href="#listings"
                  className="mt-1 inline-flex rounded-full font-medium text-navy-700 underline-offset-4 hover:underline"
                >
                  {t('guide.ride')}
                </a>
              </div>
            </li>
          </ul>
        </Container>
      </section>

      <section aria-labelledby="ohel-visit" className="border-y border-line bg-surface">
        <Container className="py-12 sm:py-16">
          <h2 id="ohel-visit" className={sectionTitle}>
            {t('guide.visit.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">{t('guide.visit.lead')}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {CUSTOMS.map(({ key, icon }) => (
              <li key={key}>
                <Card tone="page" className="h-full p-6">
                  <IconBadge icon={icon} />
                  <h3 className="mt-4 text-lg font-semibold text-navy-800">
                    {t(`guide.visit.${key}.title`)}
                  </h3>
                  <p className="mt-1.5 leading-relaxed text-muted">{t(`guide.visit.${key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="ohel-afar">
        <Container className="py-12 sm:py-16">
          <div className="flex max-w-3xl gap-4">
            <IconBadge icon={Mail} />
            <div>
              <h2 id="ohel-afar" className={sectionTitle}>
                {t('guide.afar.title')}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-ink">{t('guide.afar.text')}</p>
              <p className="mt-3 leading-relaxed text-muted">{t('guide.afar.how')}</p>
            </div>
          </div>
        </Container>
      </section>

      <BusiestDays />
    </>
  );
}
