import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CalendarDownloadButton } from '@/components/calendar/calendar-download-button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { LoadErrorScreen } from '@/components/load-error-screen';
import { useSharedVisit } from './api/visits';
import { VisitDays } from './components/visit-days';
import { PlanSkeleton, usePlanTitle, VisitHeader, visitFileName } from './components/visit-header';
import { VisitMap } from './components/visit-map';
import { VisitWarnings } from './components/visit-warnings';

/**
 * /visits/shared/{token} (anyone with the link, signed in or not): a guest's plan, read only, for family
 * (docs/product.md §12): the days, what is booked (titles only, no contact details) and the calendar file.
 * A link taken back or a deleted visit is "no longer works".
 */
export default function SharedVisitPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('visits');
  const plan = useSharedVisit(token);
  usePlanTitle(plan, t('shared.notFound.title'), t('shared.eyebrow'));
  if (plan.isError) {
    return (
      <LoadErrorScreen
        error={plan.error}
        onRetry={() => void plan.refetch()}
        notFound={{ title: t('shared.notFound.title'), lead: t('shared.notFound.lead') }}
        retryLabel={t('page.retry')}
        links={<ButtonLink to="/">{t('notFound.home', { ns: 'common' })}</ButtonLink>}
      />
    );
  }
  if (plan.isPending) return <PlanSkeleton />;
  const { visit } = plan.data;
  return (
    <>
      <VisitHeader visit={visit} eyebrow={t('shared.eyebrow')}>
        <p className="mt-3 text-sm text-muted">{t('shared.note')}</p>
        <div className="mt-5">
          <CalendarDownloadButton
            size="sm"
            path={`/rest/v1/shared-visits/${encodeURIComponent(token)}/calendar`}
            fileName={visitFileName(visit)}
          />
        </div>
      </VisitHeader>
      <Container className="max-w-3xl space-y-6 py-8 sm:py-10">
        <VisitWarnings plan={plan.data} linkBookings={false} />
        <VisitDays plan={plan.data} linkBookings={false} />
        <VisitMap plan={plan.data} linkBookings={false} />
      </Container>
    </>
  );
}
