import type { StaySearchResult, StaySort } from '@orchim/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate';
import { refreshStayRatings } from '../src/db/repositories/stay-ratings';
import { reviews, stayImages, stayReservations, stays } from '../src/db/schema';
import { createStayCatalogue, type StayCatalogue } from '../src/domain/stays/catalogue/catalogue';
import { createAccount } from './helpers/auth';
import {
  book,
  bookingRequest,
  insertStay,
  searchStays,
  signedInAccount,
  type StayRow,
} from './helpers/stays';
import { insertPastBooking } from './helpers/past-bookings';
import { createTestApp, testClock } from './helpers/test-app';

/**
 * The search's in-memory catalogue (docs/decisions/008-stay-catalogue.md) must never answer from a
 * stale copy: every change committed before a search began shows in it, whether this server made it
 * through the API, or another instance or a person at a SQL prompt wrote it. `other` is a second
 * catalogue on the same database, standing for a second server instance.
 */

// Today in New York is 2026-03-01.
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
let other: StayCatalogue;
let host: { id: string };
/** Every stay of this file has it in its title, so a search for it sees only them. */
const MARK = 'Catalogue probe';
const DATES = { checkIn: '2026-04-10', checkOut: '2026-04-13' };

beforeAll(async () => {
  app = await createTestApp({ clock });
  host = (await createAccount(app, { name: 'host', userType: 'host' })).user;
  other = createStayCatalogue(app.db);
});
afterAll(async () => {
  await app.close();
});

/** The ids found by both catalogues (they must agree), in the sort's order. */
async function found(query: { sort?: StaySort; checkIn?: string; checkOut?: string } = {}) {
  const sort = query.sort ?? 'price_asc';
  const response = await searchStays(app, { q: MARK, sort, ...query });
  expect(response.statusCode).toBe(200);
  const viaApi = response.json<StaySearchResult>();
  const nights = query.checkIn ? 3 : null;
  const viaOther = await other.search({ q: MARK, sort, page: 1, lang: 'en', nights, ...query });
  const otherItems = JSON.parse(viaOther.itemsJson) as StaySearchResult['items'];
  expect(otherItems).toEqual(viaApi.items);
  return viaApi;
}
const idsOf = (result: StaySearchResult) => result.items.map((item) => item.id);

async function probe(title: string, pricePerNightCents: number): Promise<StayRow> {
  return insertStay(app, host, { title: `${MARK} ${title}`, pricePerNightCents });
}

describe('the stay catalogue follows the database', () => {
  it('shows a stay published after the first search', async () => {
    expect(idsOf(await found())).toEqual([]);
    const first = await probe('first', 120_00);
    expect(idsOf(await found())).toEqual([first.id]);
  });

  it('drops a stay that is suspended or set back to draft, and takes it back when published', async () => {
    const stay = await probe('suspended', 121_00);
    expect(idsOf(await found())).toContain(stay.id);
    await app.db.update(stays).set({ status: 'suspended' }).where(eq(stays.id, stay.id));
    expect(idsOf(await found())).not.toContain(stay.id);
    await app.db.update(stays).set({ status: 'draft' }).where(eq(stays.id, stay.id));
    expect(idsOf(await found())).not.toContain(stay.id);
    await app.db.update(stays).set({ status: 'published' }).where(eq(stays.id, stay.id));
    expect(idsOf(await found())).toContain(stay.id);
  });

  it('drops a deleted stay', async () => {
    const stay = await probe('deleted', 122_00);
    expect(idsOf(await found())).toContain(stay.id);
    await app.db.delete(stays).where(eq(stays.id, stay.id));
    expect(idsOf(await found())).not.toContain(stay.id);
  });

  it('moves a stay whose price changed, and shows the new price and quote', async () => {
    const cheap = await probe('cheap', 50_00);
    const dear = await probe('dear', 900_00);
    const before = idsOf(await found());
    expect(before.indexOf(cheap.id)).toBeLessThan(before.indexOf(dear.id));

    await app.db.update(stays).set({ pricePerNightCents: 40_00 }).where(eq(stays.id, dear.id));
    const after = await found({ sort: 'price_asc', ...DATES });
    expect(after.items[0]).toMatchObject({
      id: dear.id,
      pricePerNightCents: 40_00,
      quote: { nights: 3, subtotalCents: 120_00 },
    });
  });

  it('follows the ratings that reviews change', async () => {
    const liked = await probe('liked', 130_00);
    const reviewer = await signedInAccount(app, { name: 'reviewer' });
    await app.db.insert(reviews).values({
      stayId: liked.id,
      authorId: reviewer.user.id,
      bookingId: await insertPastBooking(app.db, reviewer.user.id, liked.hostId, {
        kind: 'stay',
        stayId: liked.id,
      }),
      authorName: 'Chana',
      rating: 5,
      text: 'Wonderful',
    });
    await refreshStayRatings(app.db, [liked.id]);
    const result = await found({ sort: 'rating' });
    expect(result.items[0]).toMatchObject({ id: liked.id, ratingAverage: 5, reviewCount: 1 });
  });

  it('shows a new cover', async () => {
    const stay = await probe('cover', 131_00);
    await app.db
      .update(stayImages)
      .set({ src: '/images/stays/new-cover.webp' })
      .where(sql`${stayImages.stayId} = ${stay.id} and ${stayImages.position} = 0`);
    const card = (await found()).items.find((item) => item.id === stay.id);
    expect(card?.cover?.src).toBe('/images/stays/new-cover.webp');
  });

  it('hides a stay for nights booked through the API, and shows it again once cancelled', async () => {
    const stay = await probe('booked', 132_00);
    expect(idsOf(await found(DATES))).toContain(stay.id);
    const guest = await signedInAccount(app);
    const booking = await book(
      app,
      guest,
      bookingRequest(stay.id, { checkIn: '2026-04-12', checkOut: '2026-04-14' }),
    );
    expect(booking.statusCode).toBe(201);
    expect(idsOf(await found(DATES))).not.toContain(stay.id);
    // The nights around it are still free.
    expect(idsOf(await found({ checkIn: '2026-04-14', checkOut: '2026-04-17' }))).toContain(stay.id);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/rest/v1/bookings/${booking.json<{ id: string }>().id}/cancel`,
      headers: await guest.headers(),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(idsOf(await found(DATES))).toContain(stay.id);
  });

  it('hides a stay for nights its host blocked', async () => {
    const stay = await probe('blocked', 133_00);
    await app.db.insert(stayReservations).values({ stayId: stay.id, during: '[2026-04-11,2026-04-12)' });
    expect(idsOf(await found(DATES))).not.toContain(stay.id);
    await app.db.delete(stayReservations).where(eq(stayReservations.stayId, stay.id));
    expect(idsOf(await found(DATES))).toContain(stay.id);
  });

  it('never shows what a rolled-back transaction wrote', async () => {
    const stay = await probe('rolled back', 134_00);
    await app.db
      .transaction(async (tx) => {
        await tx.update(stays).set({ status: 'suspended' }).where(eq(stays.id, stay.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(idsOf(await found())).toContain(stay.id);
  });

  it('counts a change only when a statement touched a row (a refused unblock changes nothing)', async () => {
    const version = async () =>
      rowsOf<{ version: string }>(await app.db.execute(sql`select version from stay_catalogue_version`))[0];
    const stay = await probe('untouched', 136_00);
    const before = await version();
    await app.db.delete(stayReservations).where(eq(stayReservations.stayId, stay.id));
    await app.db
      .update(stays)
      .set({ status: 'draft' })
      .where(eq(stays.id, '00000000-0000-4000-8000-000000000000'));
    expect(await version()).toEqual(before);
    await app.db.update(stays).set({ pricePerNightCents: 137_00 }).where(eq(stays.id, stay.id));
    expect(Number((await version())?.version)).toBe(Number(before?.version) + 1);
  });

  it('gives every one of many simultaneous searches the change made before them', async () => {
    const stay = await probe('crowd', 135_00);
    expect(idsOf(await found())).toContain(stay.id);
    await app.db.update(stays).set({ status: 'suspended' }).where(eq(stays.id, stay.id));
    const results = await Promise.all(Array.from({ length: 20 }, () => found()));
    for (const result of results) expect(idsOf(result)).not.toContain(stay.id);
  });
});
