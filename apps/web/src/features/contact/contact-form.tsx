import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { API_ERROR_CODES } from '@orchim/shared/api-error';
import { CONTACT_RATE_LIMIT, LIMITS } from '@orchim/shared/constants';
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@orchim/shared/contact';
import { messageKey } from '@orchim/shared/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField, TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useFieldError } from '@/lib/use-field-error';
import { sendContactMessage } from './send-contact-message';

type FieldName = keyof ContactMessageInput;
const FIELDS: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const isFieldName = (value: string): value is FieldName => (FIELDS as readonly string[]).includes(value);

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form. The schema of packages/shared checks it here (limits and the product §5 input check)
 * and again on the server; its messages are keys in `common:validation.*`.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const format = useFormat();
  const fieldError = useFieldError();
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
    // RHF's default: check on submit, then on every change. Not 'onTouched': in Chromium, clicking the
    // button from a field with an error runs that field's blur check alongside the submit's, and the
    // other fields' errors went missing. The account forms do the same.
  });

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  /** A validation key from the schema or the server, in the reader's language. */
  const errorText = (field: FieldName) => fieldError(errors[field]?.message, LIMITS[field]);

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
        <FormAlert ref={successRef} tone="success" title={t('success.title')} className="mb-6">
          {t('success.text')}
        </FormAlert>
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
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <SubmitButton
          busy={sending}
          label={t('form.submit')}
          busyLabel={t('form.sending')}
          icon={<Send className="flip-rtl size-5" aria-hidden="true" />}
          fullWidth={false}
        />
      </form>
    </div>
  );
}
