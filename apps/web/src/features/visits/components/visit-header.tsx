import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nightsBetween } from '@orchim/shared/dates';
import type { Visit, VisitPlan } from '@orchim/shared/visits';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { usePageTitle } from '@/lib/page-title';
import { loadErrorTitle } from './visit-load-error';
import { useVisitFormat } from './visit-format';

/** A visit's band: its name (or the default), its dates and nights, and what can be done with it. */
export function VisitHeader({
  visit,
  eyebrow,
  children,
}: {
  visit: Visit;
  eyebrow: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('visits');
  const format = useVisitFormat();
  const nights = nightsBetween(visit.arrival.date, visit.departure.date);
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={<span dir="auto">{visitTitle(visit, t)}</span>}
      lead={`${format.range(visit.arrival.date, visit.departure.date)} · ${t('nights', { count: nights })}`}
    >
      {children}
    </PageHeader>
  );
}

export const visitTitle = (visit: Visit, t: (key: string) => string) => visit.title.trim() || t('untitled');

/** The calendar file's name, the same from the guest's page and the shared link. */
export const visitFileName = (visit: Visit) => `orchim-visit-${visit.arrival.date}.ics`;

/** A plan's page title: the visit's name, the error screen's heading, or `waiting` while it loads. */
export function usePlanTitle(plan: UseQueryResult<VisitPlan>, notFoundTitle: string, waiting: string) {
  const { t } = useTranslation('visits');
  usePageTitle(
    plan.isError
      ? loadErrorTitle(plan.error, notFoundTitle, t)
      : plan.data
        ? visitTitle(plan.data.visit, t)
        : waiting,
  );
}

/** A plan while it loads. */
export function PlanSkeleton() {
  return (
    <Container className="py-10">
      <RowsSkeleton rows={4} />
    </Container>
  );
}
