import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOfferImages, offerGaps } from '../src/db/repositories/host-offers';
import { mealOffers, ohelListings, transportServices } from '../src/db/schema';
import { runSeeders } from '../src/db/seed';
import { createPerson } from './helpers/listings';
import { insertMeal } from './helpers/meals';
import { insertCambriaStay, insertOhelListing } from './helpers/ohel';
import { createTestApp } from './helpers/test-app';
import { insertTransportService } from './helpers/transport';

// What keeps a meal offer, transport service or Ohel listing from being published, for the host area's
// publish route and listings overview: 'details' when the saved fields fail the form's rules, 'photo'
// without a photo.

let app: FastifyInstance;
let host: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  host = await createPerson(app, 'host', 'Rivka Mintz', 'host');
});
afterAll(() => app.close());

describe('offerGaps', () => {
  it('finds nothing missing in a complete listing with a photo', async () => {
    const meal = await insertMeal(app, host, {
      description: 'Challah, fish, soup and singing at the table.',
    });
    const service = await insertTransportService(app, host);
    const listing = await insertOhelListing(app, host);
    expect(offerGaps('meals', meal, 2)).toEqual([]);
    expect(offerGaps('transport', service, 1)).toEqual([]);
    expect(offerGaps('ohel', listing, 3)).toEqual([]);
  });

  it("names the photo when there is none, and the details when a text fails the form's rules", async () => {
    const meal = await insertMeal(app, host, { description: 'Soup.', images: 0 });
    expect(offerGaps('meals', meal, 0)).toEqual(['details', 'photo']);
    const service = await insertTransportService(app, host, { title: 'Car', images: 0 });
    expect(offerGaps('transport', service, 0)).toEqual(['details', 'photo']);
    const listing = await insertOhelListing(app, host, { description: 'Come with us.' });
    expect(offerGaps('ohel', listing, 2)).toEqual(['details']);
  });

  it('names the details of a meal offer whose point is outside Crown Heights', async () => {
    const meal = await insertMeal(app, host, {
      description: 'Challah, fish, soup and singing at the table.',
    });
    expect(offerGaps('meals', { ...meal, latitude: 40.75 }, 1)).toEqual(['details']);
  });
});

describe('countOfferImages', () => {
  it("counts a listing's own photos, and for an Ohel place to stay its stay's too", async () => {
    const meal = await insertMeal(app, host, { images: 3 });
    expect(await countOfferImages(app.db, 'meals', meal.id)).toBe(3);
    const service = await insertTransportService(app, host, { images: 0 });
    expect(await countOfferImages(app.db, 'transport', service.id)).toBe(0);

    const stay = await insertCambriaStay(app, host, { images: 4 });
    const listing = await insertOhelListing(app, host, {
      kind: 'stay',
      stayId: stay.id,
      priceFromCents: null,
      images: 1,
    });
    expect(await countOfferImages(app.db, 'ohel', listing.id)).toBe(5);
    const visit = await insertOhelListing(app, host, { images: 2 });
    expect(await countOfferImages(app.db, 'ohel', visit.id)).toBe(2);
  });
});

describe('the demo listings', () => {
  it('lack nothing: every demo meal offer, service and Ohel listing could be published as it is', async () => {
    await runSeeders(app.db);
    const kinds = [
      ['meals', mealOffers],
      ['transport', transportServices],
      ['ohel', ohelListings],
    ] as const;
    for (const [kind, table] of kinds) {
      const rows = await app.db.select().from(table);
      const demo = rows.filter((row) => row.hostId !== host.id);
      expect(demo.length, kind).toBeGreaterThan(0);
      for (const row of demo) {
        const gaps = offerGaps(kind, row, await countOfferImages(app.db, kind, row.id));
        expect(gaps, `${kind} ${row.title}`).toEqual([]);
      }
    }
  });
});
