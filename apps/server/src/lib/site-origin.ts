import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The site's origin as this request reached it: PUBLIC_URL when set, else the request's own protocol and
 * host (which honour X-Forwarded-* only when TRUST_PROXY trusts the proxy). Only for what goes back to the
 * client that sent the request (the API's address in /app-config.json and a rendered page's config): a
 * forged Host misleads no one but its sender. Links that reach anyone else come from linkOrigin.
 */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Listen addresses that mean "this machine": a browser on it reaches them as localhost. */
const LOCAL_ADDRESSES = new Set(['0.0.0.0', '::', '', '127.0.0.1', '::1', 'localhost']);

/**
 * The origin of every link the server gives to someone other than the requester (mails, the recovery
 * link's redirect, a token's issuer, a page's canonical and Open Graph addresses), from configuration
 * alone, never from a request header (docs/decisions/023-links-from-configuration.md): PUBLIC_URL, else
 * the address the server listens on, http://localhost:PORT by default. With PORT=0 the port is the one the
 * server got once it listens; an app that never listens (tests through inject) has none: http://localhost.
 */
export function linkOrigin(app: FastifyInstance): string {
  const { publicUrl, host, port } = app.config;
  if (publicUrl) return publicUrl;
  const address = app.server.address() as AddressInfo | string | null;
  const listening = address && typeof address === 'object' ? address.port : 0;
  const actualPort = listening || port;
  const hostname = LOCAL_ADDRESSES.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${hostname}${actualPort ? `:${actualPort}` : ''}`;
}

/**
 * onRequest: without PUBLIC_URL, the request's protocol and host must make an origin (http or https, a
 * host and port, nothing else), since the API address the app is given (siteOrigin) is built from it.
 * A Host (or trusted X-Forwarded-Host/-Proto) such as "a b", "[::1", "localhost:99999", "x@evil" or
 * "javascript" is refused here, before any route runs, rather than failing half-way through one.
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
