import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, Pencil, Send, Star } from 'lucide-react';
import type { z } from 'zod';
import { LIMITS } from '@orchim/shared/constants';
import { messageKey } from '@orchim/shared/messages';
import {
  REVIEW_AFTER_CODES,
  REVIEW_ERROR_CODES,
  REVIEW_RATING,
  reviewInputSchema,
  type ReviewedResource,
  type ReviewRefusalCode,
} from '@orchim/shared/reviews';
import type { Review } from '@orchim/shared/stays';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { myReviewQueryOptions, useSaveReview } from '@/lib/reviews-query';
import { useFieldError } from '@/lib/use-field-error';
import { ReviewContent } from './review-parts';

type Input = z.input<typeof reviewInputSchema>;
type Values = z.output<typeof reviewInputSchema>;
type FieldName = keyof Input;
const FIELDS: readonly string[] = ['rating', 'text'] satisfies FieldName[];
const STARS = Array.from(
  { length: REVIEW_RATING.max - REVIEW_RATING.min + 1 },
  (_, index) => REVIEW_RATING.min + index,
);

type Props = { resource: ReviewedResource; id: string; className?: string | undefined };

/**
 * Why someone may not write a review (yet), in the words of the server's refusals: only a guest whose
 * booking of the listing has ended writes one, once per booking (decision 022).
 */
const REASON_KEYS = {
  [REVIEW_AFTER_CODES.stay]: 'reviews.form.after.stay',
  [REVIEW_AFTER_CODES.meal]: 'reviews.form.after.meal',
  [REVIEW_AFTER_CODES.ride]: 'reviews.form.after.ride',
  [REVIEW_AFTER_CODES.visit]: 'reviews.form.after.visit',
  [REVIEW_ERROR_CODES.reviewExists]: 'reviews.form.exists',
  [REVIEW_ERROR_CODES.ownListing]: 'reviews.form.ownListing',
} as const satisfies Record<ReviewRefusalCode, string>;

const isRefusalCode = (code: string | undefined): code is ReviewRefusalCode =>
  code !== undefined && Object.hasOwn(REASON_KEYS, code);

type Notice = { tone: 'error' | 'success'; text: string; count: number };

/**
 * A signed-in reader's review of the listing: written, shown ("Your review") and edited, or why it cannot be
 * written yet (ReviewForm in review-form.tsx loads this when someone is signed in).
 */
export default function OwnReview({ resource, id, accessToken, className }: Props & { accessToken: string }) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const mine = useQuery(myReviewQueryOptions(resource, id, accessToken));
  const save = useSaveReview(resource, id);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  const review = mine.data?.review ?? null;
  // Without an answer (offline), offer a new review: the server refuses it with its reason if need be.
  const canWrite = mine.data?.canWrite ?? true;
  const mode: 'edit' | 'new' | 'card' | 'reason' =
    editing && review ? 'edit' : canWrite ? 'new' : review ? 'card' : 'reason';
  const showCard = mode === 'card';

  // Each message is a new alert (its count is the key), so the same refusal twice is read out twice.
  const show = useCallback(
    (next: Omit<Notice, 'count'> | null) =>
      setNotice((previous) => next && { ...next, count: (previous?.count ?? 0) + 1 }),
    [],
  );

  // Saving disables the button and drops focus, and a saved form gives way to the card: the message takes
  // focus so it is read out. A layout effect: focus moves before paint (React runs useEffect after it).
  useLayoutEffect(() => {
    if (notice) noticeRef.current?.focus();
    else if (showCard && focusEdit.current) editRef.current?.focus();
    focusEdit.current = false;
  }, [notice, showCard]);

  const alert = notice ? (
    <FormAlert key={notice.count} ref={noticeRef} tone={notice.tone}>
      {notice.text}
    </FormAlert>
  ) : null;

  if (mine.isPending) {
    return (
      <div role="status" className={cn('rounded-xl bg-navy-50 p-5', className)}>
        <span className="sr-only">{t('reviews.form.loading')}</span>
        <div aria-hidden="true" className="h-24 animate-pulse" />
      </div>
    );
  }

  if (mode === 'reason' && mine.data?.reason) {
    return <ReviewNotYet reason={mine.data.reason} className={className} />;
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cn('space-y-4 rounded-xl border border-line bg-surface p-5', className)}
    >
      {showCard && review ? (
        <>
          {alert}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={titleId} className="text-lg font-semibold text-navy-800">
              {t('reviews.form.mine')}
            </h3>
            <Button
              ref={editRef}
              variant="outline"
              size="sm"
              onClick={() => {
                show(null);
                setEditing(true);
              }}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('reviews.form.edit')}
            </Button>
          </div>
          <div>
            <ReviewContent review={review} showAuthor={false} />
          </div>
        </>
      ) : (
        <>
          <h3 id={titleId} className="text-lg font-semibold text-navy-800">
            {mode === 'edit' ? t('reviews.form.editTitle') : t('reviews.form.title')}
          </h3>
          <ReviewEditor
            initial={mode === 'edit' ? review : null}
            busy={save.isPending}
            alert={alert}
            onSubmit={(input) => save.mutateAsync({ input, edit: mode === 'edit' })}
            onSaved={() => {
              setEditing(false);
              show({
                tone: 'success',
                text: t(mode === 'edit' ? 'reviews.form.updated' : 'reviews.form.published'),
              });
            }}
            onFailure={(text) => show(text === null ? null : { tone: 'error', text })}
            onCancel={
              mode === 'edit'
                ? () => {
                    show(null);
                    focusEdit.current = true;
                    setEditing(false);
                  }
                : undefined
            }
          />
        </>
      )}
    </section>
  );
}

/** Why the reader cannot write a review (yet), said as a fact, not an error: "… after your stay." */
function ReviewNotYet({ reason, className }: { reason: ReviewRefusalCode; className?: string | undefined }) {
  const { t } = useTranslation('bookings');
  return (
    <div className={cn('flex items-center gap-3 rounded-xl border border-line bg-surface p-5', className)}>
      <CalendarCheck className="size-6 shrink-0 text-navy-700" aria-hidden="true" />
      <p className="text-ink">{t(REASON_KEYS[reason])}</p>
    </div>
  );
}

type EditorProps = {
  /** The review being edited, or null for a new one. */
  initial: Review | null;
  busy: boolean;
  /** The form's message (a refusal), shown above its buttons. */
  alert: ReactNode;
  onSubmit: (input: Values) => Promise<Review>;
  onSaved: () => void;
  /** A refusal to show, or null to clear it (a field error shows under its field instead). */
  onFailure: (text: string | null) => void;
  onCancel: (() => void) | undefined;
};

/** The stars and the text, checked with the shared schema here and again on the server. */
function ReviewEditor({ initial, busy, alert, onSubmit, onSaved, onFailure, onCancel }: EditorProps) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const fieldError = useFieldError();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: initial ? { rating: initial.rating, text: initial.text } : { text: '' },
  });
  const length = useWatch({ control, name: 'text' }).length;

  // Opened by "Edit your review", whose button is gone: focus goes to the stars.
  const editing = initial !== null;
  useLayoutEffect(() => {
    if (editing) setFocus('rating');
  }, [editing, setFocus]);

  function refusal(error: unknown): string | null {
    if (!(error instanceof ApiError)) return t(messageKey('general'), { ns: 'common' });
    if (error.isNetwork) return t(messageKey('network'), { ns: 'common' });
    if (error.status === 429) return t('reviews.form.rateLimited');
    // review_exists, own_listing, review_after_*: the page was older than the server's answer.
    if (isRefusalCode(error.code)) return t(REASON_KEYS[error.code]);
    if (error.status === 401) return t(messageKey('loginToReview'), { ns: 'common' });
    const named = Object.entries(error.fields ?? {}).filter(([field]) => FIELDS.includes(field));
    if (error.status === 400 && named.length) {
      named.forEach(([field, key], index) =>
        setError(field as FieldName, { type: 'server', message: key }, { shouldFocus: index === 0 }),
      );
      return null;
    }
    return t(messageKey('general'), { ns: 'common' });
  }

  const submit = handleSubmit(async (values) => {
    onFailure(null);
    try {
      await onSubmit(values);
      onSaved();
    } catch (error) {
      onFailure(refusal(error));
    }
  });

  const ratingKey = errors.rating?.message;
  const ratingError =
    ratingKey === 'validation.required' ? t('reviews.form.ratingRequired') : fieldError(ratingKey);
  const sending = busy || isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={sending} className="space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRating
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={ratingError}
          />
        )}
      />
      <TextAreaField
        label={t('reviews.form.text')}
        rows={5}
        maxLength={LIMITS.message}
        error={fieldError(errors.text?.message, LIMITS.message)}
        hint={t('reviews.form.textHint', { used: format.number(length), max: format.number(LIMITS.message) })}
        {...register('text')}
      />
      {alert}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          busy={sending}
          label={editing ? t('reviews.form.save') : t('reviews.form.submit')}
          busyLabel={editing ? t('reviews.form.saving') : t('reviews.form.submitting')}
          icon={<Send className="flip-rtl size-5" aria-hidden="true" />}
          fullWidth={false}
        />
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel} disabled={sending}>
            {t('reviews.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

type StarRatingProps = {
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
};

/**
 * Five radios drawn as stars ("1 star" … "5 stars"): the arrow keys choose as in any radio group, in the
 * page's direction, and the row of stars follows it (the first star on the right in Hebrew).
 */
function StarRating({ value, onChange, onBlur, inputRef, error }: StarRatingProps) {
  const { t } = useTranslation('bookings');
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  // The ref goes to the chosen star (else the first), which is where focus lands on an error.
  const focusTarget = value ?? REVIEW_RATING.min;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{t('reviews.form.rating')}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {STARS.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHovered(star)}
              className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-0 has-[input:focus-visible]:outline-gold-500"
            >
              <input
                ref={star === focusTarget ? inputRef : undefined}
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 transition-colors',
                  star <= shown ? 'fill-gold-500 text-gold-700' : 'fill-none text-muted',
                )}
              />
              <span className="sr-only">{t('reviews.form.star', { count: star })}</span>
            </label>
          ))}
        </div>
        {/* The radios say it already; this is for the eye. */}
        {value ? (
          <span aria-hidden="true" className="text-sm text-muted">
            {t('reviews.form.star', { count: value })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
