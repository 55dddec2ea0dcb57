import type { SavedListing } from '@orchim/shared/visits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedListings, stays, visits } from '../src/db/schema';
import { rest, signedInAs } from './helpers/host';
import { insertMeal } from './helpers/meals';
import { insertStay, type SignedInAccount } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

/**
 * Saved listings (issue 26) through /rest/v1/saved: a guest's own list, newest first, in their language,
 * of published listings only; saved to one of their visits or to none; removed; at most 200.
 */

const clock = testClock('2026-12-01T15:00:00Z');
let app: FastifyInstance;
let host: SignedInAccount;

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = await signedInAs(app, { role: 'host', fullName: 'Chana Levin' });
});
afterAll(() => app.close());

const guestNamed = (fullName: string) => signedInAs(app, { role: 'guest', fullName });
const list = async (account: SignedInAccount, lang = 'en') =>
  (await rest(app, 'GET', `/saved?lang=${lang}`, account)).json<{ items: SavedListing[] }>().items;

describe('saved listings', () => {
  it('need an account', async () => {
    const stay = await insertStay(app, host.user);
    expect((await rest(app, 'GET', '/saved', null)).statusCode).toBe(401);
    expect((await rest(app, 'PUT', `/saved/stays/${stay.id}`, null)).statusCode).toBe(401);
  });

  it('are listed newest first, in the reader’s language, with their cover, and removed', async () => {
    const guest = await guestNamed('Miriam Gold');
    const stay = await insertStay(app, host.user, {
      title: 'Sunny room on Montgomery Street',
      translations: { fr: { title: 'Chambre ensoleillée rue Montgomery' } },
    });
    const meal = await insertMeal(app, host.user, { title: 'Shabbos lunch with the Levins' });
    const ride = await insertTransportService(app, host.user, { title: 'Van from Newark' });
    for (const [kind, id] of [
      ['stays', stay.id],
      ['meals', meal.id],
      ['transport', ride.id],
    ] as const) {
      clock.advance(60_000);
      expect((await rest(app, 'PUT', `/saved/${kind}/${id}`, guest)).statusCode).toBe(204);
    }
    const items = await list(guest, 'fr');
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['transport', 'Van from Newark'],
      ['meals', 'Shabbos lunch with the Levins'],
      ['stays', 'Chambre ensoleillée rue Montgomery'],
    ]);
    expect(items[2]).toMatchObject({
      id: stay.id,
      visitId: null,
      cover: expect.objectContaining({ width: 1200 }),
    });
    expect(await list(await guestNamed('Someone Else'))).toEqual([]);

    expect((await rest(app, 'DELETE', `/saved/meals/${meal.id}`, guest)).statusCode).toBe(204);
    expect((await rest(app, 'DELETE', `/saved/meals/${meal.id}`, guest)).statusCode).toBe(404);
    expect((await list(guest)).map((item) => item.kind)).toEqual(['transport', 'stays']);
  });

  it('go into one of the guest’s visits, and out of it when the visit is deleted', async () => {
    const guest = await guestNamed('Yossi Gold');
    const other = await guestNamed('Other Planner');
    const stay = await insertStay(app, host.user);
    const visit = (
      await rest(app, 'POST', '/visits', guest, {
        arrival: { date: '2026-12-17', time: '10:00' },
        departure: { date: '2026-12-21', time: '10:00' },
      })
    ).json<{ id: string }>();
    const othersVisit = (
      await rest(app, 'POST', '/visits', other, {
        arrival: { date: '2026-12-17', time: '10:00' },
        departure: { date: '2026-12-21', time: '10:00' },
      })
    ).json<{ id: string }>();

    expect((await rest(app, 'PUT', `/saved/stays/${stay.id}`, guest)).statusCode).toBe(204);
    const savedAt = (await list(guest))[0]!.savedAt;
    clock.advance(60_000);
    expect((await rest(app, 'PUT', `/saved/stays/${stay.id}`, guest, { visitId: visit.id })).statusCode).toBe(
      204,
    );
    expect(await list(guest)).toEqual([expect.objectContaining({ visitId: visit.id, savedAt })]);

    // Someone else's visit is not there for this guest.
    const refused = await rest(app, 'PUT', `/saved/stays/${stay.id}`, guest, { visitId: othersVisit.id });
    expect(refused.statusCode).toBe(404);
    expect(await list(guest)).toEqual([expect.objectContaining({ visitId: visit.id })]);

    expect((await rest(app, 'DELETE', `/visits/${visit.id}`, guest)).statusCode).toBe(204);
    expect(await list(guest)).toEqual([expect.objectContaining({ id: stay.id, visitId: null })]);
  });

  it('are only of published listings: a draft or an unknown one is not found, and one taken down drops out', async () => {
    const guest = await guestNamed('Rochel Gold');
    const draft = await insertStay(app, host.user, { status: 'draft' });
    const live = await insertStay(app, host.user);
    for (const path of [`/saved/stays/${draft.id}`, `/saved/meals/${live.id}`]) {
      const response = await rest(app, 'PUT', path, guest);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await rest(app, 'PUT', `/saved/homes/${live.id}`, guest)).statusCode).toBe(400);
    expect((await rest(app, 'PUT', `/saved/stays/${live.id}`, guest, { visitId: 'soon' })).statusCode).toBe(
      400,
    );
    expect(await app.db.select().from(savedListings).where(eq(savedListings.guestId, guest.user.id))).toEqual(
      [],
    );

    expect((await rest(app, 'PUT', `/saved/stays/${live.id}`, guest)).statusCode).toBe(204);
    await app.db.update(stays).set({ status: 'suspended' }).where(eq(stays.id, live.id));
    expect(await list(guest)).toEqual([]);
  });

  it('are two hundred at most (409 too_many_saved); saving one already saved still works', async () => {
    const guest = await guestNamed('Busy Saver');
    const stay = await insertStay(app, host.user);
    const kept = Array.from({ length: 199 }, () => ({
      guestId: guest.user.id,
      listingKind: 'meals' as const,
      listingId: crypto.randomUUID(),
      createdAt: new Date('2026-11-01T00:00:00Z'),
    }));
    await app.db.insert(savedListings).values(kept);
    expect((await rest(app, 'PUT', `/saved/stays/${stay.id}`, guest)).statusCode).toBe(204);
    const another = await insertStay(app, host.user);
    const full = await rest(app, 'PUT', `/saved/stays/${another.id}`, guest);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'too_many_saved' });
    expect((await rest(app, 'PUT', `/saved/stays/${stay.id}`, guest)).statusCode).toBe(204);
    expect(await app.db.select().from(visits).where(eq(visits.guestId, guest.user.id))).toEqual([]);
  });
});
