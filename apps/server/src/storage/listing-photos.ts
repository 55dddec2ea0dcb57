import { randomUUID } from 'node:crypto';
import {
  IMAGE_UPLOAD_LIMITS,
  IMAGE_VARIANT_NAMES,
  LISTING_IMAGES_BUCKET,
  listingImagePrefix,
  storageObjectUrl,
  type HostImage,
  type ImageVariant,
  type StorageObject,
} from '@orchim/shared';
import type { HostListingKind } from '@orchim/shared/listing-kinds';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { listingImagesRepository, type ListingPhotoRow } from '../db/repositories/listing-images';
import { storageObjectsRepository, type StorageObjectRow } from '../db/repositories/storage-objects';
import { notFoundError } from '../lib/http-error';
import { imageOrderMismatchError, storageUnavailableError, tooManyImagesError } from './errors';
import type { ProcessedImage } from './image-processing';
import type { ObjectStore } from './object-store';

/**
 * A listing's photos as objects of the listing-images bucket and rows of stay_images / listing_images,
 * kept in step. Who may: the listing's host only; to anyone else (another host, an admin) the listing
 * does not exist (404), as on every host route.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LISTING_OBJECT_NAME = new RegExp(`^(stays|meals|transport|ohel)/(${UUID})/(${UUID})$`);

/** `{kind}/{listingId}/{uuid}` read back; null for any other name. */
export function parseListingObjectName(
  name: string,
): { kind: HostListingKind; listingId: string; objectId: string } | null {
  const match = LISTING_OBJECT_NAME.exec(name);
  if (!match) return null;
  const [, kind, listingId, objectId] = match as unknown as [string, HostListingKind, string, string];
  return { kind, listingId, objectId };
}

/** Where a variant's bytes are kept in the object store. */
export const variantKey = (name: string, variant: ImageVariant) =>
  `${LISTING_IMAGES_BUCKET}/${name}/${variant}.webp`;

const PUBLIC_PREFIX = storageObjectUrl(LISTING_IMAGES_BUCKET, '');

/** The object name behind a photo's src, when it is an upload; null for other pictures (demo data). */
export function objectNameOf(src: string): string | null {
  if (!src.startsWith(PUBLIC_PREFIX)) return null;
  const name = src.slice(PUBLIC_PREFIX.length);
  return parseListingObjectName(name) ? name : null;
}

export const toHostImage = (row: ListingPhotoRow): HostImage => ({
  id: row.id,
  position: row.position,
  src: row.src,
  width: row.width,
  height: row.height,
  alt: row.alt,
  name: objectNameOf(row.src),
});

export const toStorageObject = (row: StorageObjectRow): StorageObject => ({
  id: row.id,
  bucket: row.bucket,
  name: row.name,
  url: storageObjectUrl(row.bucket, row.name),
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  width: row.width,
  height: row.height,
  variants: row.variants as StorageObject['variants'],
  createdAt: row.createdAt.toISOString(),
});

/** 404 unless `userId` hosts the listing (which exists). */
export async function assertListingHost(
  db: Queryable,
  kind: HostListingKind,
  listingId: string,
  userId: string,
) {
  if ((await listingImagesRepository(db).hostOf(kind, listingId)) !== userId) throw notFoundError();
}

/** Locks the listing (see lockOwned) for the rest of the transaction; 404 unless `userId` hosts it. */
async function lockListing(tx: Queryable, kind: HostListingKind, listingId: string, userId: string) {
  if (!(await listingImagesRepository(tx).lockOwned(kind, listingId, userId))) throw notFoundError();
}

export async function listingPhotos(db: Queryable, kind: HostListingKind, listingId: string) {
  return (await listingImagesRepository(db).list(kind, listingId)).map(toHostImage);
}

/** Removes the bytes of every variant of the objects; a failure is logged (the bytes are orphans then). */
async function removeBytes(store: ObjectStore, log: FastifyBaseLogger, names: readonly string[]) {
  const keys = names.flatMap((name) => IMAGE_VARIANT_NAMES.map((variant) => variantKey(name, variant)));
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') {
      log.error(
        { err: result.reason, key: keys[i] },
        'storage: could not remove the bytes of a deleted object',
      );
    }
  });
}

export interface NewListingPhoto {
  kind: HostListingKind;
  listingId: string;
  ownerId: string;
  alt: string;
  image: ProcessedImage;
}

/**
 * Stores a processed photo and appends it to the listing (the next position; the first is the cover).
 * The bytes go first, so that no row ever names bytes that are not there; then, in one transaction
 * holding the listing's lock (racing uploads take turns, so the count is exact), the limit of ten is
 * checked and the object's and the photo's rows are written. If the transaction fails, the bytes go.
 */
export async function addListingPhoto(app: FastifyInstance, photo: NewListingPhoto) {
  const { kind, ownerId, alt, image } = photo;
  // Names are made of ids as the database writes them (a uuid in capitals is the same listing).
  const listingId = photo.listingId.toLowerCase();
  const name = `${listingImagePrefix(kind, listingId)}${randomUUID()}`;
  const src = storageObjectUrl(LISTING_IMAGES_BUCKET, name);

  try {
    for (const variant of IMAGE_VARIANT_NAMES) {
      await app.storage.put(variantKey(name, variant), image[variant].bytes, 'image/webp');
    }
  } catch (error) {
    app.log.error({ err: error, name }, 'storage: could not store an uploaded photo');
    await removeBytes(app.storage, app.log, [name]);
    throw storageUnavailableError();
  }

  try {
    return await app.db.transaction(async (tx) => {
      await lockListing(tx, kind, listingId, ownerId);
      const photos = listingImagesRepository(tx);
      const position = await photos.count(kind, listingId);
      if (position >= IMAGE_UPLOAD_LIMITS.maxFiles) throw tooManyImagesError();
      const { full } = image;
      const object = await storageObjectsRepository(tx).insert({
        bucket: LISTING_IMAGES_BUCKET,
        name,
        ownerId,
        contentType: 'image/webp',
        sizeBytes: IMAGE_VARIANT_NAMES.reduce((total, variant) => total + image[variant].sizeBytes, 0),
        width: full.width,
        height: full.height,
        variants: Object.fromEntries(
          IMAGE_VARIANT_NAMES.map((variant) => {
            const { width, height, sizeBytes } = image[variant];
            return [variant, { width, height, sizeBytes }];
          }),
        ),
        createdAt: app.clock(),
      });
      const row = await photos.insertAt(
        kind,
        listingId,
        { src, width: full.width, height: full.height, alt },
        position,
      );
      const images = (await photos.list(kind, listingId)).map(toHostImage);
      return { object: toStorageObject(object), image: toHostImage(row), images };
    });
  } catch (error) {
    await removeBytes(app.storage, app.log, [name]);
    throw error;
  }
}

/**
 * Removes one photo of a listing, found by its row's id or by its object's name: the row (the photos
 * after it move up, so positions stay 0..n-1), the object's row, then, once that is committed, the bytes.
 * Answers the photos left. 404 unless `userId` hosts the listing and it has that photo.
 */
export async function removeListingPhoto(
  app: FastifyInstance,
  target: { kind: HostListingKind; listingId: string; userId: string } & (
    { imageId: string } | { name: string }
  ),
): Promise<HostImage[]> {
  const { kind, userId } = target;
  const listingId = target.listingId.toLowerCase();
  const { images, removedName } = await app.db.transaction(async (tx) => {
    await lockListing(tx, kind, listingId, userId);
    const photos = listingImagesRepository(tx);
    const rows = await photos.list(kind, listingId);
    const row =
      'imageId' in target
        ? rows.find((candidate) => candidate.id === target.imageId.toLowerCase())
        : rows.find((candidate) => objectNameOf(candidate.src) === target.name);
    if (row) await photos.remove(kind, listingId, row.id);

    // Only an object of this listing: a photo's src is never trusted to name another's.
    const name = 'name' in target ? target.name : row && objectNameOf(row.src);
    const ours = name?.startsWith(listingImagePrefix(kind, listingId)) ? name : null;
    const object = ours ? await storageObjectsRepository(tx).remove(LISTING_IMAGES_BUCKET, ours) : null;
    if (!row && !object) throw notFoundError();
    return {
      images: (await photos.list(kind, listingId)).map(toHostImage),
      removedName: object?.name ?? null,
    };
  });
  if (removedName) await removeBytes(app.storage, app.log, [removedName]);
  return images;
}

/**
 * Sets the order of a listing's photos (the first is the cover) and, for some, a new description. The
 * order must name each photo of the listing exactly once (else 400 image_order_mismatch, nothing changes).
 */
export async function reorderListingPhotos(
  db: Database,
  target: { kind: HostListingKind; listingId: string; userId: string },
  order: readonly string[],
  alts: Readonly<Record<string, string>> = {},
): Promise<HostImage[]> {
  const { kind, listingId, userId } = target;
  // Ids as the database writes them (a uuid in capitals names the same photo).
  const wanted = order.map((id) => id.toLowerCase());
  const descriptions = new Map(Object.entries(alts).map(([id, alt]) => [id.toLowerCase(), alt]));
  return db.transaction(async (tx) => {
    await lockListing(tx, kind, listingId, userId);
    const photos = listingImagesRepository(tx);
    const rows = await photos.list(kind, listingId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const exact =
      wanted.length === rows.length &&
      new Set(wanted).size === wanted.length &&
      wanted.every((id) => byId.has(id));
    if (!exact || [...descriptions.keys()].some((id) => !byId.has(id))) throw imageOrderMismatchError();

    const reordered = wanted.map((id) => {
      const row = byId.get(id) as ListingPhotoRow;
      return { ...row, alt: descriptions.get(id) ?? row.alt };
    });
    const unchanged = reordered.every(
      (row, position) => row.position === position && row.alt === rows[position]?.alt,
    );
    // A save with nothing new writes nothing (the stay catalogue's triggers count every write).
    if (!unchanged) await photos.rewrite(kind, listingId, reordered);
    return (await photos.list(kind, listingId)).map(toHostImage);
  });
}

/**
 * For deleting a listing: its objects' rows and bytes (its photo rows go with the listing, by cascade).
 * Call it in the transaction that deletes the listing, then the returned `removeBytes` after the commit.
 */
export async function purgeListingObjects(
  tx: Queryable,
  kind: HostListingKind,
  listingId: string,
): Promise<{ removeBytes: (app: FastifyInstance) => Promise<void> }> {
  const removed = await storageObjectsRepository(tx).removeUnder(
    LISTING_IMAGES_BUCKET,
    listingImagePrefix(kind, listingId),
  );
  const names = removed.map((row) => row.name);
  return { removeBytes: (app) => removeBytes(app.storage, app.log, names) };
}
