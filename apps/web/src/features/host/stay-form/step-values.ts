import { z } from 'zod';
import { DEFAULT_STAY_CANCELLATION_POLICY } from '@orchim/shared/cancellation-policy';
import { STAY_STEP_SCHEMAS, type HostStay } from '@orchim/shared/host';
import type { StayFormStep } from '@orchim/shared/stay-catalogue';
import { centsToDollars, dollarsToCents } from './money-input';

/**
 * What each step's form holds, and how it becomes the body of PUT /rest/v1/host/stays/{id}/{step}. Form
 * fields carry the wire names, so an error of the shared schema (or of the server) lands on the field
 * that caused it; inputs hold text, turned into numbers (and dollars into cents) before the check.
 */

/** A count typed in a number box: empty is NaN, so the schema says the field needs a value. */
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A count that may be left empty (null). */
const optionalCount = (text: string) => (text.trim() === '' ? null : Number(text));
const text = (value: number) => String(value);

export type BasicsForm = { title: string; description: string; propertyType: string };
export type LocationForm = { address: string; area: string };
export type RoomsForm = { bedrooms: string; beds: string; baths: string; maxGuests: string };
export type PricingForm = {
  pricePerNightCents: string;
  cleaningFeeCents: string;
  minimumNights: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: string;
};
export type AmenitiesForm = { amenities: string[] };
export type JewishForm = { jewishFeatures: string[]; kosherStandard: string; mikvahWalkMinutes: string };
export type RulesForm = { houseRules: string };

export const basicsValues = (stay: HostStay | null): BasicsForm => ({
  title: stay?.title ?? '',
  description: stay?.description ?? '',
  propertyType: stay?.propertyType ?? '',
});

export const locationValues = (stay: HostStay | null): LocationForm => ({
  address: stay?.address ?? '',
  area: stay?.area ?? '',
});

/** A new draft starts from a small apartment, the common case, rather than empty boxes. */
export const roomsValues = (stay: HostStay | null, done: boolean): RoomsForm =>
  stay && done
    ? {
        bedrooms: text(stay.bedrooms),
        beds: text(stay.beds),
        baths: text(stay.baths),
        maxGuests: text(stay.maxGuests),
      }
    : { bedrooms: '1', beds: '1', baths: '1', maxGuests: '2' };

export const pricingValues = (stay: HostStay | null, done: boolean): PricingForm =>
  stay && done
    ? {
        pricePerNightCents: centsToDollars(stay.pricePerNightCents),
        cleaningFeeCents: centsToDollars(stay.cleaningFeeCents),
        minimumNights: text(stay.minimumNights),
        checkInTime: stay.checkInTime.slice(0, 5),
        checkOutTime: stay.checkOutTime.slice(0, 5),
        cancellationPolicy: stay.cancellationPolicy,
      }
    : {
        pricePerNightCents: '',
        cleaningFeeCents: '0',
        minimumNights: '1',
        checkInTime: stay?.checkInTime.slice(0, 5) || '15:00',
        checkOutTime: stay?.checkOutTime.slice(0, 5) || '11:00',
        cancellationPolicy: stay?.cancellationPolicy ?? DEFAULT_STAY_CANCELLATION_POLICY,
      };

export const amenitiesValues = (stay: HostStay | null): AmenitiesForm => ({
  amenities: [...(stay?.amenities ?? [])],
});

export const jewishValues = (stay: HostStay | null): JewishForm => ({
  jewishFeatures: [...(stay?.jewishFeatures ?? [])],
  kosherStandard: stay?.kosherStandard ?? '',
  mikvahWalkMinutes: stay?.mikvahWalkMinutes == null ? '' : text(stay.mikvahWalkMinutes),
});

export const rulesValues = (stay: HostStay | null): RulesForm => ({ houseRules: stay?.houseRules ?? '' });

/** A checkbox group's value: react-hook-form gives false when none of a group is ticked. */
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Each step's form turned into its wire body (before the shared schema checks it). */
export const TO_WIRE = {
  basics: (form: BasicsForm) => form,
  location: (form: LocationForm) => form,
  rooms: (form: RoomsForm) => ({
    bedrooms: count(form.bedrooms),
    beds: count(form.beds),
    baths: count(form.baths),
    maxGuests: count(form.maxGuests),
  }),
  pricing: (form: PricingForm) => ({
    pricePerNightCents: dollarsToCents(form.pricePerNightCents),
    cleaningFeeCents: form.cleaningFeeCents.trim() === '' ? 0 : dollarsToCents(form.cleaningFeeCents),
    minimumNights: count(form.minimumNights),
    checkInTime: form.checkInTime,
    checkOutTime: form.checkOutTime,
    cancellationPolicy: form.cancellationPolicy,
  }),
  amenities: (form: AmenitiesForm) => ({ amenities: list(form.amenities) }),
  jewish: (form: JewishForm) => {
    const jewishFeatures = list(form.jewishFeatures);
    // The standard belongs to a kosher kitchen: unticking the kitchen hides it and forgets it.
    const kosher = jewishFeatures.includes('kosher_kitchen');
    return {
      jewishFeatures,
      kosherStandard: kosher && form.kosherStandard ? form.kosherStandard : null,
      mikvahWalkMinutes: optionalCount(form.mikvahWalkMinutes),
    };
  },
  rules: (form: RulesForm) => form,
} as const;

export type FieldStep = keyof typeof TO_WIRE;

/** A step's body as the server takes it. */
export type StepWire<S extends FieldStep> = z.output<(typeof STAY_STEP_SCHEMAS)[S]>;

/**
 * The schema a step's form is validated with: the form turned into its wire body, then exactly the
 * server's schema (STAY_STEP_SCHEMAS), so the browser and the server judge it alike.
 */
export function stepFormSchema<S extends FieldStep>(step: S) {
  type Form = Parameters<(typeof TO_WIRE)[S]>[0];
  const toWire = TO_WIRE[step] as (form: Form) => unknown;
  return z.preprocess((form) => toWire(form as Form), STAY_STEP_SCHEMAS[step]) as unknown as z.ZodType<
    StepWire<S>,
    Form
  >;
}

export const isFieldStep = (step: StayFormStep): step is FieldStep => step in TO_WIRE;
