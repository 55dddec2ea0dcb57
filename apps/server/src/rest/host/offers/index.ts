import type { FastifyPluginAsync } from 'fastify';
import { hostMealRoutes } from './meals';
import { hostOhelRoutes } from './ohel';
import { hostTransportRoutes } from './transport';

/**
 * /rest/v1/host/meals, /host/transport and /host/ohel: the forms of the host's meal offers, transport
 * services and Ohel listings (docs/decisions/013-host-offers.md). Publishing, the overview and deleting
 * are the host area's routes of every kind (src/rest/host). Any host, approved or pending, works on
 * their own listings: the host scope (../index.ts) checks that as the request arrives.
 */
export const hostOfferRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [hostMealRoutes, hostTransportRoutes, hostOhelRoutes]) await app.register(routes);
};
