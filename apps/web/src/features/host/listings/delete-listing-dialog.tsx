import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { DeleteListingResult, HostListing } from '@orchim/shared/host';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ApiError } from '@/lib/api';
import { useDeleteListing } from '../api/listing-actions';

/** First-strong isolates: a Latin title inside a Hebrew sentence keeps its own order. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * "Delete this listing?" — or "Archive…?" when bookings are still to come: the dialog says beforehand
 * which of the two will happen (the list's `deleteArchives`), and the toast afterwards says what did (the
 * server's answer, which wins if a booking arrived meanwhile). Focus starts on Keep it.
 */
export function DeleteListingDialog({
  listing,
  open,
  onClose,
  onDone,
}: {
  listing: HostListing;
  open: boolean;
  onClose: () => void;
  onDone: (outcome: DeleteListingResult['outcome']) => void;
}) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteListing(listing);
  const archives = listing.deleteArchives;
  const title = isolate(listing.title);

  const close = () => {
    if (remove.isPending) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const { outcome } = await remove.mutateAsync();
      onDone(outcome);
    } catch (error) {
      const network = error instanceof ApiError && error.isNetwork;
      setFailure(t(messageKey(network ? 'network' : 'general'), { ns: 'common' }));
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      initialFocus={keepRef}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-balance text-navy-800">
          {t(archives ? 'delete.archiveTitle' : 'delete.deleteTitle', { title })}
        </h2>
        <p className="text-muted">
          {!archives
            ? t('delete.deleteText')
            : listing.upcomingBookingCount
              ? t('delete.archiveText', { count: listing.upcomingBookingCount })
              : // Past or cancelled bookings keep it too: the guests' records point at it.
                t('delete.archiveTextPast')}
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="outline" onClick={close} disabled={remove.isPending}>
            {t('delete.keep')}
          </Button>
          <Button variant="accent" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {remove.isPending
              ? t('delete.working')
              : t(archives ? 'delete.confirmArchive' : 'delete.confirmDelete')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
