import {
  LANGUAGES,
  STAY_LIMITS,
  STAY_SEARCH_COUNT_CAP,
  stayPrice,
  type Language,
  type StayDetail,
  type StayImage,
  type StaySearchQuery,
  type StaySort,
  type StaySummary,
} from '@orchim/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { rowsOf } from '../migrate';
import { stays, users, type ListingTranslations } from '../schema';

export type StayRow = typeof stays.$inferSelect;

/** A search with its dates checked: `nights` is set exactly when the query has both dates. */
export interface StaySearch extends StaySearchQuery {
  nights: number | null;
}

export interface StaySearchPage {
  items: StaySummary[];
  /** Matches counted up to countCap + 1: more than countCap means "countCap+". */
  total: number;
  hasMore: boolean;
}

/** A taken range of nights, [start, end): end is the check-out day of the last night taken. */
export interface TakenRange {
  start: string;
  end: string;
}

/**
 * The search's ORDER BY per sort. Each matches, column for column and direction for direction (nulls
 * included), one of the partial indexes on published stays in schema.ts, so the first pages are read
 * in index order and stop at the LIMIT; price_desc reads stays_published_price_idx backwards.
 */
const ORDER_BY: Record<StaySort, SQL> = {
  recommended: sql`s.recommended_score desc nulls last, s.id`, // stays_published_recommended_idx
  price_asc: sql`s.price_per_night_cents, s.id`, // stays_published_price_idx
  price_desc: sql`s.price_per_night_cents desc, s.id desc`, // stays_published_price_idx, backwards
  rating: sql`s.rating_average desc nulls last, s.review_count desc nulls last, s.id`, // stays_published_rating_idx
  walk: sql`s.walk_minutes_to_770, s.id`, // stays_published_walk_idx
};

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters (\ % _) taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A text[] literal; the values are vocabulary keys (letters and underscores), so none needs quoting. */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** The nights [checkIn, checkOut) as a daterange. */
const nightsRange = (checkIn: string, checkOut: string) =>
  sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`;

/** The listing texts a search's `q` looks in: the originals and every translation of them. */
const SEARCHED_TEXT = sql.raw(
  [
    's.title',
    's.area',
    's.description',
    ...LANGUAGES.flatMap((lang) =>
      ['title', 'area', 'description'].map((field) => `s.translations #>> '{${lang},${field}}'`),
    ),
  ].join(', '),
);

/**
 * A search as SQL over `stays s`: a WITH clause (only with dates) and the WHERE. `status = 'published'`
 * is a literal so the planner can prove the partial indexes apply.
 *
 * Availability: `taken` holds the stays with a reservation overlapping the nights, read once through
 * stay_reservations_taken_idx (about 50 pages at 100,000 reservations), and a stay passes when its id
 * is NOT IN it, which PostgreSQL checks against a hash of `taken` (a hashed SubPlan, as long as the
 * ids fit in work_mem: a few thousand at 100,000 reservations) for the page and the count alike. The alternatives measured worse: a NOT EXISTS probe per stay into the
 * exclusion constraint's index costs about 3 pages a stay, and the count tries some 700 stays; left to
 * plan NOT EXISTS itself, PostgreSQL may read the constraint's index whole (1,000 pages) or walk
 * `taken` once per stay of the page.
 */
function searchSql(search: StaySearch): { with: SQL; where: SQL } {
  const where: SQL[] = [sql`s.status = 'published'`];
  if (search.guests !== undefined) where.push(sql`s.max_guests >= ${search.guests}`);
  if (search.priceMin !== undefined) where.push(sql`s.price_per_night_cents >= ${search.priceMin * 100}`);
  if (search.priceMax !== undefined) where.push(sql`s.price_per_night_cents <= ${search.priceMax * 100}`);
  if (search.features?.length) where.push(sql`s.jewish_features @> ${textArray(search.features)}::text[]`);
  if (search.amenities?.length) where.push(sql`s.amenities @> ${textArray(search.amenities)}::text[]`);
  // One ILIKE over all the texts at once (a newline between them). No index serves a substring, so a
  // text search reads every published row: tens of milliseconds at 10,000 stays, where a pg_trgm GIN
  // index would answer in one; that needs the extension on every deployment, so not yet.
  if (search.q) where.push(sql`concat_ws(E'\\n', ${SEARCHED_TEXT}) ilike ${containsPattern(search.q)}`);
  let withTaken = sql``;
  if (search.nights !== null && search.checkIn && search.checkOut) {
    where.push(sql`s.minimum_nights <= ${search.nights}`);
    where.push(sql`s.id not in (select t.stay_id from taken t)`);
    withTaken = sql`with taken as materialized (
      select r.stay_id from stay_reservations r
      where daterange(lower(r.during), upper(r.during), '[)') && ${nightsRange(search.checkIn, search.checkOut)})`;
  }
  return { with: withTaken, where: sql.join(where, sql` and `) };
}

/**
 * The count of a search's matches, reading at most cap + 1 of them: without a `q`, an index-only scan
 * of stays_published_search_idx, which holds every other column the search filters on.
 */
const cappedCount = (filter: SQL, cap: number) =>
  sql`(select count(*)::int from (select 1 from stays s where ${filter} limit ${cap + 1}) matches)`;

/** A stay's cover (image position 0) as a JSON object, or null; stay_images_stay_id_position_key. */
const coverOf = (stayId: SQL) => sql`(select json_build_object('src', i.src, 'width', i.width,
  'height', i.height, 'alt', i.alt) from stay_images i where i.stay_id = ${stayId} and i.position = 0)`;

/** A translated text column: the host's translation for `lang` when there is one, else the original. */
const translated = (lang: Language, field: 'title' | 'area', column: SQL) =>
  sql`coalesce(nullif(s.translations -> ${lang}::text ->> ${field}::text, ''), ${column})`;

interface SummaryRow {
  id: string;
  title: string;
  area: string;
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
  amenities: StaySummary['amenities'];
  jewish_features: StaySummary['jewishFeatures'];
  kosher_standard: StaySummary['kosherStandard'];
  rating_average: number | null;
  review_count: number;
  cover: StayImage | null;
  total: number;
}

/** Averages are float4: two decimals are all a reader needs (and all that is exact). */
export const roundRating = (average: number | null) =>
  average === null ? null : Math.round(average * 100) / 100;

/** A listing's text in the reader's language: the host's translation when there is one, else the original. */
export function translate(
  translations: ListingTranslations,
  lang: Language,
  original: { title: string; area: string; description: string; houseRules: string },
) {
  const own = translations[lang] ?? {};
  const pick = (field: keyof typeof original) => own[field] || original[field];
  return {
    title: pick('title'),
    area: pick('area'),
    description: pick('description'),
    houseRules: pick('houseRules'),
  };
}

/** The first word of a person's full name, as hosts are introduced to guests. */
export function firstNameOf(userMetadata: Record<string, unknown>): string {
  const fullName = userMetadata.full_name;
  return typeof fullName === 'string' ? (fullName.trim().split(/\s+/)[0] ?? '') : '';
}

/** Places to stay, as guests see them: only published ones. */
export function staysRepository(db: Queryable) {
  return {
    /**
     * One page of a search, with the capped count of all matches, in one statement: the count is an
     * uncorrelated subquery (run once, as an InitPlan) beside the page, and each row's cover is read
     * by its unique (stay_id, position) key. One more row than the page is read to know whether more
     * follow. A page past the end has no rows to carry the count, so only then is it counted alone.
     */
    async search(
      search: StaySearch,
      options: { countCap?: number; pageSize?: number } = {},
    ): Promise<StaySearchPage> {
      const cap = options.countCap ?? STAY_SEARCH_COUNT_CAP;
      const pageSize = options.pageSize ?? STAY_LIMITS.searchPageSize;
      const { with: withTaken, where } = searchSql(search);
      const rows = rowsOf<SummaryRow>(
        await db.execute(sql`
          ${withTaken}
          select s.id, ${translated(search.lang, 'title', sql`s.title`)} as title,
                 ${translated(search.lang, 'area', sql`s.area`)} as area,
                 s.property_type, s.bedrooms, s.beds, s.baths, s.max_guests, s.price_per_night_cents,
                 s.cleaning_fee_cents, s.currency, s.minimum_nights, s.walk_minutes_to_770, s.amenities,
                 s.jewish_features, s.kosher_standard, s.rating_average, s.review_count,
                 ${coverOf(sql`s.id`)} as cover,
                 ${cappedCount(where, cap)} as total
          from stays s
          where ${where}
          order by ${ORDER_BY[search.sort]}
          limit ${pageSize + 1} offset ${(search.page - 1) * pageSize}`),
      );
      let total = rows[0]?.total;
      if (total === undefined && search.page > 1) {
        const [counted] = rowsOf<{ total: number }>(
          await db.execute(sql`${withTaken} select ${cappedCount(where, cap)} as total`),
        );
        total = counted?.total;
      }
      const items = rows.slice(0, pageSize).map((row) => toSummary(row, search.nights));
      return { items, total: total ?? 0, hasMore: rows.length > pageSize };
    },

    /** A published stay in the reader's language, with its images and host, or null. */
    async findPublished(id: string, lang: Language): Promise<StayDetail | null> {
      const [row] = await db
        .select({
          stay: stays,
          hostMetadata: users.userMetadata,
          hostSince: users.createdAt,
          images: sql<StayImage[]>`(select coalesce(json_agg(json_build_object('src', i.src, 'width', i.width,
            'height', i.height, 'alt', i.alt) order by i.position), '[]'::json)
            from stay_images i where i.stay_id = ${stays.id})`,
        })
        .from(stays)
        .innerJoin(users, eq(users.id, stays.hostId))
        .where(and(eq(stays.id, id), eq(stays.status, 'published')));
      if (!row) return null;
      const { stay } = row;
      return {
        id: stay.id,
        ...translate(stay.translations, lang, stay),
        propertyType: stay.propertyType as StayDetail['propertyType'],
        bedrooms: stay.bedrooms,
        beds: stay.beds,
        baths: stay.baths,
        maxGuests: stay.maxGuests,
        pricePerNightCents: stay.pricePerNightCents,
        cleaningFeeCents: stay.cleaningFeeCents,
        currency: stay.currency,
        minimumNights: stay.minimumNights,
        walkMinutesTo770: stay.walkMinutesTo770,
        amenities: stay.amenities,
        jewishFeatures: stay.jewishFeatures,
        kosherStandard: stay.kosherStandard as StayDetail['kosherStandard'],
        ratingAverage: roundRating(stay.ratingAverage),
        reviewCount: stay.reviewCount,
        checkInTime: stay.checkInTime,
        checkOutTime: stay.checkOutTime,
        mikvahWalkMinutes: stay.mikvahWalkMinutes,
        images: row.images,
        host: { firstName: firstNameOf(row.hostMetadata), memberSince: row.hostSince.toISOString() },
        status: stay.status as StayDetail['status'],
      };
    },

    /** The published stay's row (what booking and pricing need), or null. Primary key. */
    async findPublishedRow(id: string): Promise<StayRow | null> {
      const [row] = await db
        .select()
        .from(stays)
        .where(and(eq(stays.id, id), eq(stays.status, 'published')));
      return row ?? null;
    },

    /**
     * The taken nights of a stay overlapping [from, to), booked and blocked alike, with ranges that
     * touch merged (range_agg), in date order. The GiST index of stay_reservations_no_overlap.
     */
    async takenRanges(stayId: string, from: string, to: string): Promise<TakenRange[]> {
      return rowsOf<TakenRange>(
        await db.execute(sql`
          select lower(taken)::text as start, upper(taken)::text as end
          from unnest((select range_agg(during) from stay_reservations
                       where stay_id = ${stayId} and during && ${nightsRange(from, to)})) taken
          order by lower(taken)`),
      );
    },

    /** Whether no night of [checkIn, checkOut) is taken: a hint for the browser, not the booking's check. */
    async isFree(stayId: string, checkIn: string, checkOut: string): Promise<boolean> {
      const [row] = rowsOf<{ taken: boolean }>(
        await db.execute(sql`select exists (select 1 from stay_reservations
          where stay_id = ${stayId} and during && ${nightsRange(checkIn, checkOut)}) as taken`),
      );
      return !row?.taken;
    },
  };
}

function toSummary(row: SummaryRow, nights: number | null): StaySummary {
  return {
    id: row.id,
    title: row.title,
    area: row.area,
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
    amenities: row.amenities,
    jewishFeatures: row.jewish_features,
    kosherStandard: row.kosher_standard,
    ratingAverage: roundRating(row.rating_average),
    reviewCount: row.review_count,
    cover: row.cover,
    quote:
      nights === null
        ? null
        : { ...stayPrice(nights, row.price_per_night_cents, row.cleaning_fee_cents), currency: row.currency },
  };
}
