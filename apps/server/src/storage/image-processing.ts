import { IMAGE_UPLOAD_LIMITS, IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, type ImageVariant } from '@orchim/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalidImageError, tooManyPixelsError, unsupportedFileTypeError } from './errors';

export interface ImageVariantFile {
  bytes: Buffer;
  width: number;
  height: number;
  sizeBytes: number;
}

export type ProcessedImage = Record<ImageVariant, ImageVariantFile>;

/** WebP quality of every variant: photos look right at 80, at a third of the JPEG's bytes. */
const WEBP_QUALITY = 80;

const ACCEPTED: readonly string[] = IMAGE_UPLOAD_LIMITS.mimeTypes;

/**
 * An uploaded photo as the WebP variants kept of it (card, gallery, full), or an HttpError saying why not:
 * - its type is judged by its first bytes (file-type), never by its name or the browser's word: a renamed
 *   HTML page or an SVG (which can carry scripts) is not a JPEG, PNG or WebP;
 * - its size in pixels is read from its header before anything is decoded, and refused over
 *   IMAGE_UPLOAD_LIMITS.maxPixels (image_too_many_pixels): decoding costs CPU by the pixel, and a few
 *   kilobytes can declare a picture of gigabytes (a decompression bomb); sharp's limitInputPixels, the
 *   same cap, guards the decoder too;
 * - it is turned upright by its EXIF orientation, then each variant is resized to its width (never
 *   enlarged) and encoded as WebP. Re-encoding keeps no metadata: EXIF, GPS positions included, is gone.
 */
export async function processListingImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.includes(type.mime)) throw unsupportedFileTypeError();

  // metadata() reads the header only. Without limitInputPixels: false it applies sharp's default cap
  // (268 megapixels) there too, and a larger picture would fail as unreadable instead of too large.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw invalidImageError();
  if (header.width * header.height > IMAGE_UPLOAD_LIMITS.maxPixels) throw tooManyPixelsError();

  // failOn 'error' rather than the default 'warning': phones write JPEGs with harmless oddities that
  // browsers show; a file that cannot be decoded at all is still refused.
  const upright = sharp(bytes, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels, failOn: 'error' }).rotate();
  const variants: Partial<ProcessedImage> = {};
  // One at a time: each decodes the photo, and two cores serve everyone else meanwhile.
  for (const variant of IMAGE_VARIANT_NAMES) {
    const { data, info } = await upright
      .clone()
      .resize({ width: IMAGE_VARIANTS[variant], withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw invalidImageError();
      });
    variants[variant] = { bytes: data, width: info.width, height: info.height, sizeBytes: data.length };
  }
  return variants as ProcessedImage;
}
