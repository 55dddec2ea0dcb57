import { z } from 'zod';
import { HOST_LISTING_KINDS } from './listing-kinds';
import { IMAGE_UPLOAD_LIMITS, IMAGE_VARIANT_NAMES } from './images';
import { stayImageSchema } from './stays';
import { safeText } from './validation';

/**
 * Listing photos on the wire (issue 6): what /storage/v1 answers about stored objects, and the host's
 * photo list with its reorder (/rest/v1/host/{kind}/{id}/images). Helpers without zod: ./images.ts.
 */

export const imageVariantSchema = z.enum(IMAGE_VARIANT_NAMES);

/** GET /storage/v1/object/public/{bucket}/{name}?variant= */
export const storageReadQuerySchema = z.object({ variant: imageVariantSchema.default('full') });

const variantSizeSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
});

/** A stored object as /storage/v1 describes it (upload and list). */
export const storageObjectSchema = z.object({
  id: z.uuid(),
  bucket: z.string(),
  /** `{kind}/{listingId}/{uuid}` in listing-images. */
  name: z.string(),
  /** The public URL (relative to the site); `?variant=` picks a size. */
  url: z.string(),
  contentType: z.string(),
  /** Bytes of every variant together. */
  sizeBytes: z.number().int(),
  /** Of the full variant. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.record(imageVariantSchema, variantSizeSchema),
  createdAt: z.string(),
});
export type StorageObject = z.infer<typeof storageObjectSchema>;

/** POST /storage/v1/object/list/{bucket}: the caller's own objects whose name starts with `prefix`. */
export const storageListBodySchema = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
});
export type StorageListBody = z.input<typeof storageListBodySchema>;
export const storageListSchema = z.array(storageObjectSchema);

/** A listing's photo as its host manages it: the row's id and position, and the object it is, if stored. */
export const hostImageSchema = stayImageSchema.extend({
  id: z.uuid(),
  /** 0 is the cover. */
  position: z.number().int(),
  /** The storage object's name in listing-images; null for a picture that is not an upload (demo data). */
  name: z.string().nullable(),
});
export type HostImage = z.infer<typeof hostImageSchema>;

/** GET, PUT /rest/v1/host/{kind}/{id}/images and DELETE .../images/{imageId}: the photos, cover first. */
export const hostImagesSchema = z.object({ images: z.array(hostImageSchema) });
export type HostImages = z.infer<typeof hostImagesSchema>;

export const hostImageParamsSchema = z.object({
  kind: z.enum(HOST_LISTING_KINDS),
  id: z.uuid(),
  imageId: z.uuid(),
});

/**
 * PUT /rest/v1/host/{kind}/{id}/images: every photo of the listing by id, in the new order (the first is
 * the cover), and new descriptions for some of them. Naming a photo twice, leaving one out or naming one
 * the listing does not have is refused (400 image_order_mismatch): nothing is reordered from a stale page.
 */
export const reorderImagesSchema = z.object({
  order: z
    .array(z.uuid())
    .max(IMAGE_UPLOAD_LIMITS.maxFiles)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
  alts: z.record(z.uuid(), safeText(IMAGE_UPLOAD_LIMITS.maxAltLength)).optional(),
});
export type ReorderImagesInput = z.input<typeof reorderImagesSchema>;

/** The multipart field `alt` of an upload. */
export const uploadAltSchema = z.object({ alt: safeText(IMAGE_UPLOAD_LIMITS.maxAltLength).default('') });

/** POST /storage/v1/object/listing-images/{kind}/{listingId} (201): the object and the photo it became. */
export const uploadImageResultSchema = z.object({
  object: storageObjectSchema,
  image: hostImageSchema,
  /** All the listing's photos after the upload, cover first. */
  images: z.array(hostImageSchema),
});
export type UploadImageResult = z.infer<typeof uploadImageResultSchema>;

/** DELETE /storage/v1/object/listing-images/{name}: the listing's photos that are left, cover first. */
export const deleteImageResultSchema = z.object({ name: z.string(), images: z.array(hostImageSchema) });
export type DeleteImageResult = z.infer<typeof deleteImageResultSchema>;
