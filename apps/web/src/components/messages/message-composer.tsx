import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { MESSAGE_LIMITS, postMessageSchema } from '@orchim/shared/conversations';
import { SubmitButton } from '@/components/ui/submit-button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useFieldError } from '@/lib/use-field-error';
import { useFormFailure } from '@/lib/use-form-failure';
import { fieldKeyOf, messageFailureText } from './message-errors';

/** The counter shows from here on: most messages are far shorter, and a counter from the start distracts. */
const COUNTER_FROM = Math.round(MESSAGE_LIMITS.body * 0.8);

type Props = {
  /** Sends the (checked, trimmed) text; rejects with the API's error. */
  onSend: (body: string) => Promise<unknown>;
  /** To whom, for the placeholder ("Write to Chana…"). */
  recipient?: string | undefined;
  /** Called after a message went out (the dialog says so). */
  onSent?: () => void;
  className?: string;
};

export type ComposerHandle = { focus: () => void };

/**
 * Writing a message: text only, at most MESSAGE_LIMITS.body characters, checked with the shared schema
 * (its messages, translated) before it goes and again by the server. The counter appears near the limit.
 * After sending, the text is cleared and focus stays in the box (the button, disabled while sending,
 * would otherwise drop it), so a second message follows without reaching for the mouse. Ctrl+Enter (or
 * ⌘+Enter) sends too.
 */
export const MessageComposer = forwardRef<ComposerHandle, Props>(function MessageComposer(
  { onSend, recipient, onSent, className },
  ref,
) {
  const { t } = useTranslation('conversations');
  const format = useFormat();
  const fieldError = useFieldError();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const failure = useFormFailure();

  useImperativeHandle(ref, () => ({ focus: () => box.current?.focus() }), []);

  const left = MESSAGE_LIMITS.body - text.length;
  const error = fieldError(errorKey, MESSAGE_LIMITS.body);
  const counter =
    text.length >= COUNTER_FROM
      ? left >= 0
        ? t('composer.left', { count: left, formatted: format.number(left) })
        : t('composer.over', { count: -left, formatted: format.number(-left) })
      : null;
  const hintId = `${id}-counter`;
  const errorId = `${id}-error`;

  async function send() {
    if (sending) return;
    failure.show(null);
    const parsed = postMessageSchema.safeParse({ body: text });
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message ?? 'validation.invalid');
      box.current?.focus();
      return;
    }
    setErrorKey(undefined);
    setSending(true);
    let refusal: string | null = null;
    try {
      await onSend(parsed.data.body);
      setText('');
      onSent?.();
    } catch (caught) {
      const key = fieldKeyOf(caught, 'body');
      if (key) setErrorKey(key);
      else refusal = messageFailureText(caught, t, format.lng);
    } finally {
      setSending(false);
    }
    // A refusal's alert takes focus itself (to be read out); otherwise the box keeps it.
    if (refusal) failure.show(refusal);
    else box.current?.focus();
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className={cn('space-y-3', className)}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {t('composer.label')}
        </label>
        <textarea
          ref={box}
          id={id}
          dir="auto"
          rows={3}
          value={text}
          placeholder={recipient ? t('composer.placeholder', { name: recipient }) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', counter ? hintId : ''].join(' ').trim() || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (errorKey) setErrorKey(undefined);
          }}
          onKeyDown={onKeyDown}
          className="block min-h-24 w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink placeholder:text-muted focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none aria-invalid:border-danger"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        {counter ? (
          <p
            id={hintId}
            className={cn('text-end text-sm', left < 0 ? 'font-medium text-danger' : 'text-muted')}
          >
            {counter}
          </p>
        ) : null}
      </div>
      {failure.alert}
      <div className="flex justify-end">
        <SubmitButton
          busy={sending}
          label={t('composer.send')}
          busyLabel={t('composer.sending')}
          icon={<Send className="flip-rtl size-5" aria-hidden="true" />}
          fullWidth={false}
        />
      </div>
    </form>
  );
});
