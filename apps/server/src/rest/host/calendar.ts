import {
  addDays,
  apiErrorSchema,
  blockDatesSchema,
  blockParamsSchema,
  hostCalendarEntrySchema,
  hostCalendarQuerySchema,
  hostCalendarSchema,
  STAY_LIMITS,
  stayIdParamsSchema,
  todayInNewYork,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/request-user';
import { hostStaysRepository, type CalendarRow } from '../../db/repositories/host-stays';
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../db/sql-state';
import { notFoundError } from '../../lib/http-error';
import { invalidDatesError } from '../../domain/bookings/errors';
import { datesTakenError } from './errors';

/** The longest span the host's calendar reads at once: 18 months. */
export const HOST_CALENDAR_MAX_MONTHS = 18;

/** A calendar date (YYYY-MM-DD) some months later (the 31st of a shorter month runs into the next). */
function addMonths(date: string, months: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

const toEntry = (row: CalendarRow) => ({
  id: row.bookingId ?? row.id,
  kind: row.bookingId ? ('booked' as const) : ('blocked' as const),
  start: row.start,
  end: row.end,
  reference: row.reference,
  guestName: row.guestName,
});

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A stay's availability for its host: what is booked and what they blocked, and blocking and unblocking
 * nights. Blocked nights live in stay_reservations beside the bookings' (booking_id null), so the
 * exclusion constraint keeps them apart from bookings, and the public calendar and the booking of a
 * stay see them as taken.
 */
export const hostCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/host/stays/{id}/calendar?from&to: blocks and bookings overlapping the days [from, to]. */
  app.get(
    '/host/stays/:id/calendar',
    {
      schema: {
        summary: 'The booked and blocked nights of my stay (host)',
        tags: ['host'],
        params: stayIdParamsSchema,
        querystring: hostCalendarQuerySchema,
        response: { 200: hostCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { from, to } = request.query;
      if (to < from || to > addMonths(from, HOST_CALENDAR_MAX_MONTHS)) throw invalidDatesError('to');
      const stays = hostStaysRepository(app.db);
      if (!(await stays.owns(request.params.id, user.id))) throw notFoundError();
      const rows = await stays.calendar(request.params.id, from, to);
      return { entries: rows.map(toEntry) };
    },
  );

  /**
   * POST /rest/v1/host/stays/{id}/blocks {start, end}: no guest can book the nights [start, end). From
   * today (New York) to the booking horizon; 409 dates_taken when a booking or another block has any
   * of them (the exclusion constraint decides, also against a guest booking at the same moment).
   */
  app.post(
    '/host/stays/:id/blocks',
    {
      schema: {
        summary: 'Block nights of my stay (host)',
        tags: ['host'],
        params: stayIdParamsSchema,
        body: blockDatesSchema,
        response: { 201: hostCalendarEntrySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { start, end } = request.body;
      const today = todayInNewYork(app.clock());
      if (start < today) throw invalidDatesError('start');
      if (end > addDays(today, STAY_LIMITS.bookingHorizonDays)) throw invalidDatesError('end');
      let block: { id: string; start: string; end: string };
      try {
        block = await app.db.transaction(async (tx) => {
          const stays = hostStaysRepository(tx);
          // Locked first, as a booking locks it: racing inserts queue instead of deadlocking.
          if (!(await stays.lockOwned(request.params.id, user.id))) throw notFoundError();
          return stays.block(request.params.id, start, end);
        });
      } catch (error) {
        if (sqlStateOf(error) === EXCLUSION_VIOLATION) throw datesTakenError();
        throw error;
      }
      request.log.info({ stayId: request.params.id, start, end }, 'nights blocked');
      return reply.code(201).send({ ...block, kind: 'blocked' as const, reference: null, guestName: null });
    },
  );

  /** DELETE /rest/v1/host/stays/{id}/blocks/{blockId}: the nights are free again (204). Never a booking's. */
  app.delete(
    '/host/stays/:id/blocks/:blockId',
    {
      schema: {
        summary: 'Unblock nights of my stay (host)',
        tags: ['host'],
        params: blockParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { id, blockId } = request.params;
      const stays = hostStaysRepository(app.db);
      if (!(await stays.owns(id, user.id)) || !(await stays.unblock(id, blockId))) throw notFoundError();
      request.log.info({ stayId: id, blockId }, 'nights unblocked');
      return reply.code(204).send(null);
    },
  );
};
