import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import { MESSAGE_LIMITS, reportMessageSchema, type Message } from '@orchim/shared/conversations';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormat } from '@/lib/format';
import { useReportMessage } from '@/lib/messages/use-message-mutations';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { useFormFailure } from '@/lib/use-form-failure';
import { fieldKeyOf, messageFailureText } from './message-errors';

type Props = {
  /** The message being reported; null while the dialog is closed. */
  message: Message | null;
  counterpart: string;
  onClose: () => void;
};

/**
 * Reporting the other person's message: why, in a few words if the reader likes, then a thank-you toast.
 * The admins decide; the message stays until they hide it. Cancel takes focus on opening, the safe choice.
 */
export function ReportMessageDialog({ message, counterpart, onClose }: Props) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={message !== null}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={cancelRef}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      {message ? (
        <ReportForm
          key={message.id}
          message={message}
          counterpart={counterpart}
          titleId={titleId}
          cancelRef={cancelRef}
          onClose={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}

function ReportForm({
  message,
  counterpart,
  titleId,
  cancelRef,
  onClose,
}: {
  message: Message;
  counterpart: string;
  titleId: string;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('conversations');
  const format = useFormat();
  const fieldError = useFieldError();
  const report = useReportMessage();
  const failure = useFormFailure();
  const [reason, setReason] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>();

  async function submit() {
    failure.show(null);
    const parsed = reportMessageSchema.safeParse({ reason });
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    try {
      await report.mutateAsync({ messageId: message.id, reason: parsed.data.reason });
      void notify('success', t('report.sent'));
      onClose();
    } catch (error) {
      const key = fieldKeyOf(error, 'reason');
      if (key) setErrorKey(key);
      else failure.show(messageFailureText(error, t, format.lng));
    }
  }

  return (
    <form
      noValidate
      aria-busy={report.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4 p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brick-50 text-brick-600">
          <Flag className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-navy-800">
            {t('report.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('report.lead', { name: counterpart })}</p>
        </div>
      </div>
      <TextAreaField
        label={t('report.reason')}
        rows={3}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrorKey(undefined);
        }}
        error={fieldError(errorKey, MESSAGE_LIMITS.body)}
        className="min-h-20"
      />
      {failure.alert}
      <div className="flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="ghost" size="lg" onClick={onClose}>
          {t('report.cancel')}
        </Button>
        <SubmitButton
          busy={report.isPending}
          label={t('report.submit')}
          busyLabel={t('report.sending')}
          fullWidth={false}
        />
      </div>
    </form>
  );
}
