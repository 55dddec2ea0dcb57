import { AUTH_ERROR_CODES, MESSAGES, recoverSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recoveryTokensRepository } from '../../db/repositories/recovery-tokens';
import { usersRepository } from '../../db/repositories/users';
import { HttpError } from '../../lib/http-error';
import { linkOrigin } from '../../lib/site-origin';
import { recoveryMail } from '../../mail/recovery-mail';
import { languageOf } from '../../mail/texts';
import { limitEmailRequest } from '../limits';
import { hashOpaqueToken, newOpaqueToken } from '../opaque-tokens';
import { safeRedirect } from '../redirects';
import { authErrorSchema } from '../wire';

/** Where the link may send the browser afterwards; /verify checks it again (links can be edited). */
export const redirectToQuerySchema = z.object({ redirect_to: z.string().max(2048).optional() });

/**
 * POST /auth/v1/recover {email}: mails a one-time link to choose a new password (GET /auth/v1/verify).
 * An email without an account answers 404 user_not_found: product §8 shows "Email not found" on the
 * recovery screen, sign-up tells whether an email is taken anyway, and the limits (../limits.ts) bound
 * probing.
 */
export const recoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recover',
    {
      schema: {
        summary: 'Mail a password-recovery link',
        tags: ['auth'],
        body: recoverSchema,
        querystring: redirectToQuerySchema,
        response: { 200: z.object({}), 400: authErrorSchema, 404: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      await limitEmailRequest(request, 'recover', request.body.email);
      const user = await usersRepository(app.db).findByEmail(request.body.email);
      if (!user) throw new HttpError(404, AUTH_ERROR_CODES.userNotFound, MESSAGES.emailNotFound);

      const token = newOpaqueToken();
      await recoveryTokensRepository(app.db).issue(user.id, hashOpaqueToken(token), app.clock());
      // From configuration, never from the Host: a forged one would mail a real token to its own site.
      const origin = linkOrigin(app);
      const link = new URL('/auth/v1/verify', origin);
      link.search = new URLSearchParams({
        token,
        type: 'recovery',
        redirect_to: safeRedirect(origin, request.query.redirect_to).toString(),
      }).toString();
      const fullName = user.userMetadata.full_name;
      await app.mailer.send(
        recoveryMail({
          language: languageOf(user.userMetadata),
          to: user.email,
          name: typeof fullName === 'string' ? fullName : undefined,
          link: link.toString(),
        }),
      );
      return {};
    },
  );
};
