import {
  adminReasonSchema,
  adminRoleSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUsersQuerySchema,
  isAdminUser,
  type AdminAction,
  type AdminUserDetail,
} from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setAdminRole } from '../../auth/admin-role';
import { requireAdmin, signedInUser } from '../../auth/request-user';
import type { Transaction } from '../../db/client';
import { adminUsersRepository, DISABLED_UNTIL } from '../../db/repositories/admin-users';
import { auditLogRepository } from '../../db/repositories/audit-log';
import { sessionsRepository } from '../../db/repositories/sessions';
import { isBanned, usersRepository, type UserRow } from '../../db/repositories/users';
import { notFoundError } from '../../lib/http-error';
import {
  actorOf,
  adminErrors,
  adminWriteErrors,
  alreadyDoneError,
  notSuspendedError,
  selfChangeError,
} from './common';

const params = z.object({ id: z.uuid() });

/**
 * One change to an account, in one transaction with its audit row: `change` gets the locked account and
 * answers the action to record and the account as it is then. Answers the account's detail.
 */
async function changeUser(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
  change: (tx: Transaction, user: UserRow, now: Date) => Promise<{ action: AdminAction; user: UserRow }>,
): Promise<AdminUserDetail> {
  const now = app.clock();
  const user = await app.db.transaction(async (tx) => {
    const locked = await adminUsersRepository(tx).lock(id);
    if (!locked) throw notFoundError();
    const done = await change(tx, locked, now);
    await auditLogRepository(tx).record({
      actor: actorOf(request),
      action: done.action,
      target: { type: 'user', id, label: locked.email },
      reason,
      at: now,
    });
    return done.user;
  });
  request.log.info({ userId: id }, 'account changed by an admin');
  return adminUsersRepository(app.db).detail(user, now);
}

/** Accounts: /rest/v1/admin/users. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /rest/v1/admin/users?role&disabled&q&page: newest first; q matches the email or the name. */
  app.get(
    '/admin/users',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Accounts (admin)',
        tags: ['admin'],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { disabled, ...rest } = request.query;
      return adminUsersRepository(app.db).list(
        { ...rest, disabled: disabled === undefined ? undefined : disabled === 'true' },
        app.clock(),
      );
    },
  );

  /** GET /rest/v1/admin/users/{id}: the account and what it holds. */
  app.get(
    '/admin/users/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One account (admin)',
        tags: ['admin'],
        params,
        response: { 200: adminUserDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const user = await usersRepository(app.db).findById(request.params.id);
      if (!user) throw notFoundError();
      return adminUsersRepository(app.db).detail(user, app.clock());
    },
  );

  /**
   * POST /rest/v1/admin/users/{id}/disable {reason?}: the account cannot sign in, and all its sessions end
   * at once (its access tokens are refused from the next request). 409 admin_self_change for one's own
   * account, already_done when it is disabled already.
   */
  app.post(
    '/admin/users/:id/disable',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Disable an account (admin)',
        tags: ['admin'],
        params,
        body: adminReasonSchema.optional(),
        response: { 200: adminUserDetailSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === signedInUser(request).id) throw selfChangeError();
      return changeUser(app, request, id, request.body?.reason ?? '', async (tx, user, now) => {
        if (isBanned(user, now)) throw alreadyDoneError('This account is already disabled');
        const disabled = await adminUsersRepository(tx).setBannedUntil(id, DISABLED_UNTIL, now);
        await sessionsRepository(tx).endAllOf(id);
        return { action: 'user.disable', user: disabled };
      });
    },
  );

  /** POST /rest/v1/admin/users/{id}/enable {reason?}: may sign in again. 409 not_suspended when it is not disabled. */
  app.post(
    '/admin/users/:id/enable',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Enable a disabled account (admin)',
        tags: ['admin'],
        params,
        body: adminReasonSchema.optional(),
        response: { 200: adminUserDetailSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      return changeUser(app, request, id, request.body?.reason ?? '', async (tx, user, now) => {
        if (!isBanned(user, now)) throw notSuspendedError('This account is not disabled');
        return { action: 'user.enable', user: await adminUsersRepository(tx).setBannedUntil(id, null, now) };
      });
    },
  );

  /**
   * POST /rest/v1/admin/users/{id}/admin {admin}: grants or removes the admin role (app_metadata.roles),
   * which the server reads afresh on every request. 409 admin_self_change for removing one's own,
   * already_done when the account already is (or is not) an admin.
   */
  app.post(
    '/admin/users/:id/admin',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Grant or remove the admin role (admin)',
        tags: ['admin'],
        params,
        body: adminRoleSchema,
        response: { 200: adminUserDetailSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { admin } = request.body;
      if (!admin && id === signedInUser(request).id) throw selfChangeError();
      return changeUser(app, request, id, '', async (tx, user, now) => {
        const claims = { app_metadata: user.appMetadata };
        if (isAdminUser(claims) === admin) {
          throw alreadyDoneError(admin ? 'This account is already an admin' : 'This account is not an admin');
        }
        return {
          action: admin ? 'user.grant_admin' : 'user.revoke_admin',
          user: await setAdminRole(tx, user, admin, now),
        };
      });
    },
  );
};
