import { appendFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../../src/app';
import { storageFolder } from '../fixtures/storage';
import { requestOf, type Endpoint, type HostileRequest } from './hostile';
import { buildBody } from './hostile-bodies';
import { fingerprinter, makeCallers, makeContext } from './hostile-fixtures';
import { createTestDatabase, testClock, testConfig } from './test-app';

/** The API areas the hostile suite covers: every route under them, as the app registers it. */
export const HOSTILE_AREAS = ['/rest/', '/auth/', '/storage/', '/functions/'] as const;

/** The slice of the API each hostile test file takes: every endpoint falls in exactly one. */
export type HostilePart =
  'auth, storage and functions' | 'listings and bookings' | 'host area' | 'admin and account';

export function partOf(endpoint: Endpoint): HostilePart {
  if (endpoint.url.startsWith('/rest/v1/host/')) return 'host area';
  if (endpoint.url.startsWith('/rest/v1/admin/') || endpoint.url.startsWith('/rest/v1/account/')) {
    return 'admin and account';
  }
  if (endpoint.url.startsWith('/rest/')) return 'listings and bookings';
  return 'auth, storage and functions';
}

export interface HostileWorld {
  app: FastifyInstance;
  /** Every method and URL under HOSTILE_AREAS, from the app's own route table (HEAD included). */
  endpoints: Endpoint[];
  /** Sends `numRuns` generated requests to the endpoint and checks each answer (see `checkAnswer`). */
  check(endpoint: Endpoint, numRuns: number): Promise<void>;
  /** What each endpoint answered (`status code`, e.g. `404 not_found`, and how often), by endpoint name. */
  answers: Map<string, Map<string, number>>;
  close(): Promise<void>;
}

/** The app's today: a fixed clock, so bookings, tokens and rate-limit windows do not move during a run. */
const TODAY = '2026-03-01T15:00:00Z';

/**
 * An app (trusting X-Forwarded-*, as behind a proxy, so those headers reach the code) on a fresh database,
 * with fixtures each generated request can aim at: a host's listings of every kind with a photo, a block
 * and a booking, a review, a contact message, and accounts for the admin to act on.
 */
export async function hostileWorld(): Promise<HostileWorld> {
  const folder = await storageFolder();
  const config = await testConfig({ trustProxy: true, storageDir: folder.dir });
  const { connection, dispose } = await createTestDatabase();
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, {
    database: connection,
    clock: testClock(TODAY),
    onRoute: (r) => routes.push(r),
  });
  app.addHook('onClose', async () => {
    await dispose();
    await folder.remove();
  });
  await app.ready();

  const endpoints = endpointsOf(routes);
  const callers = await makeCallers(app);
  const context = await makeContext(app, callers);
  const fingerprint = await fingerprinter(app, connection.schema);
  const answers = new Map<string, Map<string, number>>();
  const seed = runSeed();

  let baseline: Record<string, string> | null = null;
  const check = async (endpoint: Endpoint, numRuns: number) => {
    const counts = answers.get(endpoint.name) ?? new Map<string, number>();
    answers.set(endpoint.name, counts);
    await fc.assert(
      fc.asyncProperty(requestOf(endpoint, context), async (request) => {
        // A caller's new session is written before the request: the baseline is taken after it.
        if (callers.needsSession(request.caller)) baseline = null;
        const credentials = await callers.headers(request.caller);
        baseline ??= await fingerprint();
        const options = injectOptions(endpoint, request, credentials, context.image);
        const response = await app.inject(options);
        const answer = `${response.statusCode} ${codeOf(response)}`.trim();
        counts.set(answer, (counts.get(answer) ?? 0) + 1);
        const what = `${describeCall(options, request, response)}\n(replay the file with HOSTILE_SEED=${seed})`;
        if (response.statusCode < 400) {
          // A success may change anything (the caller's own session too: sign-out, a new password).
          baseline = null;
          if (endpoint.method !== 'GET' && endpoint.method !== 'HEAD') callers.renew(request.caller);
          return;
        }
        // Taken before asserting, so shrinking after a failure goes on from the database as it now is.
        const [before, after] = [baseline, await fingerprint()];
        baseline = after;
        checkAnswer(endpoint, response, what);
        expect(after, `a refusal changed the database: ${what}`).toEqual(before);
      }),
      // Each endpoint its own stream of the run's seed, so the first requests differ between endpoints.
      { numRuns, seed: (seed + hashOf(endpoint.name)) | 0 },
    );
  };
  const close = async () => {
    // HOSTILE_REPORT=file appends what each endpoint answered, to see how deep the requests went.
    if (process.env.HOSTILE_REPORT) {
      const lines = [...answers].map(
        ([name, counts]) =>
          `${name}: ${[...counts]
            .sort((a, b) => b[1] - a[1])
            .map(([a, n]) => `${a}×${n}`)
            .join('  ')}`,
      );
      await appendFile(process.env.HOSTILE_REPORT, `${lines.join('\n')}\n`);
    }
    await app.close();
  };
  return { app, endpoints, check, answers, close };
}

/**
 * One seed for the whole run, the same all day: a rerun replays a failure (fast-check prints the seed
 * and path of a counterexample), and each day explores new requests. HOSTILE_SEED=<seed> replays any run.
 */
function runSeed(): number {
  if (process.env.HOSTILE_SEED) return Number(process.env.HOSTILE_SEED);
  return Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));
}

/** A small, stable hash of a name (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function endpointsOf(routes: RouteOptions[]): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const route of routes) {
    if (!HOSTILE_AREAS.some((area) => route.url.startsWith(area))) continue;
    const schema = (route.schema ?? {}) as Endpoint['schema'] & { consumes?: string[] };
    for (const method of [route.method].flat()) {
      endpoints.push({
        method,
        url: route.url,
        name: `${method} ${route.url}`,
        schema: {
          params: schema.params as z.ZodType,
          querystring: schema.querystring as z.ZodType,
          body: schema.body as z.ZodType,
        },
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
      });
    }
  }
  return endpoints;
}

/** The property: never a 5xx; a refusal says what went wrong as `{code, message}` (a HEAD has no body). */
function checkAnswer(endpoint: Endpoint, response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, what).toBeLessThan(500);
  if (response.statusCode < 400 || endpoint.method === 'HEAD') return;
  const body = JSON.parse(decoded(response)) as { code?: unknown; message?: unknown };
  expect(body.code, what).toEqual(expect.any(String));
  expect(body.message, what).toEqual(expect.any(String));
  expect((body.code as string).length, what).toBeGreaterThan(0);
  expect((body.message as string).length, what).toBeGreaterThan(0);
}

function codeOf(response: LightMyRequestResponse): string {
  if (response.statusCode < 400 || !response.rawPayload.length) return '';
  try {
    return String((JSON.parse(decoded(response)) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}

function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    case 'deflate':
      return inflateSync(raw).toString();
    default:
      return raw.toString();
  }
}

function injectOptions(
  endpoint: Endpoint,
  request: HostileRequest,
  credentials: Record<string, string>,
  image: Buffer,
): InjectOptions {
  const body = buildBody(request.body, image);
  const headers: Record<string, string> = { ...credentials, ...request.headers };
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  return {
    method: endpoint.method as InjectOptions['method'],
    url: request.query ? `${request.path}?${request.query}` : request.path,
    headers,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}

/** One line saying what was sent and what came back, for a failure's message. */
function describeCall(options: InjectOptions, request: HostileRequest, response: LightMyRequestResponse) {
  const cut = (text: string, max = 300) =>
    text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;
  const payload = options.payload === undefined ? '' : cut(String(options.payload));
  return [
    `${String(options.method)} ${cut(String(options.url))} as ${request.caller}`,
    `headers ${cut(JSON.stringify(request.headers))}`,
    `body ${request.body.kind} ${payload}`,
    `→ ${response.statusCode} ${cut(response.body)}`,
  ].join('\n');
}

// ---- The suite -------------------------------------------------------------------------------------

/**
 * Requests per endpoint: a HEAD runs its GET's handler, and writes have the most to get wrong.
 * HOSTILE_RUNS multiplies them (e.g. 10 for a long hunt).
 */
export function runsFor(endpoint: Endpoint): number {
  const scale = Number(process.env.HOSTILE_RUNS ?? 1);
  const base = endpoint.method === 'HEAD' ? 8 : endpoint.method === 'GET' ? 25 : 40;
  return Math.max(1, Math.round(base * scale));
}

/**
 * Refusals that come before a handler's own work: the API key, the token, the role, the rate limits, the
 * Host, the body's parsing and the schemas. An answer with any other code (a 404 for an id, a 409, a
 * domain refusal) or a success means the request reached the handler.
 */
const GUARD_CODES = new Set([
  'no_api_key',
  'invalid_api_key',
  'no_authorization',
  'bad_jwt',
  'session_not_found',
  'user_banned',
  'not_a_host',
  'host_not_approved',
  'not_admin',
  'over_request_rate_limit',
  'invalid_host',
  'bad_json',
  'bad_request',
  'unsupported_media_type',
  'payload_too_large',
  'validation_failed',
]);

function reachedHandler(answer: string): boolean {
  const [status = '', code = ''] = answer.split(' ');
  if (Number(status) < 400) return true;
  return code !== '' && !GUARD_CODES.has(code) && !code.startsWith('FST_');
}

/**
 * One test per endpoint of the part, then a check that the generated requests got past the guards on
 * nearly every endpoint (else the property would hold for want of reaching the handlers).
 */
export function hostileSuite(world: HostileWorld, part: HostilePart) {
  const endpoints = world.endpoints.filter((endpoint) => partOf(endpoint) === part);
  afterAll(() => world.close());

  describe(`hostile input: ${part}`, () => {
    it('has endpoints to send to', () => {
      expect(endpoints.length).toBeGreaterThan(5);
    });

    for (const endpoint of endpoints) {
      it(endpoint.name, () => world.check(endpoint, runsFor(endpoint)));
    }

    // A HEAD runs its GET's handler, checked here too, and its refusals have no body to tell them apart.
    it('gets past the guards to the handler of nearly every endpoint', () => {
      const checked = endpoints.filter((endpoint) => endpoint.method !== 'HEAD');
      const guarded = checked
        .filter((endpoint) => ![...(world.answers.get(endpoint.name)?.keys() ?? [])].some(reachedHandler))
        .map((endpoint) => endpoint.name);
      expect(guarded.length, `only guards answered: ${guarded.join(', ')}`).toBeLessThanOrEqual(
        checked.length * 0.15,
      );
    });
  });
}
