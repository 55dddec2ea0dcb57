import { describe, expect, it } from 'vitest';
import { HOSTILE_AREAS, hostileSuite, hostileWorld, partOf } from './helpers/hostile-world';

/**
 * Issue 8, hostile input: random and malicious requests to every endpoint answer a success or a 4xx with
 * {code, message}, never a 5xx, and a refusal changes nothing (helpers/hostile-world.ts). The endpoints
 * are split over four files so they run in parallel; this one also checks the route table they share.
 */
const world = await hostileWorld();

describe('the endpoints under test', () => {
  const names = world.endpoints.map((endpoint) => endpoint.name);

  it('come from the route table: every area, with the endpoints known to be there', () => {
    expect(names.length).toBeGreaterThan(100);
    for (const area of HOSTILE_AREAS) expect(names.some((name) => name.includes(` ${area}`))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /auth/v1/token',
        'PUT /auth/v1/user',
        'GET /rest/v1/stays',
        'POST /rest/v1/bookings',
        'PUT /rest/v1/host/stays/:id/pricing',
        'POST /rest/v1/admin/users/:id/disable',
        'POST /storage/v1/object/listing-images/:kind/:listingId',
        'DELETE /storage/v1/object/listing-images/*',
        'POST /functions/v1/contact',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('are each in one of the four parts', () => {
    const parts = new Set(world.endpoints.map(partOf));
    expect(parts.size).toBe(4);
  });
});

hostileSuite(world, 'auth, storage and functions');
