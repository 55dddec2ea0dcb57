import { updateUserSchema } from '@orchim/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionsRepository } from '../../db/repositories/sessions';
import { usersRepository } from '../../db/repositories/users';
import { recoveryTokensRepository } from '../../db/repositories/recovery-tokens';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword, currentPasswordRequiredError, sessionNotFoundError } from '../errors';
import { authorisePasswordChange, recoveryLeaveSince, type PasswordChangeProof } from '../password-change';
import { requireUser, signedInUser } from '../request-user';
import { authErrorSchema, authUserSchema, newPasswordField, userJson } from '../wire';

const updateUserBodySchema = updateUserSchema.extend({ password: newPasswordField.optional() });
const errors = { 400: authErrorSchema, 401: authErrorSchema, 403: authErrorSchema };

/**
 * GET /auth/v1/user: the signed-in user. PUT /auth/v1/user {password?, current_password?, data?}: `data`
 * merges into user_metadata key by key (only the keys of updateUserDataSchema: user_type is fixed at
 * sign-up); a new password needs the current one, except once in a fresh recovery session
 * (../password-change.ts), and ends the user's other sessions, so whoever knew the old one is signed out.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      onRequest: requireUser,
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
      onRequest: requireUser,
      schema: {
        summary: "Change the signed-in user's password or profile",
        tags: ['auth'],
        body: updateUserBodySchema,
        response: { 200: authUserSchema, ...errors, 422: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const { password, current_password, data } = request.body;
      const now = app.clock();
      let proof: PasswordChangeProof | undefined;
      if (password !== undefined) {
        assertStrongPassword(password, me.email);
        proof = await authorisePasswordChange(request, me, current_password, now);
      }
      const encryptedPassword = password === undefined ? undefined : await hashPassword(password);
      const user = await app.db.transaction(async (tx) => {
        // The recovery leave is spent here, with the change: two changes at once cannot both use it.
        if (
          proof === 'recovery' &&
          !(await sessionsRepository(tx).spendRecoveryLeave(me.sessionId, recoveryLeaveSince(now)))
        ) {
          throw currentPasswordRequiredError();
        }
        const updated = await usersRepository(tx).update(
          me.id,
          { encryptedPassword, userMetadata: data },
          now,
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
