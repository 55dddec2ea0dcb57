import {
  apiErrorSchema,
  LISTING_IMAGES_BUCKET,
  storageListBodySchema,
  storageListSchema,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../auth/request-user';
import { storageObjectsRepository } from '../db/repositories/storage-objects';
import { toStorageObject } from './listing-photos';

/**
 * POST /storage/v1/object/list/listing-images {prefix, limit?, offset?}: the caller's own objects whose
 * names start with the prefix (e.g. `stays/{id}/`), by name. Only ever one's own: another host's prefix
 * lists nothing.
 */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/object/list/${LISTING_IMAGES_BUCKET}`,
    {
      onRequest: requireUser,
      schema: {
        summary: 'List my objects',
        tags: ['storage'],
        body: storageListBodySchema,
        response: { 200: storageListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { prefix, limit, offset } = request.body;
      const rows = await storageObjectsRepository(app.db).listOwned(LISTING_IMAGES_BUCKET, user.id, prefix, {
        limit,
        offset,
      });
      return rows.map(toStorageObject);
    },
  );
};
