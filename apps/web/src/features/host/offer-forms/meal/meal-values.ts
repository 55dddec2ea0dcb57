import type { HostMealCalendar, HostMealOffer, MealOfferForm } from '@orchim/shared/host-offers';
import { mealOfferFormSchema } from '@orchim/shared/host-offers';
import { centsToDollars, dollarsToCents } from '../../stay-form/money-input';
import { count, list, orNull, wireSchema } from '../form-values';

/** The meal offer form as the page holds it: texts, lists of ticked boxes, and the days hosted. */
export type MealForm = {
  title: string;
  familyDescription: string;
  description: string;
  address: string;
  area: string;
  /** From "Look up the address" (or the saved offer); null until the address is placed. */
  latitude: number | null;
  longitude: number | null;
  mealTypes: string[];
  /** Dollars, as typed. */
  pricePerGuestCents: string;
  seatsPerMeal: string;
  kosherStandard: string;
  dietaryOptions: string[];
  tableLanguages: string[];
  childrenWelcome: boolean;
  accessibility: string[];
  offeredFrom: string;
  /** Empty: until further notice. */
  offeredUntil: string;
  /** The days of the calendar the host ticked. */
  hostedDays: string[];
};

type Period = { offeredFrom: string; offeredUntil: string | null };

export const inPeriod = ({ offeredFrom, offeredUntil }: Period, date: string) =>
  date >= offeredFrom && (offeredUntil === null || date <= offeredUntil);

/** The form's period as the API has it (an empty end: none). */
export const periodOf = (form: Pick<MealForm, 'offeredFrom' | 'offeredUntil'>): Period => ({
  offeredFrom: form.offeredFrom,
  offeredUntil: orNull(form.offeredUntil),
});

/**
 * The days the offer is closed: every day of the calendar within the period that the host did not tick.
 * Days further ahead than the calendar keep what was saved (the host has not seen them here); days
 * before it have passed and are dropped.
 */
export function closedDatesOf(
  calendar: Pick<HostMealCalendar, 'from' | 'to' | 'days'>,
  period: Period,
  hostedDays: readonly string[],
  saved: readonly string[],
): string[] {
  const shown = calendar.days
    .map((day) => day.date)
    .filter((date) => inPeriod(period, date) && !hostedDays.includes(date));
  const later = saved.filter((date) => date > calendar.to);
  return [...new Set([...shown, ...later])].sort();
}

/** The days a saved offer serves in the calendar: within its period and not closed. */
export const hostedDaysOf = (calendar: Pick<HostMealCalendar, 'days'>, offer: HostMealOffer | null) =>
  offer
    ? calendar.days
        .map((day) => day.date)
        .filter((date) => inPeriod(offer, date) && !offer.closedDates.includes(date))
    : [];

/** A new offer starts open from today, with the common Shabbos meals, as a family of eight might. */
export function mealValues(offer: HostMealOffer | null, calendar: HostMealCalendar): MealForm {
  if (!offer) {
    return {
      title: '',
      familyDescription: '',
      description: '',
      address: '',
      area: '',
      latitude: null,
      longitude: null,
      mealTypes: ['friday_night', 'shabbos_lunch'],
      pricePerGuestCents: '0',
      seatsPerMeal: '6',
      kosherStandard: '',
      dietaryOptions: [],
      tableLanguages: ['en'],
      childrenWelcome: true,
      accessibility: [],
      offeredFrom: calendar.from,
      offeredUntil: '',
      hostedDays: [],
    };
  }
  return {
    title: offer.title,
    familyDescription: offer.familyDescription,
    description: offer.description,
    address: offer.address,
    area: offer.area,
    latitude: offer.latitude,
    longitude: offer.longitude,
    mealTypes: [...offer.mealTypes],
    pricePerGuestCents: centsToDollars(offer.pricePerGuestCents),
    seatsPerMeal: String(offer.seatsPerMeal),
    kosherStandard: offer.kosherStandard,
    dietaryOptions: [...offer.dietaryOptions],
    tableLanguages: [...offer.tableLanguages],
    childrenWelcome: offer.childrenWelcome,
    accessibility: [...offer.accessibility],
    offeredFrom: offer.offeredFrom,
    offeredUntil: offer.offeredUntil ?? '',
    hostedDays: hostedDaysOf(calendar, offer),
  };
}

/** The form as POST/PUT /rest/v1/host/meals take it (before the shared schema checks it). */
export function mealToWire(form: MealForm, calendar: HostMealCalendar, saved: readonly string[]) {
  const period = periodOf(form);
  return {
    title: form.title,
    familyDescription: form.familyDescription,
    description: form.description,
    area: form.area,
    address: form.address,
    // Not placed yet: the schema asks for the point (shown beside the address).
    latitude: form.latitude ?? undefined,
    longitude: form.longitude ?? undefined,
    mealTypes: list(form.mealTypes),
    pricePerGuestCents:
      form.pricePerGuestCents.trim() === '' ? Number.NaN : dollarsToCents(form.pricePerGuestCents),
    seatsPerMeal: count(form.seatsPerMeal),
    kosherStandard: form.kosherStandard || undefined,
    dietaryOptions: list(form.dietaryOptions),
    tableLanguages: list(form.tableLanguages),
    childrenWelcome: form.childrenWelcome,
    accessibility: list(form.accessibility),
    offeredFrom: period.offeredFrom,
    offeredUntil: period.offeredUntil,
    closedDates: closedDatesOf(calendar, period, list(form.hostedDays), saved),
  };
}

export const mealFormSchema = (calendar: HostMealCalendar, saved: readonly string[]) =>
  wireSchema<MealForm, MealOfferForm>((form) => mealToWire(form, calendar, saved), mealOfferFormSchema);
