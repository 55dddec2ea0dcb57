import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { requireAdmin, requireHost, requireHostAccount } from '../src/auth/request-user';
import { signedInAs } from './helpers/host';
import { apiKey, createTestDatabase, testConfig } from './helpers/test-app';

/**
 * Issue 20: who may call a route is answered before anything about the request is: a signed-out caller
 * gets 401 whatever is wrong with the params, query or body (never 400, 404 or 422 that would tell them
 * how the route reads its input), and a guest on a route for hosts or admins gets 403. The routes come
 * from the app's own route table, so a route added later is checked without editing this file: a route
 * needs a user when it says it may answer 401, or carries one of the guards of src/auth/request-user.ts.
 */

type Access = 'user' | 'host' | 'admin';

interface GuardedRoute {
  method: string;
  url: string;
  name: string;
  access: Access;
}

/** The API areas (every one behind the API key); the static site and /health need no user. */
const API_AREAS = ['/auth/', '/rest/', '/storage/', '/functions/', '/realtime/'];

function accessOf(route: RouteOptions): Access | null {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  if (hooks.includes(requireAdmin)) return 'admin';
  if (hooks.includes(requireHostAccount) || hooks.includes(requireHost)) return 'host';
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  return '401' in responses ? 'user' : null;
}

function guardedRoutesOf(routes: RouteOptions[]): GuardedRoute[] {
  return routes.flatMap((route) => {
    const access = accessOf(route);
    if (!access || !API_AREAS.some((area) => route.url.startsWith(area))) return [];
    return [route.method]
      .flat()
      .map((method) => ({ method, url: route.url, name: `${method} ${route.url}`, access }));
  });
}

interface MalformedRequest {
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

/** Three ways to get a request wrong: its path parameters, its query string, its body (not even JSON). */
const MALFORMED = {
  params: (url: string): MalformedRequest => ({
    url: url.replace(/:\w+/g, 'not-valid').replace('*', 'not/valid'),
  }),
  query: (url: string): MalformedRequest => ({
    url: `${validPath(url)}?page=-1&limit=many&kind=%7B&scope=%00`,
  }),
  body: (url: string, method: string): MalformedRequest => ({
    url: validPath(url),
    ...(method === 'GET' || method === 'HEAD'
      ? {}
      : { payload: '{"title": "not JSON', headers: { 'content-type': 'application/json' } }),
  }),
};
type Malformed = keyof typeof MALFORMED;

/** The URL with parameters that pass their schemas (a kind and a uuid), so only one thing is wrong. */
function validPath(url: string): string {
  return url
    .replace(':kind', 'stays')
    .replace(/:\w+/g, '0e4c7a52-6a4b-4c57-9d4e-2f0e1a3b5c6d')
    .replace('*', 'stays/0e4c7a52-6a4b-4c57-9d4e-2f0e1a3b5c6d/1b2c3d4e-5f60-4718-a9b0-c1d2e3f40516');
}

let app: FastifyInstance;
let guarded: GuardedRoute[];

beforeAll(async () => {
  const { connection, dispose } = await createTestDatabase();
  const routes: RouteOptions[] = [];
  app = await buildApp(await testConfig(), { database: connection, onRoute: (route) => routes.push(route) });
  app.addHook('onClose', dispose);
  await app.ready();
  guarded = guardedRoutesOf(routes);
});
afterAll(() => app.close());

async function send(
  route: GuardedRoute,
  malformed: Malformed,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const request = MALFORMED[malformed](route.url, route.method);
  return app.inject({
    method: route.method as InjectOptions['method'],
    url: request.url,
    headers: { ...headers, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

function expectRefusal(route: GuardedRoute, response: LightMyRequestResponse, status: number) {
  const what = `${route.name} answered ${response.statusCode} ${response.body}`;
  expect(response.statusCode, what).toBe(status);
  if (route.method !== 'HEAD') {
    expect(response.json(), what).toEqual({ code: expect.any(String), message: expect.any(String) });
  }
}

it('finds the routes that need a user, a host or an admin in the route table', () => {
  const names = (access: Access) =>
    guarded.filter((route) => route.access === access).map((route) => route.name);
  expect(names('user')).toEqual(
    expect.arrayContaining([
      'PUT /auth/v1/user',
      'POST /auth/v1/logout',
      'POST /rest/v1/bookings',
      'POST /rest/v1/bookings/:id/cancel',
      'POST /rest/v1/stays/:id/reviews',
      'POST /rest/v1/account/delete',
      'POST /storage/v1/object/list/listing-images',
    ]),
  );
  expect(names('host')).toEqual(
    expect.arrayContaining([
      'POST /storage/v1/object/listing-images/:kind/:listingId',
      'DELETE /storage/v1/object/listing-images/*',
      'PUT /rest/v1/host/stays/:id/basics',
      'POST /rest/v1/host/:kind/:id/publish',
      'PUT /rest/v1/host/:kind/:id/images',
    ]),
  );
  expect(names('admin')).toEqual(expect.arrayContaining(['POST /rest/v1/admin/users/:id/disable']));
  expect(guarded.length).toBeGreaterThan(80);
});

describe.each(['params', 'query', 'body'] as const)('a request with malformed %s', (malformed) => {
  it('signed out: 401 on every route that needs a user, before the input is looked at', async () => {
    const headers = { apikey: await apiKey() };
    for (const route of guarded) expectRefusal(route, await send(route, malformed, headers), 401);
  });

  it('signed in as a guest: 403 on every route for hosts or admins, before the input is looked at', async () => {
    const guest = await signedInAs(app, { role: 'guest' });
    for (const route of guarded.filter((candidate) => candidate.access !== 'user')) {
      expectRefusal(route, await send(route, malformed, await guest.headers()), 403);
    }
  });
});

it('still checks the API key first: without one, a guarded route answers 401 no_api_key', async () => {
  for (const route of guarded) {
    const response = await send(route, 'body', {});
    expectRefusal(route, response, 401);
    if (route.method !== 'HEAD') expect(response.json().code, route.name).toBe('no_api_key');
  }
});
