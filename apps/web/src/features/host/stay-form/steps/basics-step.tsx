import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES, STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useStepFieldError } from '../error-text';
import { SelectField } from '@/components/ui/select-field';
import { StepForm } from '../step-frame';
import type { StepProps } from '../step-props';
import { basicsValues, stepFormSchema, type BasicsForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('basics');

/** Title, description and the kind of place: the first step, which creates the draft. */
export function BasicsStep({ stay, focusOnMount, onSaved, onBack }: StepProps) {
  const { t } = useTranslation(['hostForm', 'stays']);
  const fieldError = useStepFieldError();
  const form = useForm<BasicsForm, unknown, StepWire<'basics'>>({
    resolver: zodResolver(schema),
    defaultValues: basicsValues(stay),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'basics', form, onSaved });

  return (
    <StepForm
      screen="basics"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <TextField
        label={t('fields.title.label')}
        hint={t('fields.title.hint')}
        maxLength={STAY_LIMITS.title}
        autoComplete="off"
        error={fieldError(errors.title?.message, STAY_LIMITS.title)}
        {...register('title')}
      />
      <TextAreaField
        label={t('fields.description.label')}
        hint={t('fields.description.hint')}
        maxLength={STAY_LIMITS.description}
        rows={7}
        error={fieldError(errors.description?.message, STAY_LIMITS.description)}
        {...register('description')}
      />
      <SelectField
        label={t('fields.propertyType.label')}
        error={fieldError(errors.propertyType?.message)}
        {...register('propertyType')}
      >
        <option value="">{t('fields.propertyType.choose')}</option>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`propertyTypes.${type}`, { ns: 'stays' })}
          </option>
        ))}
      </SelectField>
    </StepForm>
  );
}
