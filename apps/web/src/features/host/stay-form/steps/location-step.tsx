import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Footprints, LoaderCircle, MapPin, Search } from 'lucide-react';
import type { GeocodeResult } from '@orchim/shared/host';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { geocodeAddress } from '../api/geocode';
import { useErrorText, useStepFieldError } from '../error-text';
import { StepForm } from '../step-frame';
import type { SavedStepProps } from '../step-props';
import { locationValues, stepFormSchema, type LocationForm, type StepWire } from '../step-values';
import { useStepSubmit } from '../use-step-submit';

const schema = stepFormSchema('location');

type Lookup =
  | { state: 'idle' }
  | { state: 'looking' }
  | { state: 'found'; result: GeocodeResult }
  | { state: 'failed'; error: unknown };

/**
 * Where the stay is. The address is placed on the map as soon as the host leaves the box (or asks with
 * "Find on map"), so they see how it was read and how far 770 is before saving; saving places it again
 * on the server, which has the last word.
 */
export function LocationStep({ stay, focusOnMount, onSaved, onBack }: SavedStepProps) {
  const { t } = useTranslation('hostForm');
  const { session } = useAuth();
  const format = useFormat();
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
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  // Only the latest lookup counts: an earlier answer arriving late is dropped.
  const latest = useRef(0);
  const saved = stay.setupSteps.includes('location');

  // The address last looked up: leaving the box again without changing it asks nothing.
  const asked = useRef('');
  const find = async ({ again = false } = {}) => {
    const address = getValues('address').trim();
    if (!address || address.length > STAY_LIMITS.address) return;
    if (address === asked.current && !again) return;
    asked.current = address;
    const ticket = ++latest.current;
    setLookup({ state: 'looking' });
    try {
      const result = await geocodeAddress(address, session?.access_token);
      if (ticket === latest.current) setLookup({ state: 'found', result });
    } catch (error) {
      if (ticket === latest.current) setLookup({ state: 'failed', error });
    }
  };

  const address = register('address');
  const walk = (minutes: number) => t('geocode.walk', { minutes: format.number(minutes) });

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
          maxLength={STAY_LIMITS.address}
          autoComplete="street-address"
          error={fieldError(errors.address?.message, STAY_LIMITS.address)}
          {...address}
          onBlur={(event) => {
            void address.onBlur(event);
            void find();
          }}
        />
        <Button variant="outline" size="sm" onClick={() => void find({ again: true })}>
          <Search className="size-4" aria-hidden="true" />
          {t('geocode.find')}
        </Button>
        <div aria-live="polite" className="min-h-6">
          {lookup.state === 'looking' ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              {t('geocode.looking')}
            </p>
          ) : lookup.state === 'found' ? (
            <div className="rounded-xl border border-success/30 bg-success/5 p-4 text-sm">
              <p className="flex items-start gap-2 text-ink">
                <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {t('geocode.placedAs', { place: lookup.result.placedAs })}
              </p>
              <p className="mt-1 flex items-center gap-2 font-semibold text-navy-800">
                <Footprints className="size-4 shrink-0 text-success" aria-hidden="true" />
                {walk(lookup.result.walkMinutesTo770)}
              </p>
            </div>
          ) : lookup.state === 'failed' ? (
            <div className="rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm">
              <p className="font-medium text-danger">{errorText(lookup.error)}</p>
            </div>
          ) : saved ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Footprints className="size-4 shrink-0" aria-hidden="true" />
              {walk(stay.walkMinutesTo770)}
            </p>
          ) : null}
        </div>
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
