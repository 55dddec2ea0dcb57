import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextAreaField } from '@/components/ui/field';
import { useStepFieldError } from '../error-text';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { rulesValues, stepFormSchema, type RulesForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('rules');

/** House rules, in the host's words (may stay empty). */
export function RulesStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation('hostForm');
  const fieldError = useStepFieldError();
  const form = useForm<RulesForm, unknown, StepWire<'rules'>>({
    resolver: zodResolver(schema),
    defaultValues: rulesValues(stay),
  });
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'rules', form, onSaved });

  return (
    <StepForm
      screen="rules"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <TextAreaField
        label={t('fields.houseRules.label')}
        hint={t('fields.houseRules.hint')}
        maxLength={STAY_LIMITS.houseRules}
        rows={8}
        error={fieldError(form.formState.errors.houseRules?.message, STAY_LIMITS.houseRules)}
        {...form.register('houseRules')}
      />
    </StepForm>
  );
}
