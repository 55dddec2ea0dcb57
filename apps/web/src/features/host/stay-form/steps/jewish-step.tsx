import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { JEWISH_FEATURES, KOSHER_STANDARDS } from '@orchim/shared/stay-catalogue';
import { TextField } from '@/components/ui/field';
import { useStepFieldError } from '../error-text';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxGroup, CheckboxTile } from '../form-controls';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { jewishValues, stepFormSchema, type JewishForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('jewish');

/**
 * What makes the place ready for an observant guest. A kosher kitchen says how it is kept (the shared
 * schema's rule, and the database's): the choice appears when the kitchen is ticked.
 */
export function JewishStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation(['hostForm', 'stays']);
  const fieldError = useStepFieldError();
  const form = useForm<JewishForm, unknown, StepWire<'jewish'>>({
    resolver: zodResolver(schema),
    defaultValues: jewishValues(stay),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'jewish', form, onSaved });
  const features = useWatch({ control, name: 'jewishFeatures' });
  const kosher = Array.isArray(features) && features.includes('kosher_kitchen');

  return (
    <StepForm
      screen="jewish"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <CheckboxGroup legend={t('fields.jewishFeatures.legend')} hint={t('fields.jewishFeatures.hint')}>
        {JEWISH_FEATURES.map((feature) => (
          <CheckboxTile
            key={feature}
            value={feature}
            label={t(`jewishFeatures.${feature}`, { ns: 'stays' })}
            {...register('jewishFeatures')}
          />
        ))}
      </CheckboxGroup>
      {kosher ? (
        <SelectField
          label={t('fields.kosherStandard.label')}
          error={fieldError(errors.kosherStandard?.message)}
          {...register('kosherStandard')}
        >
          <option value="">{t('fields.kosherStandard.choose')}</option>
          {KOSHER_STANDARDS.map((standard) => (
            <option key={standard} value={standard}>
              {t(`kosherStandards.${standard}`, { ns: 'stays' })}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        step={1}
        label={t('fields.mikvahWalkMinutes.label')}
        hint={t('fields.mikvahWalkMinutes.hint')}
        error={fieldError(errors.mikvahWalkMinutes?.message)}
        {...register('mikvahWalkMinutes')}
      />
    </StepForm>
  );
}
