import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './helpers/host';
import { expectSearchRefused, getList, restUrl } from './helpers/listings';
import { insertStay, searchUrl, uniqueIp, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * Product §9's search limit (50 list pages a minute, then 5 minutes blocked), counted per account for a
 * signed-in visitor and per address for an anonymous one (issue 20): one visitor behind a shared
 * address (a hotel, a yeshiva) must not block everyone else there.
 */

const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ clock });
  const host = await signedInAs(app, { role: 'host' });
  await insertStay(app, host.user, { title: 'Garden floor on Crown Street' });
});
afterAll(() => app.close());

/** A search of the stays (or of another list) from `ip`, as `account` or anonymously. */
async function search(ip: string, account?: SignedInAccount, url = searchUrl({})) {
  if (!account) return getList(app, url, ip);
  return app.inject({ method: 'GET', url, headers: await account.headers(), remoteAddress: ip });
}

async function searchTimes(times: number, ip: string, account?: SignedInAccount) {
  for (let i = 0; i < times; i += 1) {
    const response = await search(ip, account);
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('the search limit: per account when signed in, per address otherwise', () => {
  it('gives two signed-in accounts from one address 50 searches each', async () => {
    const ip = uniqueIp();
    const [rivka, dovid] = [
      await signedInAs(app, { role: 'guest' }),
      await signedInAs(app, { role: 'guest' }),
    ];
    await searchTimes(50, ip, rivka);
    await searchTimes(50, ip, dovid);
    expectSearchRefused(await search(ip, rivka));
    expectSearchRefused(await search(ip, dovid));
    // Their searches were not the address's: an anonymous visitor there still has all 50.
    await searchTimes(50, ip);
    expectSearchRefused(await search(ip));
  });

  it("refuses an anonymous client's 51st search while a signed-in visitor from the same address still searches", async () => {
    const ip = uniqueIp();
    const guest = await signedInAs(app, { role: 'guest' });
    await searchTimes(50, ip);
    expectSearchRefused(await search(ip));
    // Every list shares the one limit: the blocked address gets no meals either.
    expectSearchRefused(await search(ip, undefined, restUrl('meals')));

    expect((await search(ip, guest)).statusCode).toBe(200);
    expect((await search(ip, guest, restUrl('meals'))).statusCode).toBe(200);
  });

  it('blocks an account for 5 minutes, from any address, and only that account', async () => {
    const guest = await signedInAs(app, { role: 'guest' });
    await searchTimes(50, uniqueIp(), guest);
    expectSearchRefused(await search(uniqueIp(), guest));

    // The minute window has long passed, the block has not; the address it searched from is free.
    const ip = uniqueIp();
    clock.advance(4 * 60_000 + 59_000);
    const stillBlocked = await search(ip, guest);
    expect(stillBlocked.statusCode).toBe(429);
    expect(Number(stillBlocked.headers['retry-after'])).toBe(1);
    expect((await search(ip)).statusCode).toBe(200);

    clock.advance(1_000);
    expect((await search(ip, guest)).statusCode).toBe(200);
  });
});
