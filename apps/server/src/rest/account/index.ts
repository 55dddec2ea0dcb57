import type { FastifyPluginAsync } from 'fastify';

/** /rest/v1/account/*: the signed-in person's own account (becoming a host, deleting the account). */
export const accountRoutes: FastifyPluginAsync = async () => {};
