import {
  ohelListingFormSchema,
  type HostOhelListing,
  type OhelListingForm,
} from '@orchim/shared/host-offers';
import { centsToDollars, dollarsToCents } from '../../stay-form/money-input';
import { orNull, wireSchema } from '../form-values';

/** The Ohel listing form as the page holds it: texts, the link chosen in a list (empty: none). */
export type OhelForm = {
  kind: string;
  title: string;
  description: string;
  details: string;
  transportServiceId: string;
  stayId: string;
  /** Dollars, as typed; empty: no price shown. */
  priceFromCents: string;
};

export const ohelValues = (listing: HostOhelListing | null): OhelForm => ({
  kind: listing?.kind ?? '',
  title: listing?.title ?? '',
  description: listing?.description ?? '',
  details: listing?.details ?? '',
  transportServiceId: listing?.transportServiceId ?? '',
  stayId: listing?.stayId ?? '',
  priceFromCents: listing?.priceFromCents == null ? '' : centsToDollars(listing.priceFromCents),
});

/** Whether a kind of listing is booked as a ride of a transport service (else as a stay, or off the site). */
export const bookedAsRide = (kind: string) => kind === 'shuttle' || kind === 'ride';

/**
 * The form as POST/PUT /rest/v1/host/ohel take it. Only the link the kind uses goes: a place to stay
 * names a stay and no service, the others no stay (the boxes of another kind keep their choice on
 * screen, in case the host changes back).
 */
export const ohelToWire = (form: OhelForm) => ({
  kind: form.kind || undefined,
  title: form.title,
  description: form.description,
  details: form.details,
  transportServiceId: form.kind === 'stay' ? null : orNull(form.transportServiceId),
  stayId: form.kind === 'stay' ? orNull(form.stayId) : null,
  priceFromCents: form.priceFromCents.trim() === '' ? null : dollarsToCents(form.priceFromCents),
});

export const ohelFormSchema = wireSchema<OhelForm, OhelListingForm>(ohelToWire, ohelListingFormSchema);
