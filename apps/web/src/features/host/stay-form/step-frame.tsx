import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import type { FormScreen } from './steps';

export const STEP_HEADING_ID = 'stay-step-heading';

/**
 * A screen's heading and what it is for. After a move between steps it takes focus, so a screen reader
 * reads the new step and Tab continues from there. A plain effect on purpose: it runs after the route's
 * own focus handling (a layout effect of the shell), which would otherwise move focus to the page's h1.
 */
export function StepHeading({ screen, focusOnMount }: { screen: FormScreen; focusOnMount: boolean }) {
  const { t } = useTranslation('hostForm');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="mb-6">
      <h2
        ref={ref}
        id={STEP_HEADING_ID}
        tabIndex={-1}
        className="text-2xl font-semibold text-navy-800 focus:outline-none"
      >
        {t(`screens.${screen}.title`)}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">{t(`screens.${screen}.lead`)}</p>
    </div>
  );
}

type StepFormProps = {
  screen: FormScreen;
  focusOnMount: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The previous step; none on the first. */
  onBack: (() => void) | null;
  /** The form's own error (useFormFailure), shown above the buttons. */
  alert: ReactNode;
  children: ReactNode;
};

/** A step: its heading, its fields, then Back and "Save and continue". */
export function StepForm({ screen, focusOnMount, onSubmit, busy, onBack, alert, children }: StepFormProps) {
  const { t } = useTranslation('hostForm');
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={STEP_HEADING_ID} aria-busy={busy}>
      <StepHeading screen={screen} focusOnMount={focusOnMount} />
      <div className="space-y-6">{children}</div>
      <div className="mt-8 space-y-4 border-t border-line pt-6">
        {alert}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? (
            <Button variant="ghost" onClick={onBack} disabled={busy} className="w-full sm:w-auto">
              <ArrowLeft className="flip-rtl size-5" aria-hidden="true" />
              {t('actions.back')}
            </Button>
          ) : (
            <span />
          )}
          <SubmitButton
            busy={busy}
            label={t('actions.save')}
            busyLabel={t('actions.saving')}
            icon={<Save className="size-5" aria-hidden="true" />}
            fullWidth={false}
          />
        </div>
      </div>
    </form>
  );
}
