import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ALL_ROUTES } from '@orchim/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundError } from '../lib/http-error';
import { createPageHead } from './page-head/page-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but revalidated (ETag) on every use: index.html, locales and other unhashed files. */
const REVALIDATE = 'no-cache';
const HTML = 'text/html; charset=utf-8';
/** Paths the SPA never handles: a missing file there is a real 404, not the app shell. */
const FILE_ONLY = /^\/(assets|locales)\//;
/** The API's prefixes: never a page, whatever the client accepts. */
const API_PATH = /^\/(auth|rest|storage|functions|realtime)\//;
/** A path that names a file (an extension): a missing one stays a 404, even for a client that accepts anything. */
const FILE_NAME = /\.\w+$/;
/** An Accept header that takes any type (the wildcard among its entries): curl, uptime monitors. */
const ANY_TYPE = /(^|,)\s*\*\/\*/;

export const WEB_NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and restart the server. The API is running.';

/**
 * The built SPA (apps/web/dist). Vite writes .br/.gz copies beside each file, sent as they are;
 * hashed files under /assets are cached for a year, everything else is revalidated. Any other
 * page request gets index.html so a hard refresh on a client route works: status 200 for the
 * routes of product §2, 404 otherwise (the SPA shows its not-found page either way). index.html is never
 * sent as it is: each page gets its own head (./page-head), with an ETag of the bytes sent.
 * Registered last: its not-found handler is the site's catch-all.
 */
export const staticSite = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDist;
    const built = existsSync(join(root, 'index.html'));
    const assetsDir = join(root, 'assets') + sep;

    const renderPage = built ? await createPageHead(root) : undefined;
    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        // One route per file found at start: unknown paths fall through to the handler below
        // instead of a catch-all route that would also swallow API paths.
        wildcard: false,
        // The page template is only served through the handler below, with the page's head.
        index: false,
        globIgnore: ['index.html', 'index.html.*'],
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

    if (renderPage) {
      // The routes of product §2, with or without a trailing slash, as routes of their own: their answers
      // are compressed like any other (the not-found handler's are not). Status 200 even for a listing
      // that does not exist: the SPA says so itself.
      const paths = new Set(ALL_ROUTES.flatMap((route) => (route === '/' ? [route] : [route, `${route}/`])));
      for (const route of paths) {
        app.get(route, { schema: { hide: true } }, async (request, reply) => {
          const path = request.url.split('?')[0] ?? '/';
          if (!isPageRequest(request, path)) return reply.callNotFound();
          const page = await renderPage(request, path);
          // The page is in the visitor's language, which a cookie names.
          reply
            .header('cache-control', REVALIDATE)
            .header('vary', 'Cookie')
            .header('etag', page.etag)
            .type(HTML);
          if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
          return reply.send(page.html);
        });
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (!isPageRequest(request, path)) throw notFoundError();
      if (!renderPage) return notBuilt(reply);
      // Not a page of the site: the app still loads (and shows its not-found page), with status 404 and
      // no validator, so that it is never answered with an empty 304.
      const page = await renderPage(request, path);
      return reply
        .code(404)
        .header('cache-control', REVALIDATE)
        .header('vary', 'Cookie')
        .type(HTML)
        .send(page.html);
    });
  },
  { name: 'static-site' },
);

/**
 * A browser asks for a page with `text/html`; curl and uptime monitors say they accept anything (the
 * wildcard) and get the page too, unless the path is the API's or names a file. A request with no Accept
 * header at all is a program's, not a visitor's: it gets the JSON answer.
 */
function isPageRequest(request: FastifyRequest, path: string): boolean {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (FILE_ONLY.test(path) || API_PATH.test(path)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return ANY_TYPE.test(accept) && !FILE_NAME.test(path);
}

/** If-None-Match: one ETag, a list of them, or `*`; weak ones compare by their opaque part. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(WEB_NOT_BUILT);
}
