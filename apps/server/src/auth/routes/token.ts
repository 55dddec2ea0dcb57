import { passwordGrantSchema, refreshGrantSchema } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isBanned, usersRepository } from '../../db/repositories/users';
import { rateLimitedError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { parseOrThrow } from '../../lib/validation-error';
import { invalidCredentialsError, userBannedError } from '../errors';
import { signInChecks, TOO_MANY_ATTEMPTS } from '../limits';
import { refreshSession, sessionResponse, startSession, type IssuedSession } from '../sessions';
import { authErrorSchema, authSessionSchema } from '../wire';

const tokenQuerySchema = z.object({ grant_type: z.enum(['password', 'refresh_token']) });

/**
 * POST /auth/v1/token?grant_type=password {email, password}: signs in.
 * POST /auth/v1/token?grant_type=refresh_token {refresh_token}: a new session body, the token rotated
 * (see refreshSession). The body's shape depends on the grant, so it is checked in the handler.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    {
      schema: {
        summary: 'Sign in with a password, or refresh a session',
        tags: ['auth'],
        querystring: tokenQuerySchema,
        response: { 200: authSessionSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      const issued =
        request.query.grant_type === 'password'
          ? await passwordGrant(request, parseOrThrow(passwordGrantSchema, request.body))
          : await refreshSession(
              app.db,
              parseOrThrow(refreshGrantSchema, request.body).refresh_token,
              app.clock(),
            );
      return sessionResponse(request, issued);
    },
  );
};

/**
 * Every attempt counts against the sign-in limits until it succeeds: once they are full (5 failures for
 * the account from this address, or 20 for the account or from the address: ../limits.ts), even the
 * right password is refused (429) until the window frees. A ban is only told to someone who knows the
 * password.
 */
async function passwordGrant(
  request: FastifyRequest,
  { email, password }: z.output<typeof passwordGrantSchema>,
): Promise<IssuedSession> {
  const { db, rateLimiter, clock } = request.server;
  const attempt = await rateLimiter.attempt(signInChecks(email, request.ip));
  if (!attempt.allowed) throw rateLimitedError(attempt.retryAfterSeconds, TOO_MANY_ATTEMPTS);

  const user = await usersRepository(db).findByEmail(email);
  const valid = user?.encryptedPassword ? await verifyPassword(user.encryptedPassword, password) : false;
  if (!user || !valid) throw invalidCredentialsError();
  await attempt.refund();

  const now = clock();
  if (isBanned(user, now)) throw userBannedError(400);
  return db.transaction((tx) => startSession(tx, user, 'password', now));
}
