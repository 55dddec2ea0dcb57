import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleCheck, ExternalLink, Hourglass, Rocket } from 'lucide-react';
import { HOST_ERROR_CODES, LISTING_GAPS, type HostStay, type ListingGap } from '@orchim/shared/host';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { usePublishStay } from './api/host-stay';
import { useErrorText } from './error-text';
import { StepHeading } from './step-frame';
import { GAP_STEPS, STEP_LINK_STATE } from './steps';

type Outcome = { kind: 'published' } | { kind: 'notApproved' } | { kind: 'failed'; text: string } | null;

const isGap = (value: unknown): value is ListingGap =>
  typeof value === 'string' && (LISTING_GAPS as readonly string[]).includes(value);

/**
 * The last screen: where the stay stands, what it still lacks (each with a link to its step), and
 * Publish. The server decides: a pending host is told publishing waits for approval (403), a stay
 * missing something gets the list of what (409).
 */
export function ReviewPanel({
  stay,
  focusOnMount,
  stepHref,
  onBack,
}: {
  stay: HostStay;
  focusOnMount: boolean;
  stepHref: (step: string) => string;
  onBack: () => void;
}) {
  const { t } = useTranslation('hostForm');
  const errorText = useErrorText();
  const publish = usePublishStay(stay.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The server's list from a refused publish is the freshest word on what is missing.
  const [refusedFor, setRefusedFor] = useState<ListingGap[] | null>(null);
  const missing = refusedFor ?? stay.missing;
  const steps = missing.filter((gap) => gap !== 'approval');
  const published = stay.status === 'published' || outcome?.kind === 'published';
  // The button pressed is gone or waiting: the answer takes focus, so it is read out.
  const answerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (outcome) answerRef.current?.focus();
  }, [outcome]);

  const onPublish = () => {
    setOutcome(null);
    publish.mutate(undefined, {
      onSuccess: () => {
        setRefusedFor(null);
        setOutcome({ kind: 'published' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === HOST_ERROR_CODES.hostNotApproved) {
          setOutcome({ kind: 'notApproved' });
        } else if (error instanceof ApiError && error.code === HOST_ERROR_CODES.incomplete) {
          const gaps = Array.isArray(error.body?.missing) ? error.body.missing.filter(isGap) : null;
          setRefusedFor(gaps);
          setOutcome({ kind: 'failed', text: t('review.incomplete') });
        } else {
          setOutcome({ kind: 'failed', text: errorText(error) });
        }
      },
    });
  };

  return (
    <div>
      <StepHeading screen="review" focusOnMount={focusOnMount} />
      <dl className="mb-6 flex flex-wrap items-center gap-3">
        <dt className="text-sm font-medium text-muted">{t('review.status')}</dt>
        <dd>
          <span className="inline-flex rounded-full bg-navy-50 px-3 py-1 text-sm font-semibold text-navy-800">
            {t(`status.${published ? 'published' : stay.status}`)}
          </span>
        </dd>
      </dl>

      {steps.length ? (
        <section
          aria-labelledby="missing-heading"
          className="rounded-xl border border-gold-400/50 bg-gold-100/40 p-4 sm:p-5"
        >
          <h3 id="missing-heading" className="font-semibold text-navy-800">
            {t('review.missingTitle')}
          </h3>
          <ul className="mt-3 space-y-2">
            {steps.map((gap) => (
              <li key={gap}>
                <Link
                  to={stepHref(GAP_STEPS[gap] ?? 'basics')}
                  state={STEP_LINK_STATE}
                  className="inline-flex items-center gap-1.5 font-medium text-navy-700 underline-offset-4 hover:underline"
                >
                  {t(`missing.${gap}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : published ? null : (
        <p className="flex items-center gap-2 font-medium text-success">
          <CircleCheck className="size-5" aria-hidden="true" />
          {t('review.ready')}
        </p>
      )}

      {missing.includes('approval') || outcome?.kind === 'notApproved' ? (
        <div
          ref={outcome?.kind === 'notApproved' ? answerRef : undefined}
          tabIndex={-1}
          role={outcome?.kind === 'notApproved' ? 'alert' : undefined}
          className="mt-5 flex gap-3 rounded-xl border border-gold-400/50 bg-gold-100/40 p-4 focus:outline-none"
        >
          <Hourglass className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-navy-800">{t('review.approvalTitle')}</p>
            <p className="mt-1 text-ink">{t('review.approvalText')}</p>
          </div>
        </div>
      ) : null}

      {outcome?.kind === 'failed' ? (
        <FormAlert ref={answerRef} className="mt-5">
          {outcome.text}
        </FormAlert>
      ) : null}
      {outcome?.kind === 'published' ? (
        <FormAlert ref={answerRef} tone="success" title={t('review.publishedTitle')} className="mt-5">
          {t('review.publishedText')}
        </FormAlert>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack} className="w-full sm:w-auto">
          <ArrowLeft className="flip-rtl size-5" aria-hidden="true" />
          {t('actions.back')}
        </Button>
        {published ? (
          <ButtonLink to={`/stays/${stay.id}`} size="lg" className="w-full sm:w-auto">
            <ExternalLink className="size-5" aria-hidden="true" />
            {t('review.view')}
          </ButtonLink>
        ) : (
          <Button size="lg" onClick={onPublish} disabled={publish.isPending} className="w-full sm:w-auto">
            <Rocket className="size-5" aria-hidden="true" />
            {publish.isPending ? t('review.publishing') : t('review.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
