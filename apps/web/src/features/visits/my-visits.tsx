import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight, Link2, Plus } from 'lucide-react';
import { LoadFailure } from '@/components/ui/load-failure';
import { ButtonLink } from '@/components/ui/button-link';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { useVisitFormat } from './components/visit-format';
import { visitTitle } from './components/visit-header';
import { useVisits } from '@/lib/visit-list';

/** My visits, for /profile: each visit's name and dates, linking to its plan, and planning a new one. */
export function MyVisits() {
  const { t } = useTranslation('visits');
  const format = useVisitFormat();
  const visits = useVisits();
  return (
    <div className="space-y-4">
      {visits.isPending ? (
        <RowsSkeleton rows={1} rowClassName="h-16" />
      ) : visits.isError ? (
        // Not an alert: the bookings above speak up when the server is out; this is a quieter second line.
        <LoadFailure
          error={visits.error}
          retryLabel={t('page.retry')}
          onRetry={() => void visits.refetch()}
          announce={false}
        />
      ) : visits.data.items.length ? (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {visits.data.items.map((visit) => (
            <li key={visit.id}>
              <Link
                to={`/visits/${visit.id}`}
                aria-label={t('mine.open', { title: visitTitle(visit, t) })}
                className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-navy-50"
              >
                <span className="min-w-0">
                  <span dir="auto" className="block font-medium text-navy-800">
                    {visitTitle(visit, t)}
                  </span>
                  <span className="block text-sm text-muted">
                    {format.range(visit.arrival.date, visit.departure.date)}
                    {visit.shared ? (
                      <span className="ms-2 inline-flex items-center gap-1 text-navy-600">
                        <Link2 className="size-3.5" aria-hidden="true" />
                        {t('mine.shared')}
                      </span>
                    ) : null}
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-muted flip-rtl" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('mine.empty')}</p>
      )}
      <ButtonLink to="/visits/new" variant="outline">
        <Plus className="size-4" aria-hidden="true" />
        {t('mine.plan')}
      </ButtonLink>
    </div>
  );
}
