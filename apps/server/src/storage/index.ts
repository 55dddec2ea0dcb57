import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoutes } from './delete';
import { listRoutes } from './list';
import { readRoutes } from './read';
import { UPLOAD_LIMITS, uploadRoutes } from './upload';

/**
 * /storage/v1: upload, list, read and delete objects in buckets (issue 6; docs/decisions/010-storage.md).
 * One bucket so far, listing-images. Multipart bodies are parsed only here.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  app.addHook('onClose', async () => app.storage.close());
  for (const routes of [uploadRoutes, readRoutes, listRoutes, deleteRoutes]) await app.register(routes);
};
