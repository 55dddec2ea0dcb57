import { API_ERROR_CODES } from '@orchim/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestUser } from '../auth/request-user';
import { cachedApiKeyVerifier } from '../lib/api-keys';
import { HttpError, notFoundError } from '../lib/http-error';
import { refuseNulCharacters } from '../lib/validation-error';

export interface ApiScopeOptions {
  /** Routes of this area, mounted under its /v1. */
  routes?: FastifyPluginAsync[];
  /** WebSocket clients cannot send headers, so realtime also takes the key as ?apikey=. */
  keyInQuery?: boolean;
  /** Headers sent on every response of the area. */
  headers?: Record<string, string>;
  /**
   * Routes reached without an API key, as `METHOD /full/path`. Each is a deliberate exception, to be
   * justified where it is listed: a route whose callers cannot send the header (a link in an email).
   */
  keyExempt?: readonly string[];
}

/**
 * One API area (/auth, /rest, /storage, /functions, /realtime) as its own Fastify scope: every
 * request in it, including to paths that do not exist, must carry a valid API key (but for the
 * routes listed in keyExempt); unknown paths answer a JSON 404. Scoping the hook (rather than
 * matching URL prefixes in a global hook) means a route is guarded by where it is registered.
 * A bearer access token, where there is one, sets request.user (src/auth/request-user.ts).
 */
export function apiScope(options: ApiScopeOptions = {}): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    const headers = options.headers;
    if (headers) {
      scope.addHook('onRequest', async (_request, reply) => {
        reply.headers(headers);
      });
    }

    const keyExempt = new Set(options.keyExempt);
    const verifyApiKey = cachedApiKeyVerifier(scope.config.jwtSecret);
    scope.addHook('onRequest', async (request) => {
      // The matched route's pattern, never the raw URL: a query string or a look-alike path cannot pass.
      if (keyExempt.has(`${request.method} ${request.routeOptions.url}`)) return;
      const key = apiKeyOf(request, options.keyInQuery ?? false);
      if (!key) throw new HttpError(401, API_ERROR_CODES.noApiKey, 'No API key found in request');
      const role = await verifyApiKey(key, scope.clock());
      if (!role) throw new HttpError(401, API_ERROR_CODES.invalidApiKey, 'Invalid API key');
      request.apiKeyRole = role;
    });
    await scope.register(requestUser);
    // A NUL character would fail wherever the database stores it: refused before the schemas, for routes
    // with and without one (an upload checks its multipart fields itself).
    scope.addHook('preValidation', async (request) => {
      refuseNulCharacters(request.params, 'params');
      refuseNulCharacters(request.query, 'querystring');
      refuseNulCharacters(request.body, 'body');
    });

    scope.setNotFoundHandler(async () => {
      throw notFoundError();
    });

    for (const routes of options.routes ?? []) await scope.register(routes, { prefix: '/v1' });
  };
}

function apiKeyOf(request: FastifyRequest, keyInQuery: boolean): string | undefined {
  const header = request.headers.apikey;
  if (typeof header === 'string' && header) return header;
  if (Array.isArray(header)) return header[0];
  if (!keyInQuery) return undefined;
  const query = request.url.indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams(request.url.slice(query + 1)).get('apikey') ?? undefined;
}
