import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import { openDatabase, pgliteDir, type DatabaseConnection } from './db/client';
import { createStripeClient } from './domain/payments/stripe-client';
import { contactRoutes } from './functions/contact';
import { STRIPE_WEBHOOK_ROUTE, stripeWebhookRoutes } from './functions/stripe-webhook';
import { loggerOptions } from './lib/logger';
import { createRateLimiter } from './lib/rate-limiter';
import { createRedisRateLimiter } from './lib/redis-rate-limiter';
import { requireSiteOrigin } from './lib/site-origin';
import { createMailer } from './mail/mailer';
import { apiScope } from './plugins/api-scope';
import { awayMailSweep } from './plugins/away-mail-sweep';
import { paymentSweep } from './plugins/payment-sweep';
import { errorHandler, frameworkErrorAnswer } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { staticSite } from './plugins/static-site';
import { accountRoutes } from './rest/account';
import { visitRoutes } from './rest/visits';
import { adminRoutes } from './rest/admin';
import { bookingRoutes } from './rest/bookings';
import { conversationRoutes } from './rest/conversations';
import { hostRoutes } from './rest/host';
import { mealRoutes } from './rest/meals';
import { ohelRoutes } from './rest/ohel';
import { openApiRoutes } from './rest/openapi';
import { shabbosTimesRoutes } from './rest/shabbos-times';
import { stayRoutes } from './rest/stays';
import { transportRoutes } from './rest/transport';
import { realtimeRoutes } from './realtime';
import { SOCKET_LIMITS } from './realtime/limits';
import { appConfigRoutes } from './routes/app-config';
import { storageRoutes } from './storage';
import { createObjectStore } from './storage/create-object-store';
import { healthRoutes } from './routes/health';
import './types';

export interface AppDeps {
  /** An open, migrated database. Without it buildApp opens the configured one and closes it with the app. */
  database?: DatabaseConnection;
  /** The current time (tests move it). */
  clock?: () => Date;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Sees each route as it is added (the hostile-input tests enumerate the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The Supabase clients read error codes from /auth responses only when this header is present. */
const AUTH_API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

/**
 * The whole server as a Fastify instance without a listening socket: main.ts listens, tests call
 * inject(). Plugins are registered in this order, because each step relies on the ones before:
 *   1. Decorations (config, database, rate limiter, mailer, clock, Stripe) that every later plugin reads.
 *   2. External plugins: security headers and compression first, so every response (errors and
 *      static files included) goes through them; OpenAPI before any route, since it collects
 *      routes as they are added.
 *   3. The central error handler, before the routes whose errors it formats.
 *   4. Routes: site-level ones, then one scope per API area, each guarded by the API key.
 *   5. The static SPA last: its not-found handler is the catch-all for everything else.
 *   6. Timed work (the away mail, payment holds and refunds), started once the app is ready and waited
 *      for when it closes.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: { ...loggerOptions(config), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    trustProxy: trustProxyOption(config.trustProxy),
    // Errors of the router itself (a malformed address), answered like the error handler's.
    frameworkErrors: frameworkErrorAnswer,
  };
  const app = Fastify(options);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Decorations.
  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
    ));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const clock = deps.clock ?? (() => new Date());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  // Rate-limit counters live in Redis with REDIS_URL, else in the database; either way every instance shares them.
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.error({ err: error }, 'redis connection failed'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  app.decorate(
    'rateLimiter',
    redis ? createRedisRateLimiter(redis, clock) : createRateLimiter(database.db, clock),
  );
  const mailer = createMailer(config, database.db, app.log);
  app.addHook('onClose', async () => mailer.close());
  app.decorate('mailer', mailer);
  app.decorate('storage', createObjectStore(config));
  app.decorate('stripe', createStripeClient(config));
  app.decorateRequest('apiKeyRole', null);
  app.decorateRequest('user', null);

  // 2. External plugins.
  await app.register(securityHeaders);
  // Every JSON answer (a search page is 10-20 kB) is compressed in one call on the event loop: on two
  // cores shared with the database, a zlib stream per response costs more in setup and scheduling
  // than the compression itself (the plugin streams above 8 kB there). Brotli at quality 2 rather than
  // the plugin's 4: half the time for a search page, about 8% more bytes (1.29 kB rather than 1.19).
  // Static files are compressed at build time at the highest quality and served as they are.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
  });
  await app.register(openApi);
  // WebSocket upgrades (/realtime/v1/websocket). At the root, not in the realtime scope: the plugin routes
  // every upgrade request through Fastify and closes the raw socket after an HTTP answer only when its own
  // hook saw the request first, so a refused upgrade (no API key, an unknown path) would leave it open.
  await app.register(websocket, { options: { maxPayload: SOCKET_LIMITS.maxFrameBytes } });

  // 3. Errors, and requests no route can answer sensibly.
  await app.register(errorHandler);
  app.addHook('onRequest', requireSiteOrigin);

  // 4. Routes.
  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(
    apiScope({
      headers: AUTH_API_VERSION,
      routes: [authRoutes],
      // The password-recovery link is opened from an email: a browser following a link sends no apikey.
      keyExempt: ['GET /auth/v1/verify'],
    }),
    { prefix: '/auth' },
  );
  await app.register(
    apiScope({
      routes: [
        shabbosTimesRoutes,
        stayRoutes,
        mealRoutes,
        transportRoutes,
        ohelRoutes,
        bookingRoutes,
        conversationRoutes,
        hostRoutes,
        accountRoutes,
        visitRoutes,
        adminRoutes,
        openApiRoutes,
      ],
    }),
    { prefix: '/rest' },
  );
  await app.register(
    apiScope({
      routes: [storageRoutes],
      // Listing photos are read by <img>, which sends no header: public buckets only (src/storage/read.ts).
      keyExempt: ['GET /storage/v1/object/public/:bucket/*', 'HEAD /storage/v1/object/public/:bucket/*'],
    }),
    { prefix: '/storage' },
  );
  await app.register(
    apiScope({
      routes: [contactRoutes, stripeWebhookRoutes],
      // Stripe sends no apikey: its events prove themselves by their signature (functions/stripe-webhook.ts).
      keyExempt: [STRIPE_WEBHOOK_ROUTE],
    }),
    { prefix: '/functions' },
  );
  await app.register(apiScope({ keyInQuery: true, routes: [realtimeRoutes] }), { prefix: '/realtime' });

  // 5. The web app.
  await app.register(staticSite);

  // 6. Work on a timer: mail to people who were away when a message came; lapsed payment holds and
  // refunds Stripe has not accepted yet.
  await app.register(awayMailSweep);
  await app.register(paymentSweep);

  return app;
}

/** Fastify takes a hop count at run time but its types do not: the same rule as a function. */
function trustProxyOption(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
