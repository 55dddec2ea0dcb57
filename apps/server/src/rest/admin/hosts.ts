import {
  adminHostDecisionSchema,
  hostApplicationSchema,
  hostApplicationsQuerySchema,
  hostApplicationsSchema,
  hostStatusOf,
  type HostApplication,
} from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/request-user';
import { hostStatusReasonOf, setHostStatusReason } from '../../db/repositories/admin-hosts';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { hostApplicationsRepository } from '../../db/repositories/host-applications';
import { firstNameOf } from '../../db/repositories/stays';
import type { UserRow } from '../../db/repositories/users';
import { notFoundError } from '../../lib/http-error';
import { linkOrigin } from '../../lib/site-origin';
import { hostApplicationDecidedMail } from '../../mail/booking-mails';
import { languageOf } from '../../mail/texts';
import { actorOf, adminErrors, mailAfterwards } from './common';

/** A guest who applied later (POST /rest/v1/account/host-application) applied then; a host at sign-up. */
function appliedAtOf(user: UserRow): Date {
  const applied = user.appMetadata.host_applied_at;
  return typeof applied === 'string' ? new Date(applied) : user.createdAt;
}

function toApplication(user: UserRow): HostApplication {
  const fullName = user.userMetadata.full_name;
  return {
    id: user.id,
    email: user.email,
    fullName: typeof fullName === 'string' ? fullName : '',
    phone: typeof user.userMetadata.phone === 'string' ? user.userMetadata.phone : '',
    intro: typeof user.userMetadata.host_intro === 'string' ? user.userMetadata.host_intro : '',
    status: hostStatusOf({ user_metadata: user.userMetadata, app_metadata: user.appMetadata }) ?? 'pending',
    appliedAt: appliedAtOf(user).toISOString(),
    reason: hostStatusReasonOf(user),
  };
}

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
      onRequest: requireAdmin,
      schema: {
        summary: 'Host applications (admin)',
        tags: ['admin'],
        querystring: hostApplicationsQuerySchema,
        response: { 200: hostApplicationsSchema, ...adminErrors },
      },
    },
    async (request) => {
      const hosts = await hostApplicationsRepository(app.db).list(request.query.status);
      return { items: hosts.map(toApplication) };
    },
  );

  /**
   * POST /rest/v1/admin/hosts/{id}/status {status: approved|rejected, reason}: decides on a host's
   * application (a rejection needs a reason: 400 otherwise), keeps the reason in
   * app_metadata.host_status_reason, records the decision in the audit log and mails the host. 404 for
   * an id that is not a host's. Rejecting an approved host leaves their listings as they are
   * (suspending them is a separate action); they can no longer publish.
   */
  app.post(
    '/admin/hosts/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Approve or reject a host application (admin)',
        tags: ['admin'],
        params: z.object({ id: z.uuid() }),
        body: adminHostDecisionSchema,
        response: { 200: hostApplicationSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const { id } = request.params;
      const now = app.clock();
      const host = await app.db.transaction(async (tx) => {
        const decided = await hostApplicationsRepository(tx).decide(id, status, now);
        if (!decided) throw notFoundError();
        await auditLogRepository(tx).record({
          actor: actorOf(request),
          action: status === 'approved' ? 'host.approve' : 'host.reject',
          target: { type: 'user', id, label: decided.email },
          reason,
          at: now,
        });
        return setHostStatusReason(tx, id, reason, now);
      });
      request.log.info({ hostId: host.id, status }, 'host application decided');
      // The decision stands if the mail fails; the host sees it on their next sign-in.
      await mailAfterwards(
        app,
        request,
        hostApplicationDecidedMail({
          email: host.email,
          language: languageOf(host.userMetadata),
          firstName: firstNameOf(host.userMetadata),
          status,
          reason,
          listingsLink: new URL('/host/listings', linkOrigin(app)).toString(),
        }),
      );
      return toApplication(host);
    },
  );
};
