import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footprints, LoaderCircle, MapPin, Search } from 'lucide-react';
import type { GeocodeResult } from '@orchim/shared/host';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { geocodeAddress } from '../stay-form/api/geocode';

type Lookup =
  | { state: 'idle' }
  | { state: 'looking' }
  | { state: 'found'; result: GeocodeResult }
  | { state: 'failed'; error: unknown };

/**
 * Placing a host's address on the map (the stay form's location step, a meal offer's location). Only the
 * latest lookup counts: an answer arriving after a newer lookup, or after `reset`, is dropped. `onFound`
 * takes the answer (and the address it is for) before it is shown.
 */
export function useAddressLookup(onFound?: (result: GeocodeResult, address: string) => void) {
  const { session } = useAuth();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const latest = useRef(0);
  const look = async (address: string) => {
    const ticket = ++latest.current;
    setLookup({ state: 'looking' });
    try {
      const result = await geocodeAddress(address, session?.access_token);
      if (ticket !== latest.current) return;
      onFound?.(result, address);
      setLookup({ state: 'found', result });
    } catch (error) {
      if (ticket === latest.current) setLookup({ state: 'failed', error });
    }
  };
  const reset = () => {
    latest.current++;
    setLookup({ state: 'idle' });
  };
  return { lookup, look, reset };
}

/**
 * Under the address box: "Look up the address", then where the lookup stands, read out as it changes: looking,
 * how the address was read and the walk to 770, why it failed, or else the walk already known (saved).
 * `words` is where the texts are (find, looking, placedAs, walk).
 */
export function AddressLookupStatus({
  lookup,
  onFind,
  words,
  errorText,
  knownWalk,
}: {
  lookup: Lookup;
  onFind: () => void;
  words: 'hostForm:geocode' | 'hostOffers:location';
  errorText: (error: unknown) => string;
  knownWalk: number | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const walk = (minutes: number) => t(`${words}.walk`, { minutes: format.number(minutes) });
  return (
    <>
      <Button variant="outline" size="sm" onClick={onFind}>
        <Search className="size-4" aria-hidden="true" />
        {t(`${words}.find`)}
      </Button>
      <div aria-live="polite" className="min-h-6">
        {lookup.state === 'looking' ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {t(`${words}.looking`)}
          </p>
        ) : lookup.state === 'found' ? (
          <div className="rounded-xl border border-success/30 bg-success/5 p-4 text-sm">
            <p className="flex items-start gap-2 text-ink">
              <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {t(`${words}.placedAs`, { place: lookup.result.placedAs })}
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
        ) : knownWalk !== null ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Footprints className="size-4 shrink-0" aria-hidden="true" />
            {walk(knownWalk)}
          </p>
        ) : null}
      </div>
    </>
  );
}
