import { apiErrorSchema, hostImageParamsSchema, hostImagesSchema, reorderImagesSchema } from '@orchim/shared';
import { hostListingParamsSchema } from '@orchim/shared/host';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInHost } from '../../auth/request-user';
import {
  assertListingHost,
  listingPhotos,
  removeListingPhoto,
  reorderListingPhotos,
} from '../../storage/listing-photos';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * /rest/v1/host/{kind}/{id}/images: a listing's photos as its host manages them (uploads go to
 * /storage/v1). Only the listing's host: 401 signed out, 403 not_a_host for a guest, 404 for a listing
 * that does not exist or is another's (an admin is no exception).
 */
export const hostImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/:kind/:id/images',
    {
      schema: {
        summary: "My listing's photos, cover first",
        tags: ['host'],
        params: hostListingParamsSchema,
        response: { 200: hostImagesSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInHost(request);
      const { kind, id } = request.params;
      await assertListingHost(app.db, kind, id, user.id);
      return { images: await listingPhotos(app.db, kind, id) };
    },
  );

  app.put(
    '/host/:kind/:id/images',
    {
      schema: {
        summary: "Order my listing's photos (the first is the cover) and describe them",
        tags: ['host'],
        params: hostListingParamsSchema,
        body: reorderImagesSchema,
        response: { 200: hostImagesSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInHost(request);
      const { kind, id } = request.params;
      const { order, alts } = request.body;
      return {
        images: await reorderListingPhotos(app.db, { kind, listingId: id, userId: user.id }, order, alts),
      };
    },
  );

  app.delete(
    '/host/:kind/:id/images/:imageId',
    {
      schema: {
        summary: 'Remove a photo of my listing (an upload or a demo picture)',
        tags: ['host'],
        params: hostImageParamsSchema,
        response: { 200: hostImagesSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInHost(request);
      const { kind, id, imageId } = request.params;
      const images = await removeListingPhoto(app, { kind, listingId: id, userId: user.id, imageId });
      return { images };
    },
  );
};
