import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { PageFallback } from '@/components/page-fallback';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { useStepSubmit } from '../use-step-submit';

// Its own chunk, with the calendar: the first step of the form stays light.
const AvailabilityManager = lazy(() => import('../availability/availability-manager'));

/** Blocked dates are saved as they are blocked; saving the step marks it done. */
export function AvailabilityStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const form = useForm<Record<string, never>>();
  const step = useStepSubmit({ stay, step: 'availability', form, onSaved });
  return (
    <StepForm
      screen="availability"
      focusOnMount={focusOnMount}
      onSubmit={step.onSubmit}
      busy={step.busy}
      onBack={onBack}
      alert={step.alert}
    >
      <Suspense fallback={<PageFallback />}>
        <AvailabilityManager stayId={stay.id} />
      </Suspense>
    </StepForm>
  );
}
