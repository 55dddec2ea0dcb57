import type { FastifyPluginAsync } from 'fastify';
import { adminHostRoutes } from './hosts';
import { adminOutboxRoutes } from './outbox';

/** /rest/v1/admin/*: the admin area's API (admin role only, every route guarded by requireAdmin). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminHostRoutes);
  await app.register(adminOutboxRoutes);
};
