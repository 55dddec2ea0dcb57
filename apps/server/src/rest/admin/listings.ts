import {
  adminListingPageSchema,
  adminListingSchema,
  adminListingsQuerySchema,
  adminSuspendSchema,
  hostListingParamsSchema,
  type AdminListing,
  type HostListingKind,
} from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/request-user';
import { adminListingsRepository } from '../../db/repositories/admin-listings';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { firstNameOf } from '../../db/repositories/stays';
import { notFoundError } from '../../lib/http-error';
import { linkOrigin } from '../../lib/site-origin';
import { listingRestoredMail, listingSuspendedMail } from '../../mail/admin-mails';
import { languageOf } from '../../mail/texts';
import {
  actorOf,
  adminErrors,
  adminWriteErrors,
  alreadyDoneError,
  mailAfterwards,
  notSuspendedError,
} from './common';

/** The listing as the admin list shows it, read after the change. */
async function answer(app: FastifyInstance, kind: HostListingKind, id: string): Promise<AdminListing> {
  const { items } = await adminListingsRepository(app.db).list({ kind, id, page: 1 });
  const [listing] = items;
  if (!listing) throw notFoundError();
  return listing;
}

/**
 * Listings of every kind (stays, meal offers, transport services, Ohel listings) as the admin sees them,
 * and their suspension: /rest/v1/admin/listings.
 */
export const adminListingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/admin/listings?kind&status&q&page: newest first; q matches the title or host's email. */
  app.get(
    '/admin/listings',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Listings of every kind (admin)',
        tags: ['admin'],
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingPageSchema, ...adminErrors },
      },
    },
    async (request) => adminListingsRepository(app.db).list(request.query),
  );

  /**
   * POST /rest/v1/admin/listings/{kind}/{id}/suspend {reason}: off the public site at once, remembering
   * the status it had; the host is mailed the reason and cannot publish it again. 409 already_done when
   * it is suspended already.
   */
  app.post(
    '/admin/listings/:kind/:id/suspend',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Suspend a listing (admin)',
        tags: ['admin'],
        params: hostListingParamsSchema,
        body: adminSuspendSchema,
        response: { 200: adminListingSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { reason } = request.body;
      const now = app.clock();
      const listing = await app.db.transaction(async (tx) => {
        const listings = adminListingsRepository(tx);
        const locked = await listings.lock(kind, id);
        if (!locked) throw notFoundError();
        if (locked.status === 'suspended') throw alreadyDoneError('This listing is already suspended');
        await listings.suspend(kind, id, reason, now);
        await auditLogRepository(tx).record({
          actor: actorOf(request),
          action: 'listing.suspend',
          target: { type: 'listing', id, label: locked.title },
          reason,
          at: now,
        });
        return locked;
      });
      request.log.info({ kind, listingId: id }, 'listing suspended');
      await mailAfterwards(
        app,
        request,
        listingSuspendedMail({
          language: languageOf(listing.host.userMetadata),
          email: listing.host.email,
          firstName: firstNameOf(listing.host.userMetadata),
          title: listing.title,
          reason,
          listingsLink: new URL('/host/listings', linkOrigin(app)).toString(),
        }),
      );
      return answer(app, kind, id);
    },
  );

  /**
   * POST /rest/v1/admin/listings/{kind}/{id}/restore: back to the status it had before the suspension
   * (published ones are on the site again); the host is told. 409 not_suspended when it is not suspended.
   */
  app.post(
    '/admin/listings/:kind/:id/restore',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Lift the suspension of a listing (admin)',
        tags: ['admin'],
        params: hostListingParamsSchema,
        response: { 200: adminListingSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const now = app.clock();
      const listing = await app.db.transaction(async (tx) => {
        const listings = adminListingsRepository(tx);
        const locked = await listings.lock(kind, id);
        if (!locked) throw notFoundError();
        if (locked.status !== 'suspended') throw notSuspendedError('This listing is not suspended');
        await listings.restore(kind, id, now);
        await auditLogRepository(tx).record({
          actor: actorOf(request),
          action: 'listing.restore',
          target: { type: 'listing', id, label: locked.title },
          at: now,
        });
        return locked;
      });
      request.log.info({ kind, listingId: id }, 'listing restored');
      const restored = await answer(app, kind, id);
      await mailAfterwards(
        app,
        request,
        listingRestoredMail({
          language: languageOf(listing.host.userMetadata),
          email: listing.host.email,
          firstName: firstNameOf(listing.host.userMetadata),
          title: listing.title,
          published: restored.status === 'published',
          listingsLink: new URL('/host/listings', linkOrigin(app)).toString(),
        }),
      );
      return restored;
    },
  );
};
