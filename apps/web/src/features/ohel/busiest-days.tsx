import { useTranslation } from 'react-i18next';
import { CalendarDays, RotateCw } from 'lucide-react';
import { DEFAULT_LANGUAGE } from '@orchim/shared/constants';
import { messageKey } from '@orchim/shared/messages';
import type { OhelBusyDayDate } from '@orchim/shared/ohel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { useFormat } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { useOhelGuide } from './api/get-ohel-guide';

/** A calendar date (YYYY-MM-DD) as an instant that falls on that date in New York. */
const onCalendarDate = (date: string) => `${date}T12:00:00Z`;

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/** Gimmel Tammuz and Yud Shevat, with this year's dates (or next year's once passed). */
export function BusiestDays() {
  const { t, i18n } = useTranslation('ohel');
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const query = useOhelGuide(lng);
  return (
    <section aria-labelledby="ohel-busiest" className="border-t border-line bg-surface">
      <Container className="py-12 sm:py-16">
        <h2 id="ohel-busiest" className="text-2xl font-bold tracking-tight text-navy-800 sm:text-3xl">
          {t('guide.busiest.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">{t('guide.busiest.lead')}</p>
        <div className="mt-8">
          {query.data ? (
            <ul className="grid gap-5 md:grid-cols-2">
              {query.data.busiestDays.map((day) => (
                <li key={day.key}>
                  <BusyDay day={day} />
                </li>
              ))}
            </ul>
          ) : query.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-line bg-page p-6 sm:flex-row sm:items-center"
            >
              <p className="flex-1 text-lg text-ink">{t('guide.busiest.error')}</p>
              <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
                <RotateCw
                  className={`size-4 ${query.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
                  aria-hidden="true"
                />
                {t('guide.busiest.retry')}
              </Button>
            </div>
          ) : (
            <BusiestDaysSkeleton />
          )}
        </div>
      </Container>
    </section>
  );
}

function BusyDay({ day }: { day: OhelBusyDayDate }) {
  const { t } = useTranslation('ohel');
  const format = useFormat();
  const civil = (date: string) => format.date(onCalendarDate(date), LONG_DATE);
  const shown = day.passed && day.nextDate ? day.nextDate : day.date;
  return (
    <Card tone="page" className="h-full p-6">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
          <CalendarDays className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-navy-800">{t(`guide.busiest.days.${day.key}.name`)}</h3>
          <p className="mt-1 leading-relaxed text-muted">{t(`guide.busiest.days.${day.key}.about`)}</p>
        </div>
      </div>
      <p className="mt-5 text-xl font-bold text-navy-800 sm:text-2xl">
        <time dateTime={shown}>{civil(shown)}</time>
      </p>
      {shown === day.date ? (
        <p className="mt-1 text-muted">{day.hebrewDate}</p>
      ) : (
        <p className="mt-1 text-muted">
          {t('guide.busiest.passed', { date: civil(day.date), hebrewDate: day.hebrewDate })}
        </p>
      )}
    </Card>
  );
}

function BusiestDaysSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid gap-5 md:grid-cols-2">
      <span className="sr-only">{t(messageKey('loading'))}</span>
      {[0, 1].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="animate-pulse rounded-(--radius-card) border border-line bg-page p-6 motion-reduce:animate-none"
        >
          <div className="h-5 w-1/3 rounded bg-navy-100" />
          <div className="mt-3 h-4 w-2/3 rounded bg-navy-50" />
          <div className="mt-6 h-7 w-1/2 rounded bg-navy-100" />
          <div className="mt-2 h-4 w-1/3 rounded bg-navy-50" />
        </div>
      ))}
    </div>
  );
}
