import { AUTH_ERROR_CODES, signUpSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailAppMetadata, usersRepository } from '../../db/repositories/users';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../errors';
import { limitEmailRequest } from '../limits';
import { sessionResponse, startSession } from '../sessions';
import { authErrorSchema, authSessionSchema, newPasswordField } from '../wire';

const signUpBodySchema = signUpSchema.extend({ password: newPasswordField });

/**
 * POST /auth/v1/signup: creates a confirmed account and signs it in at once (GoTrue with auto-confirm:
 * auth-js stores the session and emits SIGNED_IN). `data` becomes user_metadata. Signing up as a host
 * is an application: app_metadata.host_status starts "pending" until an admin decides.
 */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      schema: {
        summary: 'Create an account and sign in',
        tags: ['auth'],
        body: signUpBodySchema,
        response: {
          200: authSessionSchema,
          400: authErrorSchema,
          422: authErrorSchema,
          429: authErrorSchema,
        },
      },
    },
    async (request) => {
      await limitEmailRequest(request, 'sign-up', request.body.email);
      const { email, password, data } = request.body;
      // What an applicant writes is for the team that decides on a host's application: a guest keeps none.
      const { host_intro: intro, ...metadata } = data;
      const userMetadata = data.user_type === 'host' && intro ? { ...metadata, host_intro: intro } : metadata;
      assertStrongPassword(password, email);
      const encryptedPassword = await hashPassword(password);
      const now = app.clock();
      const issued = await app.db.transaction(async (tx) => {
        const user = await usersRepository(tx).create(
          {
            email,
            encryptedPassword,
            userMetadata,
            appMetadata: emailAppMetadata(data.user_type === 'host' ? { host_status: 'pending' } : {}),
          },
          now,
        );
        if (!user) throw new HttpError(422, AUTH_ERROR_CODES.userAlreadyExists, 'User already registered');
        return startSession(tx, user, 'password', now);
      });
      return sessionResponse(request, issued);
    },
  );
};
