import type { HostPaymentMeans } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { expectError } from './helpers/admin';
import { rest, signedInAs } from './helpers/host';
import type { SignedInAccount } from './helpers/stays';
import { createTestApp } from './helpers/test-app';

/**
 * The means of payment a host accepts on arrival (docs/decisions/039-online-payment.md): cash until they
 * say otherwise; at least one of six, each once; hosts only, and a refusal changes nothing.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const meansOf = (account: SignedInAccount) => rest(app, 'GET', '/host/payment-means', account);
const setMeans = (account: SignedInAccount | null, body: unknown) =>
  rest(app, 'PUT', '/host/payment-means', account, body as object);
const storedOf = async (account: SignedInAccount) =>
  (await app.db.select({ means: users.paymentMeans }).from(users).where(eq(users.id, account.user.id)))[0]
    ?.means;

describe('GET and PUT /rest/v1/host/payment-means', () => {
  it('is cash for a new host, and what the host sets, in the settings’ order', async () => {
    const host = await signedInAs(app);
    const first = await meansOf(host);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<HostPaymentMeans>()).toEqual({ paymentMeans: ['cash'] });

    const set = await setMeans(host, { paymentMeans: ['card', 'zelle', 'cash'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<HostPaymentMeans>()).toEqual({ paymentMeans: ['cash', 'zelle', 'card'] });
    expect((await meansOf(host)).json<HostPaymentMeans>()).toEqual({
      paymentMeans: ['cash', 'zelle', 'card'],
    });
    expect(await storedOf(host)).toEqual(['cash', 'zelle', 'card']);

    // Every means, and back to one that is not cash.
    const all = ['cash', 'zelle', 'venmo', 'paypal', 'check', 'card'];
    expect((await setMeans(host, { paymentMeans: [...all].reverse() })).json()).toEqual({
      paymentMeans: all,
    });
    expect((await setMeans(host, { paymentMeans: ['venmo'] })).json()).toEqual({ paymentMeans: ['venmo'] });
    expect((await meansOf(host)).json()).toEqual({ paymentMeans: ['venmo'] });
  });

  it('is each host’s own', async () => {
    const one = await signedInAs(app);
    const other = await signedInAs(app);
    await setMeans(one, { paymentMeans: ['paypal'] });
    expect((await meansOf(other)).json()).toEqual({ paymentMeans: ['cash'] });
  });

  it('is open to a host whose application is pending, as every /host route', async () => {
    const pending = await signedInAs(app, { hostStatus: 'pending' });
    expect((await setMeans(pending, { paymentMeans: ['check'] })).statusCode).toBe(200);
    expect((await meansOf(pending)).json()).toEqual({ paymentMeans: ['check'] });
  });

  it('refuses a guest (403 not_a_host) and a visitor (401), reading or writing, and changes nothing', async () => {
    const guest = await signedInAs(app, { role: 'guest' });
    expectError(await meansOf(guest), 403, 'not_a_host');
    expectError(await setMeans(guest, { paymentMeans: ['zelle'] }), 403, 'not_a_host');
    expect(await storedOf(guest)).toEqual(['cash']);
    expectError(await rest(app, 'GET', '/host/payment-means', null), 401, 'no_authorization');
    expectError(await setMeans(null, { paymentMeans: ['zelle'] }), 401, 'no_authorization');
  });

  it('refuses bad input with 400 {code, message}, and nothing changes', async () => {
    const host = await signedInAs(app);
    await setMeans(host, { paymentMeans: ['zelle'] });
    const bodies: unknown[] = [
      {},
      { paymentMeans: [] },
      { paymentMeans: ['cash', 'cash'] },
      { paymentMeans: ['bitcoin'] },
      { paymentMeans: ['Cash'] },
      { paymentMeans: ['cash '] },
      { paymentMeans: 'cash' },
      { paymentMeans: null },
      { paymentMeans: [1] },
      { paymentMeans: [['cash']] },
      { paymentMeans: ['cash', 'zelle', 'venmo', 'paypal', 'check', 'card', 'cash'] },
      { paymentMeans: ["cash'); drop table users; --"] },
      { paymentMeans: ['<script>alert(1)</script>'] },
      { paymentMeans: ['cash\u0000'] },
      { paymentMeans: Array.from({ length: 10_000 }, () => 'cash') },
      [],
      ['cash'],
    ];
    for (const body of bodies) {
      const response = await setMeans(host, body);
      expectError(response, 400, 'validation_failed');
    }
    // Not JSON, and JSON that is not an object.
    for (const payload of ['{"paymentMeans": [', 'cash', '"cash"', 'null']) {
      const response = await app.inject({
        method: 'PUT',
        url: '/rest/v1/host/payment-means',
        headers: { ...(await host.headers()), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await storedOf(host)).toEqual(['zelle']);
  });

  it('keeps the table’s rule: at least one known means, whatever writes it', async () => {
    const host = await signedInAs(app);
    for (const means of [sql`array[]::text[]`, sql`array['bitcoin']::text[]`]) {
      await expect(
        app.db.execute(sql`update users set payment_means = ${means} where id = ${host.user.id}`),
      ).rejects.toThrow();
    }
    expect(await storedOf(host)).toEqual(['cash']);
  });

  it('needs the API key', async () => {
    const host = await signedInAs(app);
    const { apikey: _, ...bearerOnly } = await host.headers();
    const response = await app.inject({
      method: 'GET',
      url: '/rest/v1/host/payment-means',
      headers: bearerOnly,
    });
    expectError(response, 401, 'no_api_key');
  });
});
