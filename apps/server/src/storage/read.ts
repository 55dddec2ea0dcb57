import { LISTING_IMAGES_BUCKET, storageReadQuerySchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storageObjectsRepository } from '../db/repositories/storage-objects';
import { notFoundError } from '../lib/http-error';
import { parseListingObjectName, variantKey } from './listing-photos';

/** Buckets anyone may read, without an API key (src/app.ts exempts this route: <img> sends no header). */
const PUBLIC_BUCKETS: ReadonlySet<string> = new Set([LISTING_IMAGES_BUCKET]);

/** Object names are never reused (a new upload gets a new uuid), so a copy stays good for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET (and HEAD) /storage/v1/object/public/{bucket}/{name}?variant=card|gallery|full (full by default):
 * a variant of a photo, as WebP, with its length, an ETag (a matching If-None-Match gets 304) and long
 * cache headers. X-Content-Type-Options: nosniff comes with every response (security headers). 404 when
 * the bucket is not public, or the object or variant does not exist.
 */
export const readRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET and HEAD declared together: Fastify's own HEAD route would answer Content-Length: 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/object/public/:bucket/*',
    schema: {
      summary: 'Read a public object',
      tags: ['storage'],
      params: z.object({ bucket: z.string(), '*': z.string() }),
      querystring: storageReadQuerySchema,
      // No response schema: the body is the WebP's bytes, streamed as they are.
    },
    handler: async (request, reply) => {
      const { bucket, '*': name } = request.params;
      if (!PUBLIC_BUCKETS.has(bucket) || !parseListingObjectName(name)) throw notFoundError();
      const object = await storageObjectsRepository(app.db).find(bucket, name);
      const variant = object?.variants[request.query.variant];
      if (!object || !variant) throw notFoundError();

      const etag = `"${object.id}.${request.query.variant}"`;
      reply.headers({ 'cache-control': IMMUTABLE, etag, 'content-type': object.contentType });
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (request.method === 'HEAD') {
        return reply.header('content-length', variant.sizeBytes).send();
      }

      const stored = await app.storage.get(variantKey(name, request.query.variant));
      if (!stored) {
        request.log.error(
          { name, variant: request.query.variant },
          'storage: an object has a row but no bytes',
        );
        throw notFoundError();
      }
      return reply.header('content-length', stored.size).send(stored.body);
    },
  });
};

/** Whether If-None-Match names this ETag (a list, weak or not, or *). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
