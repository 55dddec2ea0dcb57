import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Visit } from '@orchim/shared/visits';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';
import { usePageTitle } from '@/lib/page-title';
import { useSaveVisit, useVisitPlan } from './api/visits';
import { VisitForm } from './components/visit-form';
import { loadErrorTitle, VisitLoadError } from './components/visit-load-error';

/** /visits/new and /visits/{id}/edit (signed in): a visit's arrival and departure; saved, its plan opens. */
export default function VisitFormPage() {
  const { id } = useParams();
  return id ? <EditVisit id={id} /> : <VisitFormView />;
}

function EditVisit({ id }: { id: string }) {
  const plan = useVisitPlan(id);
  if (plan.isError) return <EditVisitError error={plan.error} onRetry={() => void plan.refetch()} />;
  return <VisitFormView visit={plan.data?.visit} loading={plan.isPending} id={id} />;
}

function VisitFormView({
  visit,
  loading = false,
  id,
}: {
  visit?: Visit | undefined;
  loading?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('visits');
  const navigate = useNavigate();
  const save = useSaveVisit(id);
  const editing = id !== undefined;
  usePageTitle(t(editing ? 'form.editTitle' : 'form.newTitle'));
  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t(editing ? 'form.editTitle' : 'form.newTitle')}
        lead={t(editing ? 'form.editLead' : 'form.newLead')}
      />
      <Container className="max-w-3xl py-8 sm:py-12">
        {loading ? (
          <Card className="p-6">
            <RowsSkeleton rows={3} />
          </Card>
        ) : (
          <VisitForm
            {...(visit ? { visit } : {})}
            cancelHref={id ? `/visits/${id}` : '/profile'}
            onSubmit={async (input) => {
              const saved = await save.mutateAsync(input);
              await navigate(`/visits/${saved.id}`);
            }}
          />
        )}
      </Container>
    </>
  );
}

function EditVisitError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('visits');
  usePageTitle(loadErrorTitle(error, t('page.notFound.title'), t));
  return <VisitLoadError error={error} onRetry={onRetry} />;
}
