import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleCheck, ExternalLink, Rocket } from 'lucide-react';
import type { HostStay } from '@orchim/shared/host';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormAlert } from '@/components/ui/form-alert';
import { ApprovalNote } from '../components/approval-note';
import { usePublishOutcome } from '../components/use-publish-outcome';
import { usePublishStay } from './api/host-stay';
import { useErrorText } from './error-text';
import { StepHeading } from './step-frame';
import { GAP_STEPS, STEP_LINK_STATE } from './steps';

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
  const publishing = usePublishOutcome({
    publish,
    missing: stay.missing,
    incompleteText: t('review.incomplete'),
    errorText,
  });
  const { outcome, missing, answerRef, onPublish } = publishing;
  const steps = missing.filter((gap) => gap !== 'approval');
  const published = stay.status === 'published' || outcome?.kind === 'published';

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

      <ApprovalNote publishing={publishing} className="mt-5">
        <div>
          <p className="font-semibold text-navy-800">{t('review.approvalTitle')}</p>
          <p className="mt-1 text-ink">{t('review.approvalText')}</p>
        </div>
      </ApprovalNote>

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
