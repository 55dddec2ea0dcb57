import type { HostListingKind } from './listing-kinds';
import { STAY_LIMITS } from './stay-catalogue';

/**
 * Listing photos in /storage/v1 (issue 6), the parts both sides need without zod: where a photo is
 * served, its resized variants, the upload limits (product §5, §9) and the codes of the refusals, which the
 * browser translates. The wire schemas are in ./image-schemas.ts.
 */

/** The one bucket so far: photos of stays, meals, transport services and Ohel listings, readable by all. */
export const LISTING_IMAGES_BUCKET = 'listing-images';

/** Where public objects are read: `${PUBLIC_OBJECT_PATH}{bucket}/{name}`. */
export const PUBLIC_OBJECT_PATH = '/storage/v1/object/public/';

/**
 * The WebP variants kept of each photo, by width in pixels (never upscaled: a smaller photo keeps its
 * own width). Only these are stored, not the original.
 */
export const IMAGE_VARIANTS = { card: 640, gallery: 1280, full: 2048 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
/** Narrowest first. */
export const IMAGE_VARIANT_NAMES = ['card', 'gallery', 'full'] as const satisfies readonly ImageVariant[];
/** What a public URL without ?variant= serves. */
export const DEFAULT_IMAGE_VARIANT: ImageVariant = 'full';

/** Product §5 and §9: 5 MB per file, JPEG, PNG or WebP (judged by content), 10 photos per listing. */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: STAY_LIMITS.images,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['jpeg', 'jpg', 'png', 'webp'],
  /**
   * Width times height, read from the file's header and refused above this before anything is decoded:
   * the pixels, not the bytes, are what an upload costs (a 143 kB PNG of 49 megapixels took 1.3-2.3 s of
   * CPU to decode and resize; a small file can declare gigabytes). 25 megapixels takes a 24-megapixel
   * camera's 6000 x 4000 photo and a phone's usual 12-megapixel one, far more than the largest variant
   * (2048 wide) keeps; a 48 or 49-megapixel photo must be made smaller first. It also bounds the decoder
   * (sharp's limitInputPixels).
   */
  maxPixels: 25_000_000,
  /** The longest description of a photo (stay_images.alt). */
  maxAltLength: STAY_LIMITS.imageAlt,
} as const;

/**
 * Photos one host may upload in an hour, over all their listings: each costs a decode and three encodes
 * (about half a second of CPU at the pixel cap), and the ten-per-listing limit alone does not bound that
 * (remove a photo, add another). An hour of 60 is a whole listing every ten minutes, more than anyone
 * arranging their own photos needs.
 */
export const IMAGE_UPLOAD_RATE_LIMIT = { attempts: 60, windowMs: 60 * 60_000 } as const;

/** For `<input type="file" accept>`: the types and the extensions, since some systems know only one. */
export const IMAGE_ACCEPT = [
  ...IMAGE_UPLOAD_LIMITS.mimeTypes,
  ...IMAGE_UPLOAD_LIMITS.extensions.map((extension) => `.${extension}`),
].join(',');

/** The multipart fields of an upload: the file, and optionally its description. */
export const IMAGE_UPLOAD_FIELDS = { file: 'file', alt: 'alt' } as const;

/** Why /storage/v1 refused a request, beside the general codes (not_found, no_authorization...). */
export const STORAGE_ERROR_CODES = {
  /** 400: the upload had no file in its `file` field. */
  noFile: 'no_file',
  /** 400: more than one file in one upload. */
  tooManyFiles: 'too_many_files',
  /** 413: more than IMAGE_UPLOAD_LIMITS.maxBytes. */
  fileTooLarge: 'file_too_large',
  /** 415: the content is not a JPEG, PNG or WebP image, whatever its name says. */
  unsupportedFileType: 'unsupported_file_type',
  /** 400: it looks like an image but cannot be decoded. */
  invalidImage: 'invalid_image',
  /** 400: more than IMAGE_UPLOAD_LIMITS.maxPixels. */
  imageTooManyPixels: 'image_too_many_pixels',
  /** 409: the listing has IMAGE_UPLOAD_LIMITS.maxFiles photos already. */
  tooManyImages: 'too_many_images',
  /** 400: a new order that does not name each of the listing's photos exactly once. */
  imageOrderMismatch: 'image_order_mismatch',
  /** 503: the file store did not take the bytes; nothing was saved. */
  storageUnavailable: 'storage_unavailable',
} as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[keyof typeof STORAGE_ERROR_CODES];

/** The public URL of an object of a public bucket (relative to the site). */
export function storageObjectUrl(bucket: string, name: string): string {
  return `${PUBLIC_OBJECT_PATH}${bucket}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** Where a listing's photos are named: `{kind}/{listingId}/`, then a uuid the server picks. */
export function listingImagePrefix(kind: HostListingKind, listingId: string): string {
  return `${kind}/${listingId}/`;
}

/** A stored object's URL, relative or absolute, without its query string. */
const STORAGE_SRC = /^(?:https?:\/\/[^/?#]+)?\/storage\/v1\/object\/public\/[^?#]+/;

/** Whether a photo is served by /storage/v1 (and so has variants), rather than a file such as /images/x.svg. */
export function isStorageImage(src: string): boolean {
  return STORAGE_SRC.test(src);
}

/** The URL of one variant of a stored photo; any other src (the demo pictures) as it is. */
export function imageVariantUrl(src: string, variant: ImageVariant): string {
  const match = STORAGE_SRC.exec(src);
  return match ? `${match[0]}?variant=${variant}` : src;
}

/**
 * A `srcset` of a stored photo's variants; undefined for any other src. With the photo's width (that
 * of its full variant, as its rows record), each variant is described by the width it really has, and
 * variants as wide as a narrower one are left out: a 900-pixel photo has a 640w card and a 900w full.
 */
export function imageSrcSet(src: string, width?: number): string | undefined {
  if (!isStorageImage(src)) return undefined;
  const widths = new Set<number>();
  const candidates: string[] = [];
  for (const variant of IMAGE_VARIANT_NAMES) {
    const variantWidth =
      width && width > 0 ? Math.min(IMAGE_VARIANTS[variant], width) : IMAGE_VARIANTS[variant];
    if (widths.has(variantWidth)) continue;
    widths.add(variantWidth);
    candidates.push(`${imageVariantUrl(src, variant)} ${variantWidth}w`);
  }
  return candidates.join(', ');
}
