import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The site's origin as users reach it: PUBLIC_URL when set, else the request's own protocol and host
 * (which honour X-Forwarded-* only when TRUST_PROXY trusts the proxy). The API lives on the same origin.
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * onRequest: without PUBLIC_URL, the request's protocol and host must make an origin (http or https, a
 * host and port, nothing else), since links in mails, redirects and the token issuer are built from it.
 * A Host (or trusted X-Forwarded-Host/-Proto) such as "a b", "[::1", "localhost:99999", "x@evil" or
 * "javascript" is refused here, before any route runs, rather than failing half-way through one (after a
 * recovery token was issued or a booking made).
 */
export async function requireSiteOrigin(request: FastifyRequest): Promise<void> {
  if (request.server.config.publicUrl) return;
  const { protocol, host } = request;
  if (protocol === 'http' || protocol === 'https') {
    const origin = `${protocol}://${host}`;
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (url?.host && url.href === `${url.origin}/`) return;
  }
  throw new HttpError(400, 'invalid_host', 'The Host header is not a valid host name.');
}
