import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as users reach it: PUBLIC_URL when set, else the request's own protocol and host
 * (which honour X-Forwarded-* only when TRUST_PROXY trusts the proxy). The API lives on the same origin.
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
