import { apiErrorSchema, langParam, type Language } from '@orchim/shared';
import {
  VISIT_LIMITS,
  visitInputSchema,
  visitListSchema,
  visitPlanSchema,
  visitSchema,
  visitShareSchema,
  type VisitPlan,
} from '@orchim/shared/visits';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../auth/request-user';
import { newOpaqueToken } from '../../auth/opaque-tokens';
import { visitsRepository, type VisitRow } from '../../db/repositories/visits';
import { visitCalendarFile } from '../../domain/visits/calendar-file';
import { checkVisitDates, visitPlanView, visitView } from '../../domain/visits/views';
import { sendCalendarFile } from '../../lib/calendar-reply';
import { HttpError, notFoundError } from '../../lib/http-error';
import { savedListingRoutes } from './saved';

const params = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(1).max(64) });
const langQuery = z.object({ lang: langParam });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;

/** 409 too_many_visits: a guest keeps at most VISIT_LIMITS.perGuest visits. */
const tooManyVisitsError = () =>
  new HttpError(
    409,
    'too_many_visits',
    `You can keep ${VISIT_LIMITS.perGuest} visits at most. Delete one you no longer need.`,
  );

/**
 * /rest/v1/visits: a signed-in guest's visits (issue 26), each theirs alone (anyone else's answers 404),
 * /rest/v1/shared-visits/{token}: a visit read through the link its guest shared, until revoked, and
 * /rest/v1/saved: the listings the guest saved (./saved.ts).
 */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(savedListingRoutes);
  const repository = () => visitsRepository(app.db);

  /** The visit's .ics file, named by its arrival date. */
  const sendCalendar = (reply: FastifyReply, plan: VisitPlan, lang: Language) =>
    sendCalendarFile(reply, `orchim-visit-${plan.visit.arrival.date}.ics`, visitCalendarFile(plan, lang));

  /** The visit's page: its days, its bookings (held or confirmed, inside its dates) and its warnings. */
  async function planOf(row: VisitRow, lang: Language) {
    const bookings = await repository().bookingsWithin(row.guestId, row.arrivalDate, row.departureDate, lang);
    return visitPlanView(row, bookings);
  }

  app.get(
    '/visits',
    {
      onRequest: requireUser,
      schema: { summary: 'My visits', tags: ['visits'], response: { 200: visitListSchema, ...errors } },
    },
    async (request) => ({ items: (await repository().list(signedInUser(request).id)).map(visitView) }),
  );

  app.post(
    '/visits',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Plan a visit',
        tags: ['visits'],
        body: visitInputSchema,
        response: { 201: visitSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const guest = signedInUser(request);
      const now = app.clock();
      checkVisitDates(request.body, now);
      const row = await app.db.transaction((tx) =>
        visitsRepository(tx).createWithin(guest.id, request.body, now, VISIT_LIMITS.perGuest),
      );
      if (!row) throw tooManyVisitsError();
      return reply.code(201).send(visitView(row));
    },
  );

  app.get(
    '/visits/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A visit, day by day',
        tags: ['visits'],
        params,
        querystring: langQuery,
        response: { 200: visitPlanSchema, ...errors },
      },
    },
    async (request) => {
      const row = await repository().find(signedInUser(request).id, request.params.id);
      if (!row) throw notFoundError();
      return planOf(row, request.query.lang);
    },
  );

  app.put(
    '/visits/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change a visit’s dates or flights',
        tags: ['visits'],
        params,
        body: visitInputSchema,
        response: { 200: visitSchema, ...errors },
      },
    },
    async (request) => {
      checkVisitDates(request.body, app.clock());
      const row = await repository().update(
        signedInUser(request).id,
        request.params.id,
        request.body,
        app.clock(),
      );
      if (!row) throw notFoundError();
      return visitView(row);
    },
  );

  app.delete(
    '/visits/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Delete a visit (its bookings stay)',
        tags: ['visits'],
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await repository().remove(signedInUser(request).id, request.params.id))) throw notFoundError();
      return reply.code(204).send(null);
    },
  );

  /** A new read-only link for family: the token is answered once; an older link stops working. */
  app.post(
    '/visits/:id/share',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Share a visit read-only',
        tags: ['visits'],
        params,
        response: { 200: visitShareSchema, ...errors },
      },
    },
    async (request) => {
      const token = newOpaqueToken();
      if (!(await repository().setShareToken(signedInUser(request).id, request.params.id, token))) {
        throw notFoundError();
      }
      return { token };
    },
  );

  app.delete(
    '/visits/:id/share',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Stop sharing a visit',
        tags: ['visits'],
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await repository().setShareToken(signedInUser(request).id, request.params.id, null))) {
        throw notFoundError();
      }
      return reply.code(204).send(null);
    },
  );

  /** A visit read through its shared link, signed in or not; 404 once revoked or for any other token. */
  app.get(
    '/shared-visits/:token',
    {
      schema: {
        summary: 'A shared visit, read-only',
        tags: ['visits'],
        params: tokenParams,
        querystring: langQuery,
        response: { 200: visitPlanSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await repository().findShared(request.params.token);
      if (!row) throw notFoundError();
      return planOf(row, request.query.lang);
    },
  );

  // The calendar files (text/calendar, RFC 5545): every booking, and the visit's candle lighting and havdalah.
  app.get(
    '/visits/:id/calendar',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A visit as an iCalendar file',
        tags: ['visits'],
        params,
        querystring: langQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await repository().find(signedInUser(request).id, request.params.id);
      if (!row) throw notFoundError();
      return sendCalendar(reply, await planOf(row, request.query.lang), request.query.lang);
    },
  );

  app.get(
    '/shared-visits/:token/calendar',
    {
      schema: {
        summary: 'A shared visit as an iCalendar file',
        tags: ['visits'],
        params: tokenParams,
        querystring: langQuery,
        // Read with the link alone: no 401.
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await repository().findShared(request.params.token);
      if (!row) throw notFoundError();
      return sendCalendar(reply, await planOf(row, request.query.lang), request.query.lang);
    },
  );
};
