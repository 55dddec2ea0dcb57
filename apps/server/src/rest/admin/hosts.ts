import {
  apiErrorSchema,
  hostApplicationSchema,
  hostApplicationsQuerySchema,
  hostApplicationsSchema,
  hostDecisionSchema,
  hostStatusOf,
  type HostApplication,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/request-user';
import { hostApplicationsRepository } from '../../db/repositories/host-applications';
import { firstNameOf } from '../../db/repositories/stays';
import type { UserRow } from '../../db/repositories/users';
import { notFoundError } from '../../lib/http-error';
import { siteOrigin } from '../../lib/site-origin';
import { hostApplicationDecidedMail } from '../../mail/booking-mails';

function toApplication(user: UserRow): HostApplication {
  const fullName = user.userMetadata.full_name;
  return {
    id: user.id,
    email: user.email,
    fullName: typeof fullName === 'string' ? fullName : '',
    status: hostStatusOf({ user_metadata: user.userMetadata, app_metadata: user.appMetadata }) ?? 'pending',
    appliedAt: user.createdAt.toISOString(),
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * /rest/v1/admin/hosts: host applications the admin decides on (issue 6 needs approval; issue 7 the
 * screens). The status is app_metadata.host_status, which only the server writes. The server reads the
 * account afresh on every request, so the host's next call already has the new rights; the browser shows
 * the new status once its session is refreshed (a new sign-in, or the hourly token refresh).
 */
export const adminHostRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/admin/hosts?status: host accounts, newest first. Admins only. */
  app.get(
    '/admin/hosts',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Host applications (admin)',
        tags: ['admin'],
        querystring: hostApplicationsQuerySchema,
        response: { 200: hostApplicationsSchema, ...errors },
      },
    },
    async (request) => {
      const hosts = await hostApplicationsRepository(app.db).list(request.query.status);
      return { items: hosts.map(toApplication) };
    },
  );

  /**
   * POST /rest/v1/admin/hosts/{id}/status {status: approved|rejected}: decides on a host's application and
   * mails the host. 404 for an id that is not a host's. Rejecting an approved host leaves their
   * listings as they are (suspending them is the admin's, issue 7); they can no longer publish.
   */
  app.post(
    '/admin/hosts/:id/status',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Approve or reject a host application (admin)',
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        body: hostDecisionSchema,
        response: { 200: hostApplicationSchema, ...errors },
      },
    },
    async (request) => {
      const { status } = request.body;
      const host = await hostApplicationsRepository(app.db).decide(request.params.id, status, app.clock());
      if (!host) throw notFoundError();
      request.log.info({ hostId: host.id, status }, 'host application decided');
      try {
        await app.mailer.send(
          hostApplicationDecidedMail({
            email: host.email,
            firstName: firstNameOf(host.userMetadata),
            status,
            listingsLink: new URL('/host/listings', siteOrigin(request)).toString(),
          }),
        );
      } catch (error) {
        // The decision stands; the host sees it on their next sign-in.
        request.log.error({ err: error, hostId: host.id }, 'host decision mail not sent');
      }
      return toApplication(host);
    },
  );
};
