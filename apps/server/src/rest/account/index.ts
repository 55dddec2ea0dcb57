import type { FastifyPluginAsync } from 'fastify';
import { deleteAccountRoutes } from './delete';
import { hostApplicationRoutes } from './host-application';

/** /rest/v1/account/*: the signed-in person's own account (becoming a host, deleting the account). */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(hostApplicationRoutes);
  await app.register(deleteAccountRoutes);
};
