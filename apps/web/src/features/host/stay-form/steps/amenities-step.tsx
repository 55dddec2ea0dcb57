import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AMENITIES } from '@orchim/shared/stay-catalogue';
import { CheckboxGroup, CheckboxTile } from '../form-controls';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { amenitiesValues, stepFormSchema, type AmenitiesForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('amenities');

/** What the place has, ticked from the site's list (labels shared with the stays pages). */
export function AmenitiesStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation(['hostForm', 'stays']);
  const form = useForm<AmenitiesForm, unknown, StepWire<'amenities'>>({
    resolver: zodResolver(schema),
    defaultValues: amenitiesValues(stay),
  });
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'amenities', form, onSaved });

  return (
    <StepForm
      screen="amenities"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <CheckboxGroup legend={t('fields.amenities.legend')} hint={t('fields.amenities.hint')}>
        {AMENITIES.map((amenity) => (
          <CheckboxTile
            key={amenity}
            value={amenity}
            label={t(`amenities.${amenity}`, { ns: 'stays' })}
            {...form.register('amenities')}
          />
        ))}
      </CheckboxGroup>
    </StepForm>
  );
}
