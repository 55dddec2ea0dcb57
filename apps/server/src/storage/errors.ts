import { IMAGE_UPLOAD_LIMITS, STORAGE_ERROR_CODES } from '@orchim/shared';
import { HttpError } from '../lib/http-error';

// The refusals of /storage/v1 and the host's photo routes: a stable code the browser translates, and a
// clear English message for everyone else.

const MEGABYTES = IMAGE_UPLOAD_LIMITS.maxBytes / (1024 * 1024);

export const noFileError = () =>
  new HttpError(400, STORAGE_ERROR_CODES.noFile, 'Choose a photo to upload (the form field "file").');

/** A multipart body that cannot be read: cut short, without its boundary, a part header garbled. */
export const malformedUploadError = () =>
  new HttpError(
    400,
    'malformed_upload',
    'The upload could not be read: send the photo as multipart/form-data.',
  );

export const tooManyFilesError = () =>
  new HttpError(400, STORAGE_ERROR_CODES.tooManyFiles, 'Upload one photo at a time.');

export const fileTooLargeError = () =>
  new HttpError(413, STORAGE_ERROR_CODES.fileTooLarge, `This file is larger than ${MEGABYTES} MB.`);

export const unsupportedFileTypeError = () =>
  new HttpError(
    415,
    STORAGE_ERROR_CODES.unsupportedFileType,
    'Only JPEG, PNG and WebP images can be uploaded; this file is not one, whatever its name says.',
  );

export const invalidImageError = () =>
  new HttpError(400, STORAGE_ERROR_CODES.invalidImage, 'This image could not be read. It may be damaged.');

export const tooManyPixelsError = () =>
  new HttpError(
    400,
    STORAGE_ERROR_CODES.imageTooManyPixels,
    `This image is too large: at most ${IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000} megapixels.`,
  );

export const tooManyImagesError = () =>
  new HttpError(
    409,
    STORAGE_ERROR_CODES.tooManyImages,
    `A listing can have at most ${IMAGE_UPLOAD_LIMITS.maxFiles} photos. Remove one before adding another.`,
  );

export const imageOrderMismatchError = () =>
  new HttpError(
    400,
    STORAGE_ERROR_CODES.imageOrderMismatch,
    "The new order must name each of the listing's photos exactly once. Reload the page and try again.",
  );

export const storageUnavailableError = () =>
  new HttpError(
    503,
    STORAGE_ERROR_CODES.storageUnavailable,
    'The photo could not be saved. Please try again.',
  );
