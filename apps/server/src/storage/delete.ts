import { apiErrorSchema, deleteImageResultSchema, LISTING_IMAGES_BUCKET } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHostAccount, signedInHost } from '../auth/request-user';
import { notFoundError } from '../lib/http-error';
import { parseListingObjectName, removeListingPhoto } from './listing-photos';

/**
 * DELETE /storage/v1/object/listing-images/{kind}/{listingId}/{uuid}: the listing's host removes a photo:
 * its bytes (every variant), its object row and its place among the listing's photos (those after it
 * move up). 401 signed out, 403 not_a_host, 404 for another's listing or an unknown photo.
 */
export const deleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `/object/${LISTING_IMAGES_BUCKET}/*`,
    {
      onRequest: requireHostAccount,
      schema: {
        summary: 'Delete a photo of my listing',
        tags: ['storage'],
        params: z.object({ '*': z.string() }),
        response: {
          200: deleteImageResultSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInHost(request);
      const name = request.params['*'];
      const parsed = parseListingObjectName(name);
      if (!parsed) throw notFoundError();
      const images = await removeListingPhoto(app, {
        kind: parsed.kind,
        listingId: parsed.listingId,
        userId: user.id,
        name,
      });
      request.log.info({ name }, 'listing photo deleted');
      return { name, images };
    },
  );
};
