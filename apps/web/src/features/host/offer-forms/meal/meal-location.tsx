import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MealOfferForm } from '@orchim/shared/host-offers';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TextField } from '@/components/ui/field';
import { AddressLookupStatus, useAddressLookup } from '../../components/address-lookup';
import { OWN_MESSAGE, useOfferErrorText, useOfferFieldError } from '../offer-errors';
import { errorOf } from '../use-offer-submit';
import type { MealForm } from './meal-values';

/**
 * Where the meal is. The address is placed on the map as soon as the host leaves the box (or asks with
 * "Look up the address"): they see how it was read and the walk to 770, and the point goes with the form. A
 * changed address forgets its point until it is placed again.
 */
export function MealLocation({
  form,
  savedWalk,
}: {
  form: UseFormReturn<MealForm, unknown, MealOfferForm>;
  /** The saved offer's walk to 770, shown until the address is looked up again. */
  savedWalk: number | null;
}) {
  const { t } = useTranslation('hostOffers');
  const fieldError = useOfferFieldError();
  const errorText = useOfferErrorText();
  const {
    register,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const [walk, setWalk] = useState(savedWalk);
  // The address the point belongs to: leaving the box again without changing it asks nothing.
  const placedFor = useRef(savedWalk === null ? '' : getValues('address').trim());
  const { lookup, look, reset } = useAddressLookup((result, address) => {
    placedFor.current = address;
    setValue('latitude', result.latitude);
    setValue('longitude', result.longitude);
    clearErrors(['latitude', 'longitude', 'address']);
    setWalk(result.walkMinutesTo770);
  });

  const find = async ({ again = false } = {}) => {
    const address = getValues('address').trim();
    if (!address || address.length > STAY_LIMITS.address) return;
    if (address === placedFor.current && !again && getValues('latitude') !== null) return;
    await look(address);
  };

  // A changed address forgets its point until it is placed again.
  const forgetPoint = (value: string) => {
    if (value.trim() === placedFor.current) return;
    setValue('latitude', null);
    setValue('longitude', null);
    setWalk(null);
    reset();
  };
  const { onChange, onBlur, ...address } = register('address');
  const addressError =
    errorOf(errors, 'address') ??
    (errorOf(errors, 'latitude', 'longitude') ? `${OWN_MESSAGE}location.notPlaced` : undefined);

  return (
    <>
      <div className="space-y-3">
        <TextField
          label={t('fields.address.label')}
          hint={t('fields.address.hint')}
          // An English address on a Hebrew page reads left to right, its start in view.
          dir="auto"
          maxLength={STAY_LIMITS.address}
          autoComplete="street-address"
          error={fieldError(addressError, STAY_LIMITS.address)}
          {...address}
          onChange={(event) => {
            void onChange(event);
            forgetPoint(event.currentTarget.value);
          }}
          onBlur={(event) => {
            void onBlur(event);
            void find();
          }}
        />
        <AddressLookupStatus
          lookup={lookup}
          onFind={() => void find({ again: true })}
          words="hostOffers:location"
          errorText={errorText}
          knownWalk={walk}
        />
      </div>
      <TextField
        label={t('fields.area.label')}
        hint={t('fields.area.hint')}
        maxLength={STAY_LIMITS.area}
        autoComplete="off"
        error={fieldError(errorOf(errors, 'area'), STAY_LIMITS.area)}
        {...register('area')}
      />
    </>
  );
}
