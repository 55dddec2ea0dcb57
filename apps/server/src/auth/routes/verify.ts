import { AUTH_ERROR_CODES } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recoveryTokensRepository } from '../../db/repositories/recovery-tokens';
import { isBanned, usersRepository } from '../../db/repositories/users';
import { linkOrigin } from '../../lib/site-origin';
import { hashOpaqueToken } from '../opaque-tokens';
import { safeRedirect, withFragment } from '../redirects';
import { sessionResponse, startSession } from '../sessions';
import { authErrorSchema } from '../wire';
import { redirectToQuerySchema } from './recover';

const verifyQuerySchema = redirectToQuerySchema.extend({
  token: z.string().min(1).max(256),
  type: z.literal('recovery'),
});

/** GoTrue's answer to a link that cannot sign anyone in, in the redirect's fragment. */
const linkError = (code: string, description: string) => ({
  error: 'access_denied',
  error_code: code,
  error_description: description,
});

/**
 * GET /auth/v1/verify?token&type=recovery&redirect_to: the link in the recovery mail, opened by the
 * browser (so without an API key: see app.ts). A valid link is used up and starts a session, handed to
 * the page in the redirect's fragment, where auth-js (detectSessionInUrl) stores it and emits
 * PASSWORD_RECOVERY. A used, expired or unknown link redirects with GoTrue's otp_expired error instead.
 */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify',
    {
      schema: {
        summary: 'Open a password-recovery link',
        tags: ['auth'],
        querystring: verifyQuerySchema,
        response: { 303: z.null(), 400: authErrorSchema },
      },
    },
    async (request, reply) => {
      // The mailed link's own origin (configuration), so a forged Host cannot widen where it may lead.
      const target = safeRedirect(linkOrigin(app), request.query.redirect_to);
      const now = app.clock();
      const userId = await recoveryTokensRepository(app.db).take(hashOpaqueToken(request.query.token), now);
      const user = userId && (await usersRepository(app.db).findById(userId));
      if (!user) {
        const expired = linkError(AUTH_ERROR_CODES.otpExpired, 'Email link is invalid or has expired');
        return reply.redirect(withFragment(target, expired), 303);
      }
      if (isBanned(user, now)) {
        return reply.redirect(
          withFragment(target, linkError(AUTH_ERROR_CODES.userBanned, 'User is banned')),
          303,
        );
      }

      const issued = await app.db.transaction((tx) => startSession(tx, user, 'otp', now));
      const session = await sessionResponse(request, issued);
      const fragment = {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: 'recovery',
      };
      return reply.redirect(withFragment(target, fragment), 303);
    },
  );
};
