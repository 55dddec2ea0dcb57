import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { STAY_CANCELLATION_POLICIES } from '@orchim/shared/cancellation-policy';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextField } from '@/components/ui/field';
import { TimeField } from '@/components/ui/select-field';
import { useMoney } from '@/lib/use-money';
import { useStepFieldError } from '../error-text';
import { CheckboxGroup, RadioTile } from '../form-controls';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { pricingValues, stepFormSchema, type PricingForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('pricing');

/**
 * The price per night and the cleaning fee, typed in dollars (the server keeps cents), the minimum stay,
 * the check-in and check-out times, and the cancellation policy guests book under.
 */
export function PricingStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation('hostForm');
  const formatMoney = useMoney();
  const fieldError = useStepFieldError();
  const form = useForm<PricingForm, unknown, StepWire<'pricing'>>({
    resolver: zodResolver(schema),
    defaultValues: pricingValues(stay, stay.setupSteps.includes('pricing')),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [checkInTime, checkOutTime] = useWatch({ control, name: ['checkInTime', 'checkOutTime'] });
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'pricing', form, onSaved });
  const money = (cents: number) => formatMoney(cents, stay.currency);

  return (
    <StepForm
      screen="pricing"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          inputMode="decimal"
          autoComplete="off"
          label={t('fields.pricePerNight.label')}
          hint={t('fields.pricePerNight.hint', { min: money(100), max: money(STAY_LIMITS.maxPriceCents) })}
          error={fieldError(errors.pricePerNightCents?.message)}
          {...register('pricePerNightCents')}
        />
        <TextField
          inputMode="decimal"
          autoComplete="off"
          label={t('fields.cleaningFee.label')}
          hint={t('fields.cleaningFee.hint')}
          error={fieldError(errors.cleaningFeeCents?.message)}
          {...register('cleaningFeeCents')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={STAY_LIMITS.maxNights}
          step={1}
          label={t('fields.minimumNights.label')}
          hint={t('fields.minimumNights.hint', { max: STAY_LIMITS.maxNights })}
          error={fieldError(errors.minimumNights?.message)}
          {...register('minimumNights')}
        />
        <div className="hidden sm:block" />
        <TimeField
          step={15}
          current={checkInTime}
          label={t('fields.checkInTime.label')}
          error={fieldError(errors.checkInTime?.message)}
          {...register('checkInTime')}
        />
        <TimeField
          step={15}
          current={checkOutTime}
          label={t('fields.checkOutTime.label')}
          error={fieldError(errors.checkOutTime?.message)}
          {...register('checkOutTime')}
        />
      </div>
      <div className="mt-8">
        <CheckboxGroup
          legend={t('fields.cancellationPolicy.label')}
          hint={t('fields.cancellationPolicy.hint')}
          error={fieldError(errors.cancellationPolicy?.message)}
          columns={1}
        >
          {STAY_CANCELLATION_POLICIES.map((policy) => (
            <RadioTile
              key={policy}
              value={policy}
              label={t(`fields.cancellationPolicy.options.${policy}.name`)}
              description={t(`fields.cancellationPolicy.options.${policy}.rule`)}
              {...register('cancellationPolicy')}
            />
          ))}
        </CheckboxGroup>
      </div>
    </StepForm>
  );
}
