import { containsUnsafeMarkup } from '@orchim/shared/input-check';
import { STAY_LIMITS, type Amenity, type JewishFeature } from '@orchim/shared/stay-catalogue';
import { MAX_PRICE_DOLLARS, datesState, type StayFilters } from './stay-filters';

/** The filter form's fields as the visitor is editing them, before they are applied. */
export type FilterDraft = {
  q: string;
  checkIn: string;
  checkOut: string;
  /** '' for any number of guests. */
  guests: string;
  priceMin: string;
  priceMax: string;
  features: JewishFeature[];
  amenities: Amenity[];
};

export type DraftField = keyof FilterDraft;
export const DRAFT_FIELDS: readonly DraftField[] = [
  'q',
  'checkIn',
  'checkOut',
  'guests',
  'priceMin',
  'priceMax',
  'features',
  'amenities',
];

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

export function toDraft(filters: StayFilters): FilterDraft {
  return {
    q: text(filters.q),
    checkIn: text(filters.checkIn),
    checkOut: text(filters.checkOut),
    guests: text(filters.guests),
    priceMin: text(filters.priceMin),
    priceMax: text(filters.priceMax),
    features: filters.features,
    amenities: filters.amenities,
  };
}

/** Which fields a problem belongs to; the message keys are translated where they are shown. */
export type DraftErrors = Partial<Record<'q' | 'dates' | 'price', 'invalidDates' | 'unsafe' | 'priceOrder'>>;

const whole = (value: string) => {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Math.min(Number(trimmed), MAX_PRICE_DOLLARS);
};

/**
 * The draft as a search (back on the first page, the sort order kept), or what to fix first. Dates must
 * make a bookable pair or be left empty; prices are whole dollars, the minimum not above the maximum.
 */
export function fromDraft(
  draft: FilterDraft,
  current: StayFilters,
  today: string,
): { filters: StayFilters; errors?: undefined } | { filters?: undefined; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const q = draft.q.trim().slice(0, STAY_LIMITS.searchText);
  if (q && containsUnsafeMarkup(q)) errors.q = 'unsafe';
  const dates = { checkIn: draft.checkIn || undefined, checkOut: draft.checkOut || undefined };
  if (datesState(dates, today) === 'invalid') errors.dates = 'invalidDates';
  const priceMin = whole(draft.priceMin);
  const priceMax = whole(draft.priceMax);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) errors.price = 'priceOrder';
  if (Object.keys(errors).length) return { errors };

  const guests = Number(draft.guests);
  const filters: StayFilters = {
    features: draft.features,
    amenities: draft.amenities,
    sort: current.sort,
    page: 1,
  };
  if (dates.checkIn && dates.checkOut) Object.assign(filters, dates);
  if (draft.guests && Number.isInteger(guests) && guests >= 1) filters.guests = guests;
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;
  if (q) filters.q = q;
  return { filters };
}

/**
 * The draft after the applied search changed (Back, a removed chip, an applied checkbox): the fields that
 * changed take their new value, the ones the visitor is still typing in keep theirs.
 */
export function mergeApplied(draft: FilterDraft, before: FilterDraft, after: FilterDraft): FilterDraft {
  const next = { ...draft };
  for (const field of DRAFT_FIELDS) {
    if (String(before[field]) !== String(after[field])) Object.assign(next, { [field]: after[field] });
  }
  return next;
}
