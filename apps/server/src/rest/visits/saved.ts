import { apiErrorSchema, langParam } from '@orchim/shared';
import {
  savedListingListSchema,
  savedListingParamsSchema,
  saveListingSchema,
  VISIT_LIMITS,
} from '@orchim/shared/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { savedListingsRepository } from '../../db/repositories/saved-listings';
import { visitsRepository } from '../../db/repositories/visits';
import { HttpError, notFoundError } from '../../lib/http-error';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;

/** 409 too_many_saved: a guest keeps at most VISIT_LIMITS.saved listings. */
const tooManySavedError = () =>
  new HttpError(
    409,
    'too_many_saved',
    `You can keep ${VISIT_LIMITS.saved} saved listings at most. Remove one you no longer need.`,
  );

/**
 * /rest/v1/saved: the listings a signed-in guest saved (the heart on every card and listing page), for
 * /saved and their visits. Only a published listing can be saved; a visit named must be the guest's own.
 */
export const savedListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved',
    {
      onRequest: requireUser,
      schema: {
        summary: 'My saved listings',
        tags: ['visits'],
        querystring: z.object({ lang: langParam }),
        response: { 200: savedListingListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await savedListingsRepository(app.db).list(signedInUser(request).id, request.query.lang),
    }),
  );

  app.put(
    '/saved/:kind/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Save a listing',
        tags: ['visits'],
        params: savedListingParamsSchema,
        body: saveListingSchema.nullish(),
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const guest = signedInUser(request);
      const visitId = request.body?.visitId ?? null;
      const outcome = await app.db.transaction(async (tx) => {
        const saved = savedListingsRepository(tx);
        if (!(await saved.isPublished(request.params.kind, request.params.id))) throw notFoundError();
        if (visitId && !(await visitsRepository(tx).find(guest.id, visitId))) throw notFoundError();
        return saved.save(guest.id, request.params, visitId, app.clock(), VISIT_LIMITS.saved);
      });
      if (outcome === 'full') throw tooManySavedError();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/saved/:kind/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Remove a saved listing',
        tags: ['visits'],
        params: savedListingParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await savedListingsRepository(app.db).remove(signedInUser(request).id, request.params);
      if (!removed) throw notFoundError();
      return reply.code(204).send(null);
    },
  );
};
