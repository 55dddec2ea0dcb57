import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { apiKey, createTestApp, createTestDatabase, testConfig } from './helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /rest/v1/openapi.json', () => {
  it('describes every API route from its schemas', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/rest/v1/openapi.json',
      headers: { apikey: await apiKey() },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/app-config.json',
      '/auth/v1/logout',
      '/auth/v1/recover',
      '/auth/v1/signup',
      '/auth/v1/token',
      '/auth/v1/user',
      '/auth/v1/verify',
      '/functions/v1/contact',
      '/functions/v1/stripe/webhook',
      '/health',
      '/rest/v1/account/delete',
      '/rest/v1/account/host-application',
      '/rest/v1/admin/audit',
      '/rest/v1/admin/bookings',
      '/rest/v1/admin/bookings/{id}',
      '/rest/v1/admin/bookings/{id}/cancel',
      '/rest/v1/admin/bookings/{id}/refund/retry',
      '/rest/v1/admin/hosts',
      '/rest/v1/admin/hosts/{id}/status',
      '/rest/v1/admin/listings',
      '/rest/v1/admin/listings/{kind}/{id}/restore',
      '/rest/v1/admin/listings/{kind}/{id}/suspend',
      '/rest/v1/admin/messages',
      '/rest/v1/admin/messages/{id}/read',
      '/rest/v1/admin/outbox',
      '/rest/v1/admin/overview',
      '/rest/v1/admin/reports',
      '/rest/v1/admin/reports/{messageId}/hide',
      '/rest/v1/admin/reports/{messageId}/restore',
      '/rest/v1/admin/reviews',
      '/rest/v1/admin/reviews/{id}/hide',
      '/rest/v1/admin/reviews/{id}/restore',
      '/rest/v1/admin/users',
      '/rest/v1/admin/users/{id}',
      '/rest/v1/admin/users/{id}/admin',
      '/rest/v1/admin/users/{id}/disable',
      '/rest/v1/admin/users/{id}/enable',
      '/rest/v1/bookings',
      '/rest/v1/bookings/{id}',
      '/rest/v1/bookings/{id}/calendar',
      '/rest/v1/bookings/{id}/cancel',
      '/rest/v1/bookings/{id}/conversation',
      '/rest/v1/conversations',
      '/rest/v1/conversations/unread',
      '/rest/v1/conversations/{id}',
      '/rest/v1/conversations/{id}/messages',
      '/rest/v1/conversations/{id}/read',
      '/rest/v1/host/bookings',
      '/rest/v1/host/bookings/{id}/cancel',
      '/rest/v1/host/geocode',
      '/rest/v1/host/listings',
      '/rest/v1/host/meals',
      '/rest/v1/host/meals/calendar',
      '/rest/v1/host/meals/{id}',
      '/rest/v1/host/meals/{id}/calendar',
      '/rest/v1/host/ohel',
      '/rest/v1/host/ohel/links',
      '/rest/v1/host/ohel/{id}',
      '/rest/v1/host/payment-means',
      '/rest/v1/host/reviews',
      '/rest/v1/host/reviews/{reviewId}/reply',
      '/rest/v1/host/stays',
      '/rest/v1/host/stays/{id}',
      '/rest/v1/host/stays/{id}/amenities',
      '/rest/v1/host/stays/{id}/availability',
      '/rest/v1/host/stays/{id}/basics',
      '/rest/v1/host/stays/{id}/blocks',
      '/rest/v1/host/stays/{id}/blocks/{blockId}',
      '/rest/v1/host/stays/{id}/calendar',
      '/rest/v1/host/stays/{id}/jewish',
      '/rest/v1/host/stays/{id}/location',
      '/rest/v1/host/stays/{id}/photos',
      '/rest/v1/host/stays/{id}/pricing',
      '/rest/v1/host/stays/{id}/rooms',
      '/rest/v1/host/stays/{id}/rules',
      '/rest/v1/host/transport',
      '/rest/v1/host/transport/{id}',
      '/rest/v1/host/{kind}/{id}',
      '/rest/v1/host/{kind}/{id}/images',
      '/rest/v1/host/{kind}/{id}/images/{imageId}',
      '/rest/v1/host/{kind}/{id}/publish',
      '/rest/v1/host/{kind}/{id}/unpublish',
      '/rest/v1/meals',
      '/rest/v1/meals/dates',
      '/rest/v1/meals/{id}',
      '/rest/v1/meals/{id}/quote',
      '/rest/v1/meals/{id}/reviews',
      '/rest/v1/meals/{id}/reviews/mine',
      '/rest/v1/meals/{id}/sittings',
      '/rest/v1/messages/{id}/report',
      '/rest/v1/ohel-guide',
      '/rest/v1/ohel-listings',
      '/rest/v1/ohel-listings/{id}',
      '/rest/v1/ohel-listings/{id}/reviews',
      '/rest/v1/ohel-listings/{id}/reviews/mine',
      '/rest/v1/saved',
      '/rest/v1/saved/{kind}/{id}',
      '/rest/v1/shabbos-times',
      '/rest/v1/shared-visits/{token}',
      '/rest/v1/shared-visits/{token}/calendar',
      '/rest/v1/stays',
      '/rest/v1/stays/{id}',
      '/rest/v1/stays/{id}/availability',
      '/rest/v1/stays/{id}/quote',
      '/rest/v1/stays/{id}/reviews',
      '/rest/v1/stays/{id}/reviews/mine',
      '/rest/v1/transport',
      '/rest/v1/transport/{id}',
      '/rest/v1/transport/{id}/quote',
      '/rest/v1/transport/{id}/reviews',
      '/rest/v1/transport/{id}/reviews/mine',
      '/rest/v1/visits',
      '/rest/v1/visits/{id}',
      '/rest/v1/visits/{id}/calendar',
      '/rest/v1/visits/{id}/share',
      '/storage/v1/object/list/listing-images',
      '/storage/v1/object/listing-images/{*}',
      '/storage/v1/object/listing-images/{kind}/{listingId}',
      '/storage/v1/object/public/{bucket}/{*}',
    ]);
    const contact = document.paths['/functions/v1/contact'].post;
    expect(contact.requestBody.content['application/json'].schema.properties).toHaveProperty('message');
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    const shabbos = document.paths['/rest/v1/shabbos-times'].get;
    expect(shabbos.parameters).toContainEqual(expect.objectContaining({ name: 'date', in: 'query' }));
    const search = document.paths['/rest/v1/stays'].get;
    expect(search.tags).toEqual(['stays']);
    expect(search.parameters).toContainEqual(expect.objectContaining({ name: 'checkIn', in: 'query' }));
    expect(Object.keys(document.paths['/rest/v1/bookings'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '409']),
    );
    const review = document.paths['/rest/v1/stays/{id}/reviews'];
    expect(Object.keys(review)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(review.post.requestBody.content['application/json'].schema.properties).toHaveProperty('rating');
    expect(Object.keys(review.post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '429']),
    );
    expect(Object.keys(document.paths['/rest/v1/meals/{id}/reviews/mine'])).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
    const conversation = document.paths['/rest/v1/conversations/{id}/messages'].post;
    expect(conversation.tags).toEqual(['conversations']);
    expect(conversation.requestBody.content['application/json'].schema.properties).toHaveProperty('body');
    expect(Object.keys(conversation.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '429']),
    );
    expect(document.components.securitySchemes.apikey).toMatchObject({ in: 'header', name: 'apikey' });
  });

  it('needs the API key like the rest of /rest', async () => {
    const response = await app.inject({ method: 'GET', url: '/rest/v1/openapi.json' });
    expect(response.statusCode).toBe(401);
  });
});

describe('error handler and logs', () => {
  const lines: string[] = [];
  let logged: FastifyInstance;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const config = await testConfig({ logLevel: 'info' });
    const database = await createTestDatabase();
    dispose = database.dispose;
    logged = await buildApp(config, {
      database: database.connection,
      logStream: { write: (line) => void lines.push(line) },
    });
    logged.get('/boom', async () => {
      throw new Error('password=hunter2 in a stack trace');
    });
    logged.get('/echo-headers', async (request) => {
      request.log.info({ headers: request.headers }, 'headers seen');
      request.log.info({ request: { headers: request.headers } }, 'request with headers');
      return {};
    });
  });
  afterAll(async () => {
    await logged.close();
    await dispose();
  });

  it('answers unknown non-page paths with {code: not_found, message}', async () => {
    const response = await app.inject({ method: 'GET', url: '/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('hides the details of unexpected errors and logs them instead', async () => {
    const response = await logged.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(lines.join('\n')).toContain('hunter2');
  });

  it('logs JSON lines that never contain API keys or tokens', async () => {
    const key = await apiKey();
    await logged.inject({ method: 'GET', url: `/realtime/v1/websocket?apikey=${key}&vsn=1.0.0` });
    await logged.inject({
      method: 'GET',
      url: '/echo-headers',
      headers: { apikey: key, authorization: 'Bearer secret-access-token' },
    });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.some((entry) => entry.msg === 'incoming request')).toBe(true);
    const text = lines.join('\n');
    expect(text).toContain('/realtime/v1/websocket?apikey=[redacted]&vsn=1.0.0');
    expect(text).toContain('"apikey":"[redacted]"');
    expect(text).not.toContain(key);
    expect(text).not.toContain('secret-access-token');
  });
});
