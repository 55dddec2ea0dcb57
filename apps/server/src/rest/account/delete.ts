import { apiErrorSchema, deleteAccountSchema, isAdminUser, todayInNewYork } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInChecks, TOO_MANY_ATTEMPTS } from '../../auth/limits';
import { requireUser, signedInUser } from '../../auth/request-user';
import { sessionNotFoundError } from '../../auth/errors';
import { accountsRepository } from '../../db/repositories/accounts';
import { firstNameOf } from '../../db/repositories/stays';
import { usersRepository } from '../../db/repositories/users';
import { rateLimitedError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { accountDeletedMail } from '../../mail/account-mails';
import { languageOf } from '../../mail/texts';
import { hostWithListingsError, lastAdminError, upcomingBookingsError, wrongPasswordError } from './errors';

/**
 * POST /rest/v1/account/delete {password}: the signed-in person deletes their account. The password
 * again (a session left open on a shared computer is not enough), counted against the sign-in limits so
 * an open session cannot be used to guess it. Refused while hosts wait for the person (upcoming
 * bookings), for a host with listings or bookings of them (closed with the team), and for the only
 * admin. Otherwise, in one transaction, their bookings lose their details and the account row goes with
 * its sessions: every token of the person stops working at once. 204, then a mail.
 */
export const deleteAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/delete',
    {
      // Before the body is read: a visitor learns nothing from validation.
      onRequest: requireUser,
      schema: {
        summary: 'Delete my account',
        tags: ['account'],
        body: deleteAccountSchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const attempt = await app.rateLimiter.attempt(signInChecks(me.email, request.ip));
      if (!attempt.allowed) throw rateLimitedError(attempt.retryAfterSeconds, TOO_MANY_ATTEMPTS);

      const found = await usersRepository(app.db).findById(me.id);
      // Gone since the request was authenticated (deleted from another tab).
      if (!found) throw sessionNotFoundError();
      const valid = found.encryptedPassword
        ? await verifyPassword(found.encryptedPassword, request.body.password)
        : false;
      if (!valid) throw wrongPasswordError();
      await attempt.refund();

      const now = app.clock();
      const deleted = await app.db.transaction(async (tx) => {
        const accounts = accountsRepository(tx);
        const user = await accounts.lockForDeletion(me.id);
        if (!user) throw sessionNotFoundError();
        if (await accounts.hasUpcomingBookings(user.id, todayInNewYork(now))) throw upcomingBookingsError();
        if (await accounts.hostsAnything(user.id)) throw hostWithListingsError();
        const claims = { user_metadata: user.userMetadata, app_metadata: user.appMetadata };
        if (isAdminUser(claims) && (await accounts.otherActiveAdmins(user.id, now)) === 0) {
          throw lastAdminError();
        }

        await accounts.wipeGuestDetails(user.id, now);
        await accounts.delete(user.id);
        return user;
      });
      request.log.info({ userId: deleted.id }, 'account deleted');

      try {
        await app.mailer.send(
          accountDeletedMail({
            language: languageOf(deleted.userMetadata),
            to: deleted.email,
            firstName: firstNameOf(deleted.userMetadata),
          }),
        );
      } catch (error) {
        // The account is gone either way; the mail only confirms it.
        request.log.error({ err: error, userId: deleted.id }, 'account deletion mail not sent');
      }
      return reply.code(204).send(null);
    },
  );
};
