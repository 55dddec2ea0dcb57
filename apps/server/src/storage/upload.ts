import {
  apiErrorSchema,
  IMAGE_UPLOAD_FIELDS,
  IMAGE_UPLOAD_LIMITS,
  LISTING_IMAGES_BUCKET,
  uploadAltSchema,
  uploadImageResultSchema,
} from '@orchim/shared';
import { HOST_LISTING_KINDS } from '@orchim/shared/listing-kinds';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHostAccount, signedInHost } from '../auth/request-user';
import { listingImagesRepository } from '../db/repositories/listing-images';
import { HttpError } from '../lib/http-error';
import { parseOrThrow, refuseNulCharacters } from '../lib/validation-error';
import {
  fileTooLargeError,
  malformedUploadError,
  noFileError,
  tooManyFilesError,
  tooManyImagesError,
} from './errors';
import { processListingImage } from './image-processing';
import { giveBackAllowance, takeUploadAllowance } from './upload-allowance';
import { addListingPhoto, assertListingHost } from './listing-photos';

/** What an upload may hold: one file and a few small fields (alt). */
export const UPLOAD_LIMITS = {
  fileSize: IMAGE_UPLOAD_LIMITS.maxBytes,
  files: 1,
  fields: 4,
  // alt is at most 200 characters, 800 bytes of UTF-8; a longer value is cut here and refused below.
  fieldSize: 4096,
  parts: 6,
};

/**
 * POST /storage/v1/object/listing-images/{kind}/{listingId} (multipart/form-data: `file`, optional `alt`):
 * a host adds a photo to their own listing (a pending host too: drafts get photos). The server names
 * the object `{kind}/{listingId}/{uuid}`, keeps only its WebP variants and appends it to the listing's
 * photos. Every refusal stores nothing: 401 signed out, 403 not_a_host for a guest, 404 for a listing
 * that does not exist or is another's, 409 too_many_images, 413 file_too_large (the upload is cut off
 * at 5 MB, never buffered whole), 415 unsupported_file_type, 400 invalid_image / image_too_many_pixels,
 * 400 malformed_upload for a multipart body that cannot be read, 429 once the host has uploaded
 * IMAGE_UPLOAD_RATE_LIMIT photos in the hour (./upload-allowance.ts).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/object/${LISTING_IMAGES_BUCKET}/:kind/:listingId`,
    {
      onRequest: requireHostAccount,
      schema: {
        summary: 'Upload a photo of my listing',
        tags: ['storage'],
        consumes: ['multipart/form-data'],
        params: z.object({ kind: z.enum(HOST_LISTING_KINDS), listingId: z.uuid() }),
        response: {
          201: uploadImageResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInHost(request);
      const { kind, listingId } = request.params;
      // Answered before the file is read: someone else's listing, or a full one, is not worth decoding.
      // The transaction in addListingPhoto checks both again, under the listing's lock.
      await assertListingHost(app.db, kind, listingId, user.id);
      if ((await listingImagesRepository(app.db).count(kind, listingId)) >= IMAGE_UPLOAD_LIMITS.maxFiles) {
        throw tooManyImagesError();
      }

      const allowance = await takeUploadAllowance(app, user.id);
      try {
        const upload = await readUpload(request);
        refuseNulCharacters({ alt: upload.alt }, 'body');
        const { alt } = parseOrThrow(uploadAltSchema, { alt: upload.alt });
        const image = await processListingImage(upload.bytes);
        const result = await addListingPhoto(app, { kind, listingId, ownerId: user.id, alt, image });
        request.log.info(
          { name: result.object.name, bytes: result.object.sizeBytes },
          'listing photo uploaded',
        );
        return reply.code(201).send(result);
      } catch (error) {
        await giveBackAllowance(allowance, error, request.log);
        throw error;
      }
    },
  );
};

/** The file (at most 5 MB, in memory) and the alt field of a multipart upload, in either order. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; alt: string | undefined }> {
  if (!request.isMultipart()) throw noFileError();
  let bytes: Buffer | undefined;
  let alt: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read even when it is in the wrong field: the parser waits until each file has been consumed.
        const content = await part.toBuffer();
        if (part.fieldname === IMAGE_UPLOAD_FIELDS.file) bytes = content;
      } else if (part.fieldname === IMAGE_UPLOAD_FIELDS.alt && typeof part.value === 'string') {
        alt = part.value;
      }
    }
  } catch (error) {
    throw multipartRefusal(error);
  }
  if (!bytes?.length) throw noFileError();
  return { bytes, alt };
}

/**
 * @fastify/multipart's limits as our refusals, its other client errors as they are, and busboy's (which
 * carry no code or status: a body cut short, no boundary) as a malformed upload: reading the request's
 * own body is all that happens here, so whatever fails is the request's doing.
 */
function multipartRefusal(error: unknown): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLargeError();
    case 'FST_FILES_LIMIT':
      return tooManyFilesError();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'too_many_fields', 'An upload has two fields: file and alt.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return noFileError();
    default: {
      const status = (error as { statusCode?: unknown }).statusCode;
      return typeof status === 'number' && status < 500 ? error : malformedUploadError();
    }
  }
}
