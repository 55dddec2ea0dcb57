import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { failureMessageKey } from '@/lib/failure-message';
import { notify } from '@/lib/notify';
import { useDeleteVisit } from '../api/visits';

/** Deletes the visit after asking (its bookings stay), then back to the account page. */
export function DeleteVisit({ id }: { id: string }) {
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteVisit(id);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      void notify('success', t('page.deleted'));
      await navigate('/profile');
    } catch (error) {
      void notify('error', t(failureMessageKey(error), { ns: 'common' }));
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('page.delete')}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        initialFocus={keepRef}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
      >
        <div className="space-y-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold text-navy-800">
            {t('page.deleteTitle')}
          </h2>
          <p className="text-muted">{t('page.deleteLead')}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button ref={keepRef} variant="outline" onClick={() => setOpen(false)}>
              {t('page.keep')}
            </Button>
            <Button variant="accent" disabled={remove.isPending} onClick={() => void confirm()}>
              {t('page.deleteConfirm')}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
