import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextField } from '@/components/ui/field';
import { AddressLookupStatus, useAddressLookup } from '../../components/address-lookup';
import { useErrorText, useStepFieldError } from '../error-text';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { locationValues, stepFormSchema, type LocationForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('location');

/**
 * Where the stay is. The address is looked up as soon as the host leaves the box (or asks with "Look up
 * the address"), so they see how it was read and how far 770 is before saving, and an empty Area is
 * filled in from it; saving places it again on the server, which has the last word.
 */
export function LocationStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation('hostForm');
  const fieldError = useStepFieldError();
  const errorText = useErrorText();
  const form = useForm<LocationForm, unknown, StepWire<'location'>>({
    resolver: zodResolver(schema),
    defaultValues: locationValues(stay),
  });
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const { onSubmit, busy, alert } = useStepSubmit({ stay, step: 'location', form, onSaved });
  // The area guests see starts as the street and its nearest crossing, unless the host wrote one.
  const { lookup, look } = useAddressLookup((result) => {
    if (!getValues('area').trim())
      form.setValue('area', result.area, { shouldDirty: true, shouldValidate: true });
  });
  const saved = stay.setupSteps.includes('location');

  // The address last looked up: leaving the box again without changing it asks nothing.
  const asked = useRef('');
  const find = async ({ again = false } = {}) => {
    const address = getValues('address').trim();
    if (!address || address.length > STAY_LIMITS.address) return;
    if (address === asked.current && !again) return;
    asked.current = address;
    await look(address);
  };

  const address = register('address');

  return (
    <StepForm
      screen="location"
      focusOnMount={focusOnMount}
      onSubmit={onSubmit}
      busy={busy}
      onBack={onBack}
      alert={alert}
    >
      <div className="space-y-3">
        <TextField
          label={t('fields.address.label')}
          hint={t('fields.address.hint')}
          // An English address on a Hebrew page reads left to right, its start in view.
          dir="auto"
          maxLength={STAY_LIMITS.address}
          autoComplete="street-address"
          error={fieldError(errors.address?.message, STAY_LIMITS.address)}
          {...address}
          onBlur={(event) => {
            void address.onBlur(event);
            void find();
          }}
        />
        <AddressLookupStatus
          lookup={lookup}
          onFind={() => void find({ again: true })}
          words="hostForm:geocode"
          errorText={errorText}
          knownWalk={saved ? stay.walkMinutesTo770 : null}
        />
      </div>
      <TextField
        label={t('fields.area.label')}
        hint={t('fields.area.hint')}
        maxLength={STAY_LIMITS.area}
        autoComplete="off"
        error={fieldError(errors.area?.message, STAY_LIMITS.area)}
        {...register('area')}
      />
    </StepForm>
  );
}
