import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutRoutes } from './logout';
import { recoverRoutes } from './recover';
import { signUpRoutes } from './signup';
import { tokenRoutes } from './token';
import { userRoutes } from './user';
import { verifyRoutes } from './verify';

/**
 * /auth/v1: accounts and sessions in the GoTrue (Supabase Auth) protocol, for what @supabase/auth-js
 * calls: signup, token (password, refresh_token), user, logout, recover, verify.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // auth-js sends some POSTs (logout) with a JSON content type and no body, which GoTrue accepts:
  // an empty body is no body here; anything else goes to Fastify's own JSON parser and its checks.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body.toString(), done);
  });

  for (const routes of [signUpRoutes, tokenRoutes, userRoutes, logoutRoutes, recoverRoutes, verifyRoutes]) {
    await app.register(routes);
  }
};
