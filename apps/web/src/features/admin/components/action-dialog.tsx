import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { notify } from '@/lib/notify';
import { useAdminErrorText } from './use-admin-error';

/** The API's limit on a reason (adminReasonSchema, adminSuspendSchema). */
const REASON_MAX = 500;

export type ReasonRule = 'required' | 'optional' | 'none';

/**
 * An admin's action, confirmed in a modal dialog: what it does, a reason when it takes one (required
 * ones say so in their label and are checked before anything is sent), the server's refusal in words.
 * Focus starts on the safe choice (Cancel). On success it closes and a toast says what was done.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  lead,
  reason,
  reasonLabel,
  reasonHint,
  confirmLabel,
  dismissLabel,
  tone = 'primary',
  done,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  lead?: ReactNode;
  reason: ReasonRule;
  reasonLabel?: string;
  reasonHint?: string;
  confirmLabel: string;
  /** The way out without acting ('Cancel' unless the action is itself a cancel: 'Keep the booking'). */
  dismissLabel?: string;
  tone?: 'primary' | 'accent';
  /** The toast once done. */
  done: string;
  /** Does it (rejects with the API's error). */
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const errorText = useAdminErrorText();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setText('');
    setMissing(false);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    const given = text.trim();
    setFailure(null);
    if (reason === 'required' && !given) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(given);
      setBusy(false);
      setText('');
      onClose();
      void notify('success', done);
    } catch (error) {
      setBusy(false);
      setFailure(errorText(error));
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      initialFocus={cancelRef}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <form
        noValidate
        className="space-y-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <h2 id={titleId} className="text-xl font-semibold text-balance text-navy-800">
          {title}
        </h2>
        {lead ? <div className="leading-relaxed text-muted">{lead}</div> : null}
        {reason === 'none' ? null : (
          <TextAreaField
            ref={reasonRef}
            label={
              reasonLabel ?? (reason === 'required' ? t('dialog.reasonRequired') : t('dialog.reasonOptional'))
            }
            hint={reasonHint}
            rows={3}
            maxLength={REASON_MAX}
            required={reason === 'required'}
            aria-required={reason === 'required' || undefined}
            value={text}
            error={missing && !text.trim() ? t('dialog.reasonMissing') : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="outline" onClick={close} disabled={busy}>
            {dismissLabel ?? t('dialog.cancel')}
          </Button>
          <Button type="submit" variant={tone} disabled={busy}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {busy ? t('dialog.working') : confirmLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
