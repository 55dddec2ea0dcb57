import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownRoute } from '@orchim/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundError } from '../lib/http-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but revalidated (ETag) on every use: index.html, locales and other unhashed files. */
const REVALIDATE = 'no-cache';
/** Paths the SPA never handles: a missing file there is a real 404, not the app shell. */
const FILE_ONLY = /^\/(assets|locales)\//;

export const WEB_NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and restart the server. The API is running.';

/**
 * The built SPA (apps/web/dist). Vite writes .br/.gz copies beside each file, sent as they are;
 * hashed files under /assets are cached for a year, everything else is revalidated. Any other
 * page request gets index.html so a hard refresh on a client route works: status 200 for the
 * routes of SPEC §2, 404 otherwise (the SPA shows its not-found page either way).
 * Registered last: its not-found handler is the site's catch-all.
 */
export const staticSite = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const built = existsSync(join(root, 'index.html'));
    const assetsDir = join(root, 'assets') + sep;

    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        // One route per file found at start: unknown paths fall through to the handler below
        // instead of a catch-all route that would also swallow API paths.
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        },
      });
    } else {
      app.log.warn({ webDist: root }, 'web app not built: serving the API only');
      app.get('/', { schema: { hide: true } }, async (_request, reply) => notBuilt(reply));
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isPageRequest(request, path)) throw notFoundError();
      if (!built) return notBuilt(reply);
      const known = isKnownRoute(path);
      if (!known) {
        // A 404 must carry the page: without validators `send` cannot answer an empty 304.
        delete request.raw.headers['if-none-match'];
        delete request.raw.headers['if-modified-since'];
      }
      return reply
        .code(known ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .sendFile('index.html');
    });
  },
  { name: 'static-site' },
);

function isPageRequest(request: FastifyRequest, path: string): boolean {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (FILE_ONLY.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(WEB_NOT_BUILT);
}
