import {
  AMENITIES,
  JEWISH_FEATURES,
  LANGUAGES,
  type Language,
  type StayImage,
  type StaySummary,
} from '@orchim/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import { roundRating } from '../../../db/repositories/stays';
import type { ListingTranslations } from '../../../db/schema';
import { coverOf } from '../../../db/repositories/listing-images-json';
import { blockOf } from '../../../lib/crown-heights-geocoder';

/** A published stay as the search holds it in memory: what it filters and sorts on, and its cards. */
export interface CatalogueEntry {
  id: string;
  maxGuests: number;
  minimumNights: number;
  pricePerNightCents: number;
  cleaningFeeCents: number;
  currency: string;
  /** The amenities and Jewish features as bits of their vocabularies (bitsOf). */
  amenityBits: number;
  featureBits: number;
  recommendedScore: number;
  ratingAverage: number | null;
  reviewCount: number;
  walkMinutesTo770: number;
  /** What a search's `q` looks in, lower-cased: the texts and every translation of them, a line each. */
  text: string;
  /**
   * The card in each language as JSON without its closing brace, serialized once when the stay is
   * loaded: a search's answer is twenty of these, each closed with the price of the searched nights.
   */
  cards: Record<Language, string>;
  /** Taken nights (bookings and host blocks): [first night, check-out) day-number pairs, by first night. */
  taken: Int32Array;
}

/** Days since 1970-01-01 of a calendar date 'YYYY-MM-DD': the catalogue's unit for nights. */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** A set of vocabulary keys as bits (both vocabularies have fewer than 31 words). */
export const bitsOf = (vocabulary: readonly string[], keys: readonly string[] | undefined) => {
  let bits = 0;
  for (const key of keys ?? []) {
    const index = vocabulary.indexOf(key);
    if (index >= 0) bits |= 1 << index;
  }
  return bits;
};

interface EntryRow {
  id: string;
  title: string;
  area: string;
  description: string;
  translations: ListingTranslations;
  property_type: StaySummary['propertyType'];
  bedrooms: number;
  beds: number;
  baths: number;
  max_guests: number;
  price_per_night_cents: number;
  cleaning_fee_cents: number;
  currency: string;
  minimum_nights: number;
  walk_minutes_to_770: number;
  latitude: number;
  longitude: number;
  amenities: StaySummary['amenities'];
  jewish_features: StaySummary['jewishFeatures'];
  kosher_standard: StaySummary['kosherStandard'];
  rating_average: number | null;
  review_count: number;
  recommended_score: number;
  cover: StayImage | null;
  taken: [number, number][];
}

/**
 * The published stays among `ids` (all published stays without), as catalogue entries; stays by the Ohel
 * (neighbourhood cambria_heights) are listed on /ohel, not in this search. The cover is
 * read by its unique (stay_id, position) key and the calendar through the exclusion constraint's index.
 */
export async function loadEntries(db: Queryable, ids?: readonly string[]): Promise<CatalogueEntry[]> {
  const only = ids
    ? sql`and s.id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`
    : sql``;
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`
      select s.id, s.title, s.area, s.description, s.translations, s.property_type, s.bedrooms, s.beds,
             s.baths, s.max_guests, s.price_per_night_cents, s.cleaning_fee_cents, s.currency,
             s.minimum_nights, s.walk_minutes_to_770, s.latitude, s.longitude, s.amenities, s.jewish_features, s.kosher_standard,
             s.rating_average, s.review_count, s.recommended_score,
             ${coverOf('stays', sql`s.id`)} as cover,
             (select coalesce(json_agg(json_build_array(lower(r.during) - date '1970-01-01',
                                                        upper(r.during) - date '1970-01-01')
                                       order by lower(r.during)), '[]'::json)
              from stay_reservations r where r.stay_id = s.id) as taken
      from stays s
      where s.status = 'published' and s.neighbourhood = 'crown_heights' ${only}`),
  );
  return rows.map(toEntry);
}

function toEntry(row: EntryRow): CatalogueEntry {
  const card = (lang: Language): Omit<StaySummary, 'quote'> => ({
    id: row.id,
    title: row.translations[lang]?.title || row.title,
    area: row.translations[lang]?.area || row.area,
    propertyType: row.property_type,
    bedrooms: row.bedrooms,
    beds: row.beds,
    baths: row.baths,
    maxGuests: row.max_guests,
    pricePerNightCents: row.price_per_night_cents,
    cleaningFeeCents: row.cleaning_fee_cents,
    currency: row.currency,
    minimumNights: row.minimum_nights,
    walkMinutesTo770: row.walk_minutes_to_770,
    // The block, not the point: the card is public (docs/decisions/041-map.md).
    block: blockOf(row),
    amenities: row.amenities,
    jewishFeatures: row.jewish_features,
    kosherStandard: row.kosher_standard,
    ratingAverage: roundRating(row.rating_average),
    reviewCount: row.review_count,
    cover: row.cover,
  });
  const texts = [row.title, row.area, row.description];
  for (const lang of LANGUAGES) {
    const own = row.translations[lang];
    if (own) texts.push(own.title ?? '', own.area ?? '', own.description ?? '');
  }
  return {
    id: row.id,
    maxGuests: row.max_guests,
    minimumNights: row.minimum_nights,
    pricePerNightCents: row.price_per_night_cents,
    cleaningFeeCents: row.cleaning_fee_cents,
    currency: row.currency,
    amenityBits: bitsOf(AMENITIES, row.amenities),
    featureBits: bitsOf(JEWISH_FEATURES, row.jewish_features),
    recommendedScore: row.recommended_score,
    ratingAverage: row.rating_average,
    reviewCount: row.review_count,
    walkMinutesTo770: row.walk_minutes_to_770,
    text: texts.join('\n').toLowerCase(),
    cards: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, JSON.stringify(card(lang)).slice(0, -1)]),
    ) as CatalogueEntry['cards'],
    taken: Int32Array.from(row.taken.flat()),
  };
}

/** The catalogue's version, and the stays changed since `known` (stay_catalogue_changes_version_idx). */
export async function changesSince(db: Queryable, known: number) {
  const [row] = rowsOf<{ version: string | number; changed: string[] }>(
    await db.execute(sql`
      select v.version,
             coalesce((select json_agg(c.stay_id) from stay_catalogue_changes c where c.version > ${known}),
                      '[]'::json) as changed
      from stay_catalogue_version v`),
  );
  if (!row) throw new Error('stay_catalogue_version has no row: migration 0003 has not run');
  return { version: Number(row.version), changed: row.changed };
}
