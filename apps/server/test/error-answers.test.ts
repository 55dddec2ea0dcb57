import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { signedInAs } from './helpers/host';
import { insertStay, signedInAccount, type SignedInAccount } from './helpers/stays';
import { apiKey, createTestApp } from './helpers/test-app';

/**
 * An error answer repeats little of the request (issue 20): a 300,000-level nested body echoed its whole
 * path, 600 kB, in the 400. Paths and messages are bounded (lib/validation-error.ts), and the answer still
 * says what is wrong.
 */
const SMALL = 2048;
const DEPTH = 300_000;

let app: FastifyInstance;
let guest: SignedInAccount;
beforeAll(async () => {
  app = await createTestApp();
  guest = await signedInAccount(app);
});
afterAll(() => app.close());

async function send(url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { apikey: await apiKey(), 'content-type': 'application/json', ...headers },
  });
}

/** A small 400 validation_failed naming at least one field. */
function expectSmallValidationError(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(400);
  expect(response.body.length).toBeLessThan(SMALL);
  const body = JSON.parse(response.body) as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
  expect(body.code).toBe('validation_failed');
  expect(body.message).toBe('Some fields are not valid.');
  expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
  return body;
}

describe('a deeply nested body', () => {
  // Arrays: 300,000 levels fit in the 1 MB body limit (objects would not), with a NUL character at the
  // bottom, which the database cannot store and is refused wherever it is (plugins/api-scope.ts).
  const nested = `${'['.repeat(DEPTH)}"\\u0000"${']'.repeat(DEPTH)}`;

  it('gets a small 400 naming where the problem starts, on a public route', async () => {
    const body = expectSmallValidationError(await send('/functions/v1/contact', nested));
    const [path] = Object.keys(body.fields!);
    expect(path).toMatch(/^0\.0\.0\.0/);
    expect(path!.length).toBeLessThanOrEqual(65);
    expect(body.fields![path!]).toBe('validation.invalid');
  });

  it('gets a small 400 on a booking, and nothing is booked', async () => {
    const host = await signedInAs(app);
    const stay = await insertStay(app, host.user);
    const booking = `{"kind":"stay","stayId":"${stay.id}","specialRequests":${nested}}`;
    const response = await send('/rest/v1/bookings', booking, await guest.headers());
    expectSmallValidationError(response);
    expect(await app.db.select().from(bookings)).toEqual([]);
  });
});

describe('a body with a huge key', () => {
  it('gets a small 400 when the key itself is refused', async () => {
    const key = `${'k'.repeat(200_000)}\u0000`;
    const body = expectSmallValidationError(
      await send('/functions/v1/contact', JSON.stringify({ name: 'Sarah', [key]: 'x' })),
    );
    expect(Object.keys(body.fields!)[0]).toMatch(/^k{64}…$/);
  });

  it('gets a small 400 when many huge keys are refused, naming at most 16 of them', async () => {
    const photos = await signedInAs(app);
    const stay = await insertStay(app, photos.user);
    const alts = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [`${index}-${'x'.repeat(20_000)}`, 'The front room']),
    );
    const response = await app.inject({
      method: 'PUT',
      url: `/rest/v1/host/stays/${stay.id}/images`,
      headers: await photos.headers(),
      payload: { order: [], alts },
    });
    const body = expectSmallValidationError(response);
    expect(Object.keys(body.fields!).length).toBeLessThanOrEqual(16);
  });
});

describe("the server's own client errors", () => {
  it('do not repeat a huge malformed address', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/rest/v1/stays/${'a'.repeat(50_000)}%zz`,
      headers: { apikey: await apiKey() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(SMALL);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/^'/) });
  });

  it('do not repeat a huge path parameter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/rest/v1/stays/${'a'.repeat(50_000)}`,
      headers: { apikey: await apiKey() },
    });
    expect(response.statusCode).toBe(414);
    expect(response.body.length).toBeLessThan(SMALL);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });
});
