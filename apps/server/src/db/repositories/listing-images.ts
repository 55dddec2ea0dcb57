import type { HostListingKind } from '@orchim/shared/listing-kinds';
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { listingImages, mealOffers, ohelListings, stayImages, stays, transportServices } from '../schema';

/** A listing's photo, whichever table holds it: stay_images for stays, listing_images for the rest. */
export interface ListingPhotoRow {
  id: string;
  position: number;
  src: string;
  width: number;
  height: number;
  alt: string;
  createdAt: Date;
}

export type NewListingPhoto = Pick<ListingPhotoRow, 'src' | 'width' | 'height' | 'alt'> &
  Partial<Pick<ListingPhotoRow, 'id' | 'createdAt'>>;

/** Each kind's listing table (whose host_id says whose it is, and status whether it is published). */
export const LISTINGS = {
  stays,
  meals: mealOffers,
  transport: transportServices,
  ohel: ohelListings,
} as const;

/** Each kind's column of listing_images naming the listing (stays have stay_images). */
const LISTING_IMAGE_PARENT = {
  meals: 'mealOfferId',
  transport: 'transportServiceId',
  ohel: 'ohelListingId',
} as const;

const photoColumns = (table: typeof stayImages | typeof listingImages) => ({
  id: table.id,
  position: table.position,
  src: table.src,
  width: table.width,
  height: table.height,
  alt: table.alt,
  createdAt: table.createdAt,
});

/**
 * The photos of any kind of listing, in order (position 0 is the cover; positions are always 0..n-1, and
 * a unique index keeps two photos off one position). Writes are meant to run in a transaction that first
 * locked the listing with lockOwned, so that two uploads or an upload and a reorder take turns.
 */
export function listingImagesRepository(db: Queryable) {
  /** The image table of a kind and the condition picking one listing's rows. */
  const imagesOf = (kind: HostListingKind, listingId: string) => {
    if (kind === 'stays') return { table: stayImages, parent: eq(stayImages.stayId, listingId) as SQL };
    const column = listingImages[LISTING_IMAGE_PARENT[kind]];
    return { table: listingImages, parent: eq(column, listingId) as SQL };
  };

  /** The insert values of photos of a listing, with its parent column. */
  const rowsFor = (
    kind: HostListingKind,
    listingId: string,
    photos: (NewListingPhoto & { position: number })[],
  ) =>
    kind === 'stays'
      ? db.insert(stayImages).values(photos.map((photo) => ({ ...photo, stayId: listingId })))
      : db
          .insert(listingImages)
          .values(photos.map((photo) => ({ ...photo, [LISTING_IMAGE_PARENT[kind]]: listingId })));

  const repository = {
    /** The listing's host; null when there is no such listing. */
    async hostOf(kind: HostListingKind, listingId: string): Promise<string | null> {
      const table = LISTINGS[kind];
      const [row] = await db.select({ hostId: table.hostId }).from(table).where(eq(table.id, listingId));
      return row?.hostId ?? null;
    },

    /**
     * Locks the listing's row until the transaction ends, if `hostId` is its host: whether it did.
     * NO KEY UPDATE, as bookings lock a stay: foreign-key checks (inserting its photos) are not blocked.
     */
    async lockOwned(kind: HostListingKind, listingId: string, hostId: string): Promise<boolean> {
      const table = LISTINGS[kind];
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, listingId), eq(table.hostId, hostId)))
        .for('no key update');
      return row !== undefined;
    },

    async list(kind: HostListingKind, listingId: string): Promise<ListingPhotoRow[]> {
      const { table, parent } = imagesOf(kind, listingId);
      return db.select(photoColumns(table)).from(table).where(parent).orderBy(asc(table.position));
    },

    async count(kind: HostListingKind, listingId: string): Promise<number> {
      const { table, parent } = imagesOf(kind, listingId);
      const [row] = await db.select({ n: count() }).from(table).where(parent);
      return row?.n ?? 0;
    },

    /** Adds a photo at the given position (the next one: the number of photos). */
    async insertAt(
      kind: HostListingKind,
      listingId: string,
      photo: NewListingPhoto,
      position: number,
    ): Promise<ListingPhotoRow> {
      const values = { ...photo, position };
      const [row] =
        kind === 'stays'
          ? await db
              .insert(stayImages)
              .values({ ...values, stayId: listingId })
              .returning(photoColumns(stayImages))
          : await db
              .insert(listingImages)
              .values({ ...values, [LISTING_IMAGE_PARENT[kind]]: listingId })
              .returning(photoColumns(listingImages));
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Removes one photo and moves the ones after it up by one, so positions stay 0..n-1. One row at a time
     * and in order: a single UPDATE could move a photo onto a position not yet freed (the unique index is
     * checked row by row). The removed row, or null when the listing has no such photo.
     */
    async remove(kind: HostListingKind, listingId: string, imageId: string): Promise<ListingPhotoRow | null> {
      const { table, parent } = imagesOf(kind, listingId);
      const [removed] = await db
        .delete(table)
        .where(and(parent, eq(table.id, imageId)))
        .returning(photoColumns(table));
      if (!removed) return null;
      const after = await db
        .select({ id: table.id, position: table.position })
        .from(table)
        .where(and(parent, gt(table.position, removed.position)))
        .orderBy(asc(table.position));
      for (const row of after) {
        await db
          .update(table)
          .set({ position: row.position - 1 })
          .where(eq(table.id, row.id));
      }
      return removed;
    },

    /**
     * Puts the listing's photos in the given order (each keeps its id, src, size and date). The rows are
     * deleted and inserted again: swapping positions in place would need a free position, and the CHECK
     * keeps positions within 0..9, so with ten photos there is none.
     */
    async rewrite(kind: HostListingKind, listingId: string, photos: ListingPhotoRow[]): Promise<void> {
      const { table, parent } = imagesOf(kind, listingId);
      await db.delete(table).where(parent);
      if (photos.length === 0) return;
      await rowsFor(
        kind,
        listingId,
        photos.map(({ id, src, width, height, alt, createdAt }, position) => ({
          id,
          src,
          width,
          height,
          alt,
          createdAt,
          position,
        })),
      );
    },
  };
  return repository;
}
