import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextField } from '@/components/ui/field';
import { useStepFieldError } from '../error-text';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { roomsValues, stepFormSchema, type RoomsForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('rooms');

/** The limits of stayRoomsSchema, for the boxes' min and max (the schema says the same). */
const RANGES = {
  bedrooms: [0, 20],
  beds: [1, 40],
  baths: [0, 20],
  maxGuests: [1, STAY_LIMITS.maxGuests],
} as const satisfies Record<keyof RoomsForm, readonly [number, number]>;

/** Bedrooms, beds, bathrooms and how many guests fit. */
export function RoomsStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation('hostForm');
  const fieldError = useStepFieldError();
  const form = useForm<RoomsForm, unknown, StepWire<'rooms'>>({
    resolver: zodResolver(schema),
    defaultValues: roomsValues(stay, stay.setupSteps.includes('rooms')),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'rooms', form, onSaved });

  return (
    <StepForm
      screen="rooms"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {(Object.keys(RANGES) as (keyof RoomsForm)[]).map((field) => (
          <TextField
            key={field}
            type="number"
            inputMode="numeric"
            min={RANGES[field][0]}
            max={RANGES[field][1]}
            step={1}
            label={t(`fields.${field}.label`)}
            hint={t(`fields.${field}.hint`, {
              min: RANGES[field][0],
              max: RANGES[field][1],
            })}
            error={fieldError(errors[field]?.message)}
            {...register(field)}
          />
        ))}
      </div>
    </StepForm>
  );
}
