import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tileImageSource } from '../config';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers on every response (API, static files, errors). The CSP allows only what the
 * app uses: its own scripts, styles, fonts and API (connect-src 'self' also covers same-origin
 * ws:/wss: for /realtime in CSP level 3 browsers), images from itself or data:/blob: URLs (previews), and
 * the map tiles' host when MAP_STYLE_URL is set.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    // Helmet itself, built once: the Fastify wrapper builds it again for every request (to allow
    // per-route options and CSP nonces, which this site does not use), parsing the policy each time.
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(app.config.mapTiles ? [tileImageSource(app.config.mapTiles.url)] : []),
          ],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      // Sent below only over HTTPS: on plain HTTP (local use) it would be ignored or, behind a
      // misconfigured proxy, pin a host to HTTPS that does not serve it.
      strictTransportSecurity: false,
    });

    app.addHook('onRequest', (request, reply, done) => {
      // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
      }
      // Helmet throws rather than passing errors on (since 8.1), and calls back at once.
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
