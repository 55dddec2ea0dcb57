import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CalendarRange } from 'lucide-react';
import { CalendarDownloadButton } from '@/components/calendar/calendar-download-button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { useAuth } from '@/lib/auth/auth-context';
import { useVisitPlan } from './api/visits';
import { DeleteVisit } from './components/delete-visit';
import { SharePanel } from './components/share-panel';
import { VisitDays } from './components/visit-days';
import { PlanSkeleton, usePlanTitle, VisitHeader, visitFileName } from './components/visit-header';
import { VisitMap } from './components/visit-map';
import { VisitLoadError } from './components/visit-load-error';
import { VisitSuggestions } from './components/visit-suggestions';
import { VisitWarnings } from './components/visit-warnings';

/**
 * /visits/{id} (signed in, the guest's own): the visit day by day against the Jewish calendar, what does
 * not fit and what to do, what to book from here, sharing with family and the calendar file.
 */
export default function VisitPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('visits');
  const { session } = useAuth();
  const plan = useVisitPlan(id);
  usePlanTitle(plan, t('page.notFound.title'), t('eyebrow'));
  if (plan.isError) return <VisitLoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  if (plan.isPending) return <PlanSkeleton />;
  const { visit } = plan.data;
  return (
    <>
      <VisitHeader visit={visit} eyebrow={t('eyebrow')}>
        <div className="mt-6 flex flex-wrap gap-2">
          <ButtonLink to={`/visits/${visit.id}/edit`} variant="outline" size="sm">
            <CalendarRange className="size-4" aria-hidden="true" />
            {t('page.edit')}
          </ButtonLink>
          <CalendarDownloadButton
            size="sm"
            path={`/rest/v1/visits/${visit.id}/calendar`}
            fileName={visitFileName(visit)}
            accessToken={session?.access_token}
          />
          <DeleteVisit id={visit.id} />
        </div>
      </VisitHeader>
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <VisitWarnings plan={plan.data} linkBookings />
          <VisitDays plan={plan.data} linkBookings />
        </div>
        <aside className="space-y-6">
          <VisitMap plan={plan.data} linkBookings />
          <VisitSuggestions plan={plan.data} />
          <SharePanel visit={visit} />
        </aside>
      </Container>
    </>
  );
}
