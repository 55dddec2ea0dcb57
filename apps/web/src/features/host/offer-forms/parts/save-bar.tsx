import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { SubmitButton } from '@/components/ui/submit-button';

/** The end of an offer form: its answer (saved, or why not), then the button that saves it. */
export function SaveBar({ busy, alert, published }: { busy: boolean; alert: ReactNode; published: boolean }) {
  const { t } = useTranslation('hostOffers');
  return (
    <div className="space-y-4 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6">
      {alert}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted sm:max-w-sm">
          {published ? t('save.publishedNote') : t('save.draftNote')}
        </p>
        <SubmitButton
          busy={busy}
          label={published ? t('save.changes') : t('save.draft')}
          busyLabel={t('save.saving')}
          icon={<Save className="size-5" aria-hidden="true" />}
          fullWidth={false}
        />
      </div>
    </div>
  );
}
