import type { HostListingKind } from '@orchim/shared/listing-kinds';
import type { StayImage } from '@orchim/shared/stays';
import { Column, getTableName, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A listing's pictures read inside the listing's own query, as JSON in the API's shape
 * ({ src, width, height, alt }). Each kind keeps them under one column naming the listing: stays in
 * stay_images, the other kinds in listing_images (each lookup uses that column's (listing, position)
 * unique index).
 *
 * `listing` is the outer query's id column, or SQL naming it. A column is written with its table's name
 * here: drizzle leaves it bare in a one-table select, where inside the subquery it would name the
 * subquery's own column.
 */
const PICTURES: Record<HostListingKind, { table: SQL; column: SQL }> = {
  stays: { table: sql.raw('stay_images'), column: sql.raw('stay_id') },
  meals: { table: sql.raw('listing_images'), column: sql.raw('meal_offer_id') },
  transport: { table: sql.raw('listing_images'), column: sql.raw('transport_service_id') },
  ohel: { table: sql.raw('listing_images'), column: sql.raw('ohel_listing_id') },
};

const qualified = (listing: AnyColumn | SQL) =>
  is(listing, Column)
    ? sql`${sql.identifier(getTableName(listing.table))}.${sql.identifier(listing.name)}`
    : listing;

const pictureJson = sql.raw(
  `json_build_object('src', i.src, 'width', i.width, 'height', i.height, 'alt', i.alt)`,
);

/** Every picture of the listing, in order; [] when it has none. */
export function picturesOf(kind: HostListingKind, listing: AnyColumn | SQL) {
  const { table, column } = PICTURES[kind];
  return sql<StayImage[]>`(select coalesce(json_agg(${pictureJson} order by i.position), '[]'::json)
    from ${table} i where i.${column} = ${qualified(listing)})`;
}

/** The listing's first picture (its cover), or null. */
export function coverOf(kind: HostListingKind, listing: AnyColumn | SQL) {
  const { table, column } = PICTURES[kind];
  return sql<StayImage | null>`(select ${pictureJson} from ${table} i where i.${column} = ${qualified(listing)}
    order by i.position limit 1)`;
}
