import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Flame, Moon, RotateCw } from 'lucide-react';
import type { ShabbosTimes } from '@orchim/shared/shabbos';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { DEFAULT_LANGUAGE } from '@orchim/shared/constants';
import { useFormat } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { useShabbosTimes } from './get-shabbos-times';

const tileClass = 'rounded-2xl bg-navy-700/70 p-5 ring-1 ring-white/10 sm:p-6';

/** On a phone the two time tiles sit side by side: labels take two lines' room, so the times line up. */
const TIME_TILE = '[&>dt]:min-h-10 sm:[&>dt]:min-h-0';

/** A calendar date (YYYY-MM-DD) as an instant that falls on that date in New York. */
const onCalendarDate = (date: string) => `${date}T12:00:00Z`;

/** This week's Shabbos in Crown Heights: parsha, Hebrew date, candle lighting and havdalah. */
export function ShabbosTimesSection() {
  const { t } = useTranslation('home');
  const query = useShabbosTimes();
  return (
    <section aria-labelledby="home-shabbos-title" className="bg-navy-800 text-white">
      <Container className="py-14 sm:py-16">
        <h2 id="home-shabbos-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('shabbos.title')}
        </h2>
        <div className="mt-8">
          {query.isSuccess ? (
            <ShabbosTimesDetails times={query.data} />
          ) : query.isError ? (
            <div
              role="alert"
              className={cn(tileClass, 'flex flex-col items-start gap-4 sm:flex-row sm:items-center')}
            >
              <p className="flex-1 text-lg">{t('shabbos.error')}</p>
              <Button variant="outlineLight" onClick={() => void query.refetch()} disabled={query.isFetching}>
                <RotateCw
                  className={`size-4 ${query.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
                  aria-hidden="true"
                />
                {t('shabbos.retry')}
              </Button>
            </div>
          ) : (
            <ShabbosTimesSkeleton />
          )}
        </div>
        <p className="mt-6 text-sm text-navy-100">{t('shabbos.timeZoneNote')}</p>
      </Container>
    </section>
  );
}

function ShabbosTimesDetails({ times }: { times: ShabbosTimes }) {
  const { t, i18n } = useTranslation('home');
  const format = useFormat();
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const civilDate = (date: string) =>
    format.date(onCalendarDate(date), { weekday: 'long', month: 'long', day: 'numeric' });
  const time = (instant: string) => format.date(instant, { hour: 'numeric', minute: '2-digit' });

  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      <Tile icon={BookOpen} label={t('shabbos.parsha')} className="col-span-2 md:col-span-1">
        <dd className="mt-2 text-2xl font-semibold text-balance">
          {times.parsha?.[lng] ?? times.holidays[0]?.[lng] ?? '—'}
        </dd>
        <dd className="mt-1 text-navy-100">{times.hebrewDate[lng]}</dd>
        {times.holidays.length ? (
          <dd className="mt-3 flex flex-wrap gap-2">
            {times.holidays.map((holiday) => (
              <span
                key={holiday.en}
                className="rounded-full bg-gold-400 px-3 py-1 text-sm font-medium text-navy-900"
              >
                {holiday[lng]}
              </span>
            ))}
          </dd>
        ) : null}
      </Tile>
      <Tile icon={Flame} label={t('shabbos.candleLighting')} className={TIME_TILE}>
        <dd className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">
          <time dateTime={times.candleLighting}>{time(times.candleLighting)}</time>
        </dd>
        <dd className="mt-1 text-navy-100">
          <time dateTime={times.friday}>{civilDate(times.friday)}</time>
        </dd>
      </Tile>
      <Tile icon={Moon} label={t('shabbos.havdalah')} className={TIME_TILE}>
        <dd className="mt-2 text-2xl font-bold tabular-nums sm:text-3xl">
          <time dateTime={times.havdalah}>{time(times.havdalah)}</time>
        </dd>
        <dd className="mt-1 text-navy-100">
          <time dateTime={times.saturday}>{civilDate(times.saturday)}</time>
        </dd>
      </Tile>
    </dl>
  );
}

function Tile({
  icon: Icon,
  label,
  children,
  className,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn(tileClass, className)}>
      <dt className="flex items-start gap-2 text-sm font-semibold tracking-wide text-gold-400">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      {children}
    </div>
  );
}

function ShabbosTimesSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      <span className="sr-only">{t(messageKey('loading'))}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className={cn(
            tileClass,
            'animate-pulse motion-reduce:animate-none',
            index === 0 && 'col-span-2 md:col-span-1',
          )}
        >
          <div className="h-4 w-1/2 rounded bg-white/20" />
          <div className="mt-4 h-8 w-3/4 rounded bg-white/25" />
          <div className="mt-3 h-4 w-2/3 rounded bg-white/15" />
        </div>
      ))}
    </div>
  );
}
