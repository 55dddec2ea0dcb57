import type { FastifyPluginAsync } from 'fastify';
import { adminAuditRoutes } from './audit';
import { adminBookingRoutes } from './bookings';
import { adminHostRoutes } from './hosts';
import { adminListingRoutes } from './listings';
import { adminMessageRoutes } from './messages';
import { adminOutboxRoutes } from './outbox';
import { adminOverviewRoutes } from './overview';
import { adminReportRoutes } from './reports';
import { adminReviewRoutes } from './reviews';
import { adminUserRoutes } from './users';

/** /rest/v1/admin/*: the admin area's API (admin role only, every route guarded by requireAdmin). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminOverviewRoutes);
  await app.register(adminHostRoutes);
  await app.register(adminListingRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminMessageRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminOutboxRoutes);
};
