import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Footprints, LoaderCircle, MapPin, Search } from 'lucide-react';
import type { GeocodeResult } from '@orchim/shared/host';
import type { MealOfferForm } from '@orchim/shared/host-offers';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { geocodeAddress } from '../../stay-form/api/geocode';
import { OWN_MESSAGE, useOfferErrorText, useOfferFieldError } from '../offer-errors';
import { errorOf } from '../use-offer-submit';
import type { MealForm } from './meal-values';

type Lookup =
  | { state: 'idle' }
  | { state: 'looking' }
  | { state: 'found'; result: GeocodeResult }
  | { state: 'failed'; error: unknown };

/**
 * Where the meal is. The address is placed on the map as soon as the host leaves the box (or asks with
 * "Find on map"): they see how it was read and the walk to 770, and the point goes with the form. A
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
  const { session } = useAuth();
  const format = useFormat();
  const fieldError = useOfferFieldError();
  const errorText = useOfferErrorText();
  const {
    register,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [walk, setWalk] = useState(savedWalk);
  // Only the latest lookup counts: an earlier answer arriving late is dropped.
  const latest = useRef(0);
  // The address the point belongs to: leaving the box again without changing it asks nothing.
  const placedFor = useRef(savedWalk === null ? '' : getValues('address').trim());

  const find = async ({ again = false } = {}) => {
    const address = getValues('address').trim();
    if (!address || address.length > STAY_LIMITS.address) return;
    if (address === placedFor.current && !again && getValues('latitude') !== null) return;
    const ticket = ++latest.current;
    setLookup({ state: 'looking' });
    try {
      const result = await geocodeAddress(address, session?.access_token);
      if (ticket !== latest.current) return;
      placedFor.current = address;
      setValue('latitude', result.latitude);
      setValue('longitude', result.longitude);
      clearErrors(['latitude', 'longitude', 'address']);
      setWalk(result.walkMinutesTo770);
      setLookup({ state: 'found', result });
    } catch (error) {
      if (ticket === latest.current) setLookup({ state: 'failed', error });
    }
  };

  // A changed address forgets its point until it is placed again.
  const forgetPoint = (value: string) => {
    if (value.trim() === placedFor.current) return;
    setValue('latitude', null);
    setValue('longitude', null);
    setWalk(null);
    setLookup({ state: 'idle' });
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
        <Button variant="outline" size="sm" onClick={() => void find({ again: true })}>
          <Search className="size-4" aria-hidden="true" />
          {t('location.find')}
        </Button>
        <div aria-live="polite" className="min-h-6">
          {lookup.state === 'looking' ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              {t('location.looking')}
            </p>
          ) : lookup.state === 'failed' ? (
            <p className="rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm font-medium text-danger">
              {errorText(lookup.error)}
            </p>
          ) : walk !== null ? (
            <div className="rounded-xl border border-success/30 bg-success/5 p-4 text-sm">
              {lookup.state === 'found' ? (
                <p className="mb-1 flex items-start gap-2 text-ink">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {t('location.placedAs', { place: lookup.result.placedAs })}
                </p>
              ) : null}
              <p className="flex items-center gap-2 font-semibold text-navy-800">
                <Footprints className="size-4 shrink-0 text-success" aria-hidden="true" />
                {t('location.walk', { minutes: format.number(walk) })}
              </p>
            </div>
          ) : null}
        </div>
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
