import { AMENITIES, JEWISH_FEATURES, type StaySearchQuery, type StaySort } from '@orchim/shared';
import { bitsOf, dayNumber, type CatalogueEntry } from './entries';

/** A search with its dates checked: `nights` is set exactly when the query has both dates. */
export interface StaySearch extends StaySearchQuery {
  nights: number | null;
}

type Compare = (a: CatalogueEntry, b: CatalogueEntry) => number;

/** Ids compare as PostgreSQL compares uuids: lower-case hex in fixed positions sorts like the bytes. */
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Descending, with nulls last. */
const descending = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;

/** Each sort's order, ties broken by id so that pages never overlap. */
export const SORTS: Record<StaySort, Compare> = {
  recommended: (a, b) => descending(a.recommendedScore, b.recommendedScore) || byId(a, b),
  price_asc: (a, b) => a.pricePerNightCents - b.pricePerNightCents || byId(a, b),
  price_desc: (a, b) => b.pricePerNightCents - a.pricePerNightCents || byId(b, a),
  rating: (a, b) =>
    descending(a.ratingAverage, b.ratingAverage) || b.reviewCount - a.reviewCount || byId(a, b),
  walk: (a, b) => a.walkMinutesTo770 - b.walkMinutesTo770 || byId(a, b),
};

/** Whether a change to a stay can move it in some order (else it keeps its places). */
export const sortKeysDiffer = (a: CatalogueEntry, b: CatalogueEntry) =>
  a.recommendedScore !== b.recommendedScore ||
  a.pricePerNightCents !== b.pricePerNightCents ||
  a.ratingAverage !== b.ratingAverage ||
  a.reviewCount !== b.reviewCount ||
  a.walkMinutesTo770 !== b.walkMinutesTo770;

/**
 * One sort's order of the stays, with the fields every search tests copied into typed arrays in that
 * order: a search reads them front to back in contiguous memory and touches a stay's object only for
 * what is rarer (its text, its calendar) or once it matches.
 */
export interface SortedView {
  entries: CatalogueEntry[];
  maxGuests: Int32Array;
  pricePerNightCents: Int32Array;
  minimumNights: Int32Array;
  featureBits: Int32Array;
  amenityBits: Int32Array;
  /** Every stay's taken ranges, in view order: stay i's are taken[takenFrom[i] .. takenFrom[i + 1]). */
  takenFrom: Int32Array;
  taken: Int32Array;
}

export function sortedView(entries: CatalogueEntry[]): SortedView {
  const column = (
    field: 'maxGuests' | 'pricePerNightCents' | 'minimumNights' | 'featureBits' | 'amenityBits',
  ) => Int32Array.from(entries, (entry) => entry[field]);
  const takenFrom = new Int32Array(entries.length + 1);
  entries.forEach((entry, i) => {
    takenFrom[i + 1] = takenFrom[i]! + entry.taken.length;
  });
  const taken = new Int32Array(takenFrom[entries.length]!);
  entries.forEach((entry, i) => taken.set(entry.taken, takenFrom[i]));
  return {
    entries,
    takenFrom,
    taken,
    maxGuests: column('maxGuests'),
    pricePerNightCents: column('pricePerNightCents'),
    minimumNights: column('minimumNights'),
    featureBits: column('featureBits'),
    amenityBits: column('amenityBits'),
  };
}

/** Whether none of stay i's taken ranges ([first, end) pairs, by first night) overlaps [from, to). */
function isFree(view: SortedView, i: number, from: number, to: number) {
  const { taken } = view;
  for (let at = view.takenFrom[i]!, end = view.takenFrom[i + 1]!; at < end; at += 2) {
    if (taken[at]! >= to) return true;
    if (taken[at + 1]! > from) return false;
  }
  return true;
}

/**
 * The search's filter as one predicate on a view's i-th stay: room for the guests, the price per night
 * within the range, every feature and amenity asked for, the text anywhere in the listing's texts (any
 * language, case ignored), and with dates: the stay's minimum met and every night free. It runs for up
 * to every stay of a search, so it is plain comparisons, cheapest first, without allocation.
 */
export function matcherFor(search: StaySearch): (view: SortedView, i: number) => boolean {
  const guests = search.guests ?? 0;
  const priceMin = search.priceMin === undefined ? -Infinity : search.priceMin * 100;
  const priceMax = search.priceMax === undefined ? Infinity : search.priceMax * 100;
  const features = bitsOf(JEWISH_FEATURES, search.features);
  const amenities = bitsOf(AMENITIES, search.amenities);
  const text = search.q ? search.q.toLowerCase() : null;
  const dated = search.nights !== null && search.checkIn !== undefined && search.checkOut !== undefined;
  const nights = dated ? search.nights! : Infinity;
  const from = dated ? dayNumber(search.checkIn!) : 0;
  const to = dated ? dayNumber(search.checkOut!) : 0;
  return (view, i) =>
    view.maxGuests[i]! >= guests &&
    view.pricePerNightCents[i]! >= priceMin &&
    view.pricePerNightCents[i]! <= priceMax &&
    view.minimumNights[i]! <= nights &&
    (view.featureBits[i]! & features) === features &&
    (view.amenityBits[i]! & amenities) === amenities &&
    (text === null || view.entries[i]!.text.includes(text)) &&
    (!dated || isFree(view, i, from, to));
}
