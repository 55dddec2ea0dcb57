import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { messageKey } from '@orchim/shared/messages';
import { isNotFound, LoadErrorScreen } from '@/components/load-error-screen';
import { PageFallback } from '@/components/page-fallback';
import { ButtonLink } from '@/components/ui/button-link';
import { usePageTitle } from '@/lib/page-title';
import { useHostStay } from './stay-form/api/host-stay';
import { HostFormHeader } from './components/host-form-header';
import { StayForm } from './stay-form/stay-form';
import { HostOnly } from './host-only';
import { OhelForm, TransportForm } from './offer-forms';

/** An existing stay: loaded (the host's own only: anyone else's is "not found"), then the form. */
function EditStay({ id }: { id: string }) {
  const { t } = useTranslation('hostForm');
  const stay = useHostStay(id);
  if (stay.data) return <StayForm stay={stay.data} />;
  if (stay.isError) return <StayLoadError error={stay.error} onRetry={() => void stay.refetch()} />;
  return (
    <>
      <HostFormHeader ns="hostForm" title={t('page.editTitle')} />
      <PageFallback />
    </>
  );
}

/** Not found (or another host's), or not loaded: said so, with the way back to the listings. */
function StayLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('hostForm');
  const notFound = { title: t('notFound.title'), lead: t('notFound.lead') };
  usePageTitle(isNotFound(error) ? notFound.title : t(messageKey('screenError'), { ns: 'common' }));
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={notFound}
      retryLabel={t('actions.retry')}
      links={
        <ButtonLink to="/host/listings" variant="outline">
          {t('page.back')}
        </ButtonLink>
      }
    />
  );
}

/**
 * Serves /host/listings/new, /host/listings/edit/:id and /edit-listing/:id: the stepwise stay form, or
 * with ?kind=transport|ohel the form of a transport service or an Ohel listing. A pending host may
 * prepare drafts (publishing waits for approval).
 */
export default function ListingFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const kind = params.get('kind');
  return (
    <HostOnly allowPending>
      {kind === 'transport' ? (
        <TransportForm id={id} />
      ) : kind === 'ohel' ? (
        <OhelForm id={id} />
      ) : id ? (
        <EditStay key={id} id={id} />
      ) : (
        <StayForm stay={null} />
      )}
    </HostOnly>
  );
}
