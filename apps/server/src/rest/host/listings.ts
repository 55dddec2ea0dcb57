import {
  apiErrorSchema,
  deleteListingResultSchema,
  hostListingParamsSchema,
  hostListingSchema,
  hostListingsQuerySchema,
  hostListingsSchema,
  isApprovedHost,
  listingIncompleteErrorSchema,
  todayInNewYork,
  type HostListing,
} from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHost, signedInUser } from '../../auth/request-user';
import {
  hostListingsRepository,
  orderedGaps,
  type HostListingRow,
} from '../../db/repositories/host-listings';
import { notFoundError } from '../../lib/http-error';
import { purgeListingObjects } from '../../storage/listing-photos';
import { listingIncompleteError, notPublishableError } from './errors';

/** A listing as the overview shows it: what is missing includes the host's approval, when it is. */
export function toHostListing(row: HostListingRow, approved: boolean): HostListing {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status,
    cover: row.cover,
    updatedAt: row.updatedAt.toISOString(),
    nextBookings: row.nextBookings,
    upcomingBookingCount: row.upcomingBookingCount,
    missing: orderedGaps(approved ? row.gaps : ['approval', ...row.gaps]),
    deleteArchives: row.referenced,
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The host's listings of every kind (stays, meal offers, transport services, Ohel listings): the overview,
 * publishing, unpublishing and deleting. A listing of another host is 404, as if it did not exist.
 */
export const hostListingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/host/listings?kind&status: the host's listings, newest update first. */
  app.get(
    '/host/listings',
    {
      schema: {
        summary: 'My listings of every kind (host)',
        tags: ['host'],
        querystring: hostListingsQuerySchema,
        response: { 200: hostListingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await hostListingsRepository(app.db).list(
        user.id,
        request.query,
        todayInNewYork(app.clock()),
      );
      return { items: rows.map((row) => toHostListing(row, isApprovedHost(user))) };
    },
  );

  /**
   * POST /rest/v1/host/{kind}/{id}/publish: guests can find and book it. An approved host's (403
   * host_not_approved otherwise), complete (409 listing_incomplete with `missing`), neither archived
   * nor suspended (409 listing_not_publishable). Publishing a published listing changes nothing.
   */
  app.post(
    '/host/:kind/:id/publish',
    {
      onRequest: requireHost,
      schema: {
        summary: 'Publish a listing (approved host)',
        tags: ['host'],
        params: hostListingParamsSchema,
        response: { 200: hostListingSchema, ...errors, 409: listingIncompleteErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { kind, id } = request.params;
      const now = app.clock();
      const today = todayInNewYork(now);
      await app.db.transaction(async (tx) => {
        const listings = hostListingsRepository(tx);
        const locked = await listings.lock(kind, id, user.id);
        if (!locked) throw notFoundError();
        if (locked.status === 'archived' || locked.status === 'suspended') {
          throw notPublishableError(locked.status);
        }
        const listing = await listings.find(kind, id, user.id, today);
        if (!listing) throw notFoundError();
        if (listing.gaps.length > 0) throw listingIncompleteError(listing.gaps);
        if (locked.status !== 'published') await listings.setStatus(kind, id, 'published', now);
      });
      request.log.info({ kind, listingId: id }, 'listing published');
      return answer(kind, id, user.id, true, today);
    },
  );

  /**
   * POST /rest/v1/host/{kind}/{id}/unpublish: back to draft, off the public pages; the bookings already
   * made stand. Not for an archived listing or one an admin suspended (409 listing_not_publishable).
   */
  app.post(
    '/host/:kind/:id/unpublish',
    {
      schema: {
        summary: 'Unpublish a listing (host)',
        tags: ['host'],
        params: hostListingParamsSchema,
        response: { 200: hostListingSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { kind, id } = request.params;
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        const listings = hostListingsRepository(tx);
        const locked = await listings.lock(kind, id, user.id);
        if (!locked) throw notFoundError();
        if (locked.status === 'archived' || locked.status === 'suspended') {
          throw notPublishableError(locked.status);
        }
        if (locked.status === 'published') await listings.setStatus(kind, id, 'draft', now);
      });
      request.log.info({ kind, listingId: id }, 'listing unpublished');
      return answer(kind, id, user.id, isApprovedHost(user), todayInNewYork(now));
    },
  );

  /**
   * DELETE /rest/v1/host/{kind}/{id}: deleted, with its photos (rows and files), when nothing points at it;
   * archived when any booking (past or cancelled ones too: the host's and the guest's records keep their
   * listing) or an Ohel listing does. An archived listing is off the public pages and cannot be booked.
   */
  app.delete(
    '/host/:kind/:id',
    {
      schema: {
        summary: 'Delete a listing, or archive it when bookings point at it (host)',
        tags: ['host'],
        params: hostListingParamsSchema,
        response: { 200: deleteListingResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { kind, id } = request.params;
      const now = app.clock();
      const purge: { removeBytes?: (app: FastifyInstance) => Promise<void> } = {};
      const outcome = await app.db.transaction(async (tx) => {
        const listings = hostListingsRepository(tx);
        const locked = await listings.lock(kind, id, user.id);
        if (!locked) throw notFoundError();
        const listing = await listings.find(kind, id, user.id, todayInNewYork(now));
        if (!listing) throw notFoundError();
        if (listing.referenced) {
          if (locked.status !== 'archived') await listings.setStatus(kind, id, 'archived', now);
          return 'archived' as const;
        }
        purge.removeBytes = (await purgeListingObjects(tx, kind, id)).removeBytes;
        await listings.delete(kind, id);
        return 'deleted' as const;
      });
      // The files go once their rows are gone for good.
      await purge.removeBytes?.(app);
      request.log.info({ kind, listingId: id, outcome }, 'listing deleted by its host');
      return { outcome };
    },
  );

  /** The listing as it now stands. */
  async function answer(
    kind: HostListing['kind'],
    id: string,
    hostId: string,
    approved: boolean,
    today: string,
  ): Promise<HostListing> {
    const row = await hostListingsRepository(app.db).find(kind, id, hostId, today);
    if (!row) throw notFoundError();
    return toHostListing(row, approved);
  }
};
