import { updateUserSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionsRepository } from '../../db/repositories/sessions';
import { usersRepository } from '../../db/repositories/users';
import { recoveryTokensRepository } from '../../db/repositories/recovery-tokens';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword, sessionNotFoundError } from '../errors';
import { requireUser, signedInUser } from '../request-user';
import { authErrorSchema, authUserSchema, newPasswordField, userJson } from '../wire';

const updateUserBodySchema = updateUserSchema.extend({ password: newPasswordField.optional() });
const errors = { 400: authErrorSchema, 401: authErrorSchema, 403: authErrorSchema };

/**
 * GET /auth/v1/user: the signed-in user. PUT /auth/v1/user {password?, data?}: `data` merges into
 * user_metadata key by key (only the keys of updateUserDataSchema: user_type is fixed at sign-up);
 * a new password ends the user's other sessions, so whoever knew the old one is signed out.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      preHandler: requireUser,
      schema: { summary: 'The signed-in user', tags: ['auth'], response: { 200: authUserSchema, ...errors } },
    },
    async (request) => {
      const user = await usersRepository(app.db).findById(signedInUser(request).id);
      if (!user) throw sessionNotFoundError();
      return userJson(user);
    },
  );

  app.put(
    '/user',
    {
      preHandler: requireUser,
      schema: {
        summary: "Change the signed-in user's password or profile",
        tags: ['auth'],
        body: updateUserBodySchema,
        response: { 200: authUserSchema, ...errors, 422: authErrorSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const { password, data } = request.body;
      if (password !== undefined) assertStrongPassword(password, me.email);
      const encryptedPassword = password === undefined ? undefined : await hashPassword(password);
      const user = await app.db.transaction(async (tx) => {
        const updated = await usersRepository(tx).update(
          me.id,
          { encryptedPassword, userMetadata: data },
          app.clock(),
        );
        if (encryptedPassword) {
          await sessionsRepository(tx).endAllOf(me.id, me.sessionId);
          // A recovery link still in the mailbox must not outlive the password it was sent to replace.
          await recoveryTokensRepository(tx).revoke(me.id);
        }
        return updated;
      });
      return userJson(user);
    },
  );
};
