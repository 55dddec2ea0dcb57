import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHost, hostAccount, mealForm, ohelForm, transportForm } from './helpers/host-offers';
import { signedInAccount, type SignedInAccount } from './helpers/stays';
import { testClock, createTestApp } from './helpers/test-app';

// Who may use the forms of meals, transport services and Ohel listings (packages/shared/src/host.ts):
// any host, approved or pending, for their own listings; a guest is 403 not_a_host; nobody without a
// token; another host's listing does not exist (404), for reading as for saving.

const clock = testClock('2026-11-23T15:00:00Z');
let app: FastifyInstance;
let hostA: SignedInAccount;
let hostB: SignedInAccount;
let guest: SignedInAccount;
const ids = { meals: '', transport: '', ohel: '' };

const FORMS = {
  meals: mealForm({ title: 'The Shabbos table of host A' }),
  transport: transportForm({ title: 'Host A to the airport' }),
  ohel: ohelForm({ title: 'Host A to the Ohel' }),
};
const KINDS = ['meals', 'transport', 'ohel'] as const;

beforeAll(async () => {
  app = await createTestApp({ clock });
  hostA = await hostAccount(app, { name: 'host-a' });
  hostB = await hostAccount(app, { name: 'host-b', fullName: 'Chaya Levin' });
  guest = await signedInAccount(app, { name: 'guest' });
  for (const kind of KINDS) {
    const created = await callHost(app, 'POST', `/host/${kind}`, hostA, FORMS[kind]);
    expect(created.statusCode).toBe(201);
    ids[kind] = created.json<{ id: string }>().id;
  }
});
afterAll(() => app.close());

describe.each(KINDS)('/rest/v1/host/%s', (kind) => {
  it('is 401 without a token, for creating, reading and saving', async () => {
    for (const [method, path, body] of [
      ['POST', `/host/${kind}`, FORMS[kind]],
      ['GET', `/host/${kind}/${ids[kind]}`, undefined],
      ['PUT', `/host/${kind}/${ids[kind]}`, FORMS[kind]],
    ] as const) {
      const response = await callHost(app, method, path, null, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json().code).toBe('no_authorization');
    }
  });

  it('is 403 not_a_host for a guest, for creating, reading and saving', async () => {
    for (const [method, path, body] of [
      ['POST', `/host/${kind}`, FORMS[kind]],
      ['GET', `/host/${kind}/${ids[kind]}`, undefined],
      ['PUT', `/host/${kind}/${ids[kind]}`, FORMS[kind]],
    ] as const) {
      const response = await callHost(app, method, path, guest, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json()).toEqual({ code: 'not_a_host', message: 'Only hosts can do this' });
    }
  });

  it('answers a guest or a visitor before reading the body: 403 or 401, not a validation error', async () => {
    expect((await callHost(app, 'POST', `/host/${kind}`, guest, { title: '' })).statusCode).toBe(403);
    expect((await callHost(app, 'PUT', `/host/${kind}/${ids[kind]}`, guest, {})).statusCode).toBe(403);
    expect((await callHost(app, 'POST', `/host/${kind}`, null, { title: '' })).statusCode).toBe(401);
  });

  it("is 404 for host B reading or saving host A's listing, which stays as it was", async () => {
    const read = await callHost(app, 'GET', `/host/${kind}/${ids[kind]}`, hostB);
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('not_found');
    const form = { ...FORMS[kind], title: 'Taken over by host B' };
    const saved = await callHost(app, 'PUT', `/host/${kind}/${ids[kind]}`, hostB, form);
    expect(saved.statusCode).toBe(404);

    const own = await callHost(app, 'GET', `/host/${kind}/${ids[kind]}`, hostA);
    expect(own.statusCode).toBe(200);
    expect(own.json().title).toBe(FORMS[kind].title);
  });

  it('lets a host whose application is pending create and save drafts, missing the approval', async () => {
    const pending = await hostAccount(app, { name: 'pending-host', pending: true });
    const created = await callHost(app, 'POST', `/host/${kind}`, pending, FORMS[kind]);
    expect(created.statusCode).toBe(201);
    const draft = created.json<{ id: string; status: string; missing: string[] }>();
    expect(draft.status).toBe('draft');
    expect(draft.missing[0]).toBe('approval');

    const saved = await callHost(app, 'PUT', `/host/${kind}/${draft.id}`, pending, {
      ...FORMS[kind],
      title: 'Prepared while waiting',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Prepared while waiting', status: 'draft' });
  });

  it('is 404 for an id nobody has, and 400 for one that is not an id', async () => {
    const unknown = await callHost(app, 'GET', `/host/${kind}/0b7a4b8e-4f7c-4d6e-9a51-3c1f0f6d2a11`, hostA);
    expect(unknown.statusCode).toBe(404);
    const malformed = await callHost(app, 'GET', `/host/${kind}/not-an-id`, hostA);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the meal calendars', () => {
  it("is 404 for host B asking for host A's offer's calendar; 403 for a guest; 401 without a token", async () => {
    expect((await callHost(app, 'GET', `/host/meals/${ids.meals}/calendar`, hostB)).statusCode).toBe(404);
    expect((await callHost(app, 'GET', `/host/meals/${ids.meals}/calendar`, guest)).statusCode).toBe(403);
    expect((await callHost(app, 'GET', `/host/meals/${ids.meals}/calendar`, null)).statusCode).toBe(401);
    expect((await callHost(app, 'GET', '/host/meals/calendar', guest)).statusCode).toBe(403);
    expect((await callHost(app, 'GET', '/host/meals/calendar', null)).statusCode).toBe(401);
  });

  it("lists only the host's own services and stays to link an Ohel listing to; a guest is 403", async () => {
    const linksB = await callHost(app, 'GET', '/host/ohel/links', hostB);
    expect(linksB.statusCode).toBe(200);
    expect(linksB.json()).toEqual({ transportServices: [], stays: [] });
    const linksA = await callHost(app, 'GET', '/host/ohel/links', hostA);
    expect(linksA.json().transportServices.map((service: { id: string }) => service.id)).toEqual([
      ids.transport,
    ]);
    expect((await callHost(app, 'GET', '/host/ohel/links', guest)).statusCode).toBe(403);
  });
});
