import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageSquareReply, Send } from 'lucide-react';
import type { z } from 'zod';
import { LIMITS } from '@orchim/shared/constants';
import { hostReplyInputSchema, REVIEW_ERROR_CODES, type HostReview } from '@orchim/shared/reviews';
import { ReviewContent } from '@/components/listing/review-parts';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api';
import { failureMessageKey } from '@/lib/failure-message';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { useQueryClient } from '@tanstack/react-query';
import { hostKeys } from '../api/host-keys';
import { useReplyToReview } from '../api/reply-to-review';

/**
 * One review of the host's listings: which listing (a link to its page), the review as guests read it,
 * and, until the host has answered, the reply form. The reply is public and written once.
 */
export function HostReviewCard({ review }: { review: HostReview }) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const { kind, id, title } = review.listing;
  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl border border-line bg-surface p-5 focus:outline-none sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-line pb-3">
        <h2 id={titleId} className="text-sm text-muted">
          {t(`kinds.${kind}`)}
          {' · '}
          <Link to={`/${kind}/${id}`} dir="auto" className="font-semibold text-navy-700 hover:underline">
            {title}
          </Link>
        </h2>
        {review.hostReply === null ? (
          <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
            {t('reviews.awaiting')}
          </span>
        ) : null}
      </div>
      <ReviewContent review={review} />
      {review.hostReply === null ? (
        <ReplyArea review={review} onReplied={() => cardRef.current?.focus()} />
      ) : null}
    </article>
  );
}

/**
 * A Reply button that opens the form: a list of twenty reviews stays readable, and the open form takes
 * the focus, ready to type.
 */
function ReplyArea({ review, onReplied }: { review: HostReview; onReplied: () => void }) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  if (open) return <ReplyForm review={review} onReplied={onReplied} />;
  return (
    <div className="mt-5 border-t border-line pt-4">
      <Button variant="outline" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
        <MessageSquareReply className="flip-rtl size-4.5" aria-hidden="true" />
        {t('reviews.reply.open')}
      </Button>
    </div>
  );
}

type Input = z.input<typeof hostReplyInputSchema>;
type Values = z.output<typeof hostReplyInputSchema>;

/** The reply, checked with the shared schema here and again on the server. */
function ReplyForm({ review, onReplied }: { review: HostReview; onReplied: () => void }) {
  const { t } = useTranslation('host');
  const format = useFormat();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const reply = useReplyToReview(review);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(hostReplyInputSchema),
    defaultValues: { text: '' },
  });
  const length = useWatch({ control, name: 'text' }).length;
  // Opened by the Reply button: the person came to write.
  useEffect(() => setFocus('text'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reply.mutateAsync(values);
      void notify('success', t('reviews.reply.done'));
      onReplied();
    } catch (error) {
      if (!(error instanceof ApiError) || error.isNetwork) {
        return setFailure(t(failureMessageKey(error), { ns: 'common' }));
      }
      if (error.code === REVIEW_ERROR_CODES.replyExists) {
        setFailure(t('reviews.reply.exists'));
        // The reply written elsewhere (another tab) shows once the list is fetched again.
        void queryClient.invalidateQueries({ queryKey: hostKeys.reviews });
        return;
      }
      const key = error.fields?.text;
      if (error.status === 400 && key) {
        setError('text', { type: 'server', message: key }, { shouldFocus: true });
        return;
      }
      setFailure(t(failureMessageKey(error), { ns: 'common' }));
    }
  });
  const sending = reply.isPending || isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
      className="mt-5 space-y-4 border-t border-line pt-4"
    >
      <TextAreaField
        label={t('reviews.reply.label')}
        rows={3}
        maxLength={LIMITS.message}
        error={fieldError(errors.text?.message, LIMITS.message)}
        hint={t('reviews.reply.hint', { used: format.number(length), max: format.number(LIMITS.message) })}
        {...register('text')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SubmitButton
        busy={sending}
        label={t('reviews.reply.submit')}
        busyLabel={t('reviews.reply.sending')}
        icon={<Send className="flip-rtl size-5" aria-hidden="true" />}
        fullWidth={false}
      />
    </form>
  );
}
