import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck, LoaderCircle, Send, TriangleAlert } from 'lucide-react';
import { API_ERROR_CODES } from '@orchim/shared/api-error';
import { CONTACT_RATE_LIMIT, LIMITS } from '@orchim/shared/constants';
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@orchim/shared/contact';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { sendContactMessage } from './send-contact-message';

type FieldName = keyof ContactMessageInput;
const FIELDS: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const isFieldName = (value: string): value is FieldName => (FIELDS as readonly string[]).includes(value);

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form. The schema of packages/shared checks it here (limits and the SPEC §5 input check)
 * and again on the server; its messages are keys in `common:validation.*`.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const format = useFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: sendContactMessage });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  /** A validation key from the schema or the server, in the reader's language. */
  function errorText(field: FieldName): string | undefined {
    const key = errors[field]?.message;
    if (!key) return undefined;
    if (key === 'validation.tooLong') {
      return t('validation.tooLong_max', { ns: 'common', max: format.number(LIMITS[field]) });
    }
    return i18n.exists(key, { ns: 'common' })
      ? t(key, { ns: 'common' })
      : t(messageKey('general'), { ns: 'common' });
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    try {
      await mutation.mutateAsync(values);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  function failureMessage(error: unknown): string | null {
    if (!(error instanceof ApiError)) return t(messageKey('general'), { ns: 'common' });
    if (error.status === 429 || error.code === API_ERROR_CODES.rateLimited) {
      return t('rateLimited', { max: format.number(CONTACT_RATE_LIMIT.attempts) });
    }
    if (error.isNetwork) return t(messageKey('network'), { ns: 'common' });
    const fields = Object.entries(error.fields ?? {}).filter(([field]) => isFieldName(field));
    if (error.status === 400 && fields.length) {
      fields.forEach(([field, key], index) =>
        setError(field as FieldName, { type: 'server', message: key }, { shouldFocus: index === 0 }),
      );
      return null;
    }
    return t(messageKey('general'), { ns: 'common' });
  }

  const messageLength = useWatch({ control, name: 'message' }).length;
  const sending = isSubmitting || mutation.isPending;

  return (
    <div>
      {sent ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="mb-6 flex gap-3 rounded-xl border border-success/30 bg-success/5 p-4 text-success focus:outline-none"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('success.title')}</p>
            <p className="mt-1 text-ink">{t('success.text')}</p>
          </div>
        </div>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('form.name')}
            autoComplete="name"
            maxLength={LIMITS.name}
            error={errorText('name')}
            {...register('name')}
          />
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            maxLength={LIMITS.email}
            error={errorText('email')}
            {...register('email')}
          />
        </div>
        <TextField
          label={t('form.subject')}
          maxLength={LIMITS.subject}
          error={errorText('subject')}
          {...register('subject')}
        />
        <TextAreaField
          label={t('form.message')}
          rows={7}
          maxLength={LIMITS.message}
          error={errorText('message')}
          hint={t('form.counter', {
            used: format.number(messageLength),
            max: format.number(LIMITS.message),
          })}
          {...register('message')}
        />
        {failure ? (
          <p
            role="alert"
            className="flex gap-2 rounded-xl border border-danger/30 bg-danger/5 p-4 font-medium text-danger"
          >
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? (
            <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Send className="flip-rtl size-5" aria-hidden="true" />
          )}
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
      </form>
    </div>
  );
}
