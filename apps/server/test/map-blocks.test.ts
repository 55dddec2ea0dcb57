import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  appConfigSchema,
  listingBlockSchema,
  type ListingBlock,
  type MealDetail,
  type MealListResult,
  type OhelListingDetail,
  type OhelListings,
  type StayDetail,
  type StaySearchResult,
} from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, tileImageSource } from '../src/config';
import { mealOffers, stays } from '../src/db/schema';
import { blockOf, geocodeCrownHeights, streetGrid } from '../src/lib/crown-heights-geocoder';
import { createPerson, getRest } from './helpers/listings';
import { insertMeal, listMeals } from './helpers/meals';
import { insertCambriaStay, insertOhelListing, listOhelListings } from './helpers/ohel';
import { insertStay, searchStays } from './helpers/stays';
import { signApiKey } from '../src/lib/api-keys';
import { createTestApp, TEST_JWT_SECRET, testClock } from './helpers/test-app';

// The grid's roads around 1304 President Street (docs/decisions/041-map.md).
const UNION_ST = 40.6683;
const PRESIDENT_ST = 40.6674;
const NEW_YORK_AVE = -73.9476;
const BROOKLYN_AVE = -73.9446;
const KINGSTON_AVE = -73.9422;

/** A house's door, to six decimals as a host's pin is: between New York and Brooklyn Avenues. */
const DOOR = { latitude: 40.667812, longitude: -73.946237 };
/** A meal's home, off the geocoder's lines too: between Brooklyn and Kingston Avenues. */
const HOME = { latitude: 40.66787, longitude: -73.94351 };
/** A stay by the Ohel, in Cambria Heights (outside the grid). */
const BY_THE_OHEL = { latitude: 40.688437, longitude: -73.739212 };

const contains = (block: ListingBlock, point: { latitude: number; longitude: number }) =>
  point.latitude >= block.south &&
  point.latitude <= block.north &&
  point.longitude >= block.west &&
  point.longitude <= block.east;

/** Whether a public answer's JSON has a point's latitude or longitude in it, anywhere. */
function reveals(body: string, point: { latitude: number; longitude: number }): boolean {
  const numbers = (body.match(/-?\d+\.\d+/g) ?? []).map(Number);
  return numbers.some((value) => value === point.latitude || value === point.longitude);
}

/** Another door on the same block as DOOR. */
const NEXT_DOOR = { latitude: 40.668203, longitude: -73.944901 };

describe('blockOf', () => {
  it('gives the block between the streets and avenues around a point, whichever point of it', () => {
    const block = blockOf(DOOR);
    expect(block).toEqual({
      latitude: 40.66785,
      longitude: -73.9461,
      south: PRESIDENT_ST,
      west: NEW_YORK_AVE,
      north: UNION_ST,
      east: BROOKLYN_AVE,
    });
    for (const point of [
      { latitude: 40.6682, longitude: -73.9475 },
      { latitude: 40.6675, longitude: -73.9447 },
      { latitude: 40.66785, longitude: -73.9461 },
    ]) {
      expect(blockOf(point), JSON.stringify(point)).toEqual(block);
    }
  });

  it('puts a geocoded house, on its street line, on a block that touches its street', () => {
    const house = geocodeCrownHeights('1304 President Street, Brooklyn, NY 11213');
    if (!house) throw new Error('1304 President Street was not placed');
    const block = blockOf(house);
    expect(contains(block, house)).toBe(true);
    expect([block.north, block.south]).toContain(PRESIDENT_ST);
    expect(block.west).toBe(NEW_YORK_AVE);
    expect(block.east).toBe(BROOKLYN_AVE);
  });

  it('outside the grid, gives a fixed cell of about 200 m around the point, the same for its neighbours', () => {
    const cell = blockOf(BY_THE_OHEL);
    expect(listingBlockSchema.parse(cell)).toEqual(cell);
    expect(contains(cell, BY_THE_OHEL)).toBe(true);
    expect(cell.north - cell.south).toBeCloseTo(0.002, 6);
    expect(cell.east - cell.west).toBeCloseTo(0.0025, 6);
    expect(blockOf({ latitude: cell.south + 0.0001, longitude: cell.east - 0.0001 })).toEqual(cell);
  });
});

describe('the street grid the web app ships', () => {
  it('is the geocoder’s own tables (run `npm run map:grid -w @orchim/server` after changing them)', () => {
    const file = fileURLToPath(
      new URL('../../web/src/components/map/crown-heights-streets.json', import.meta.url),
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(streetGrid());
  });

  it('has every street and avenue the geocoder knows, as a line across the roads it crosses', () => {
    const { features } = streetGrid();
    const names = features.map((feature) => feature.properties.name);
    expect(names).toContain('Eastern Pkwy');
    expect(names).toContain('Kingston Ave');
    expect(new Set(names).size).toBe(names.length);
    const kingston = features.find((feature) => feature.properties.name === 'Kingston Ave');
    expect(kingston?.geometry.coordinates.every(([longitude]) => longitude === KINGSTON_AVE)).toBe(true);
  });
});

describe('public answers give a listing’s block, never its point', () => {
  let app: FastifyInstance;
  let stayId: string;
  let mealId: string;
  let ohelStayListingId: string;

  beforeAll(async () => {
    app = await createTestApp({ clock: testClock('2026-03-01T15:00:00Z') });
    const host = await createPerson(app, 'map-host', 'Mendel Map', 'host');
    stayId = (await insertStay(app, host, { ...DOOR, title: 'Door on President Street' })).id;
    const meal = await insertMeal(app, host, { title: 'Friday night near Kingston' });
    await app.db.update(mealOffers).set(HOME).where(eq(mealOffers.id, meal.id));
    mealId = meal.id;
    const byTheOhel = await insertCambriaStay(app, host, BY_THE_OHEL);
    ohelStayListingId = (await insertOhelListing(app, host, { kind: 'stay', stayId: byTheOhel.id })).id;
  });
  afterAll(() => app.close());

  it('GET /stays and /stays/{id}', async () => {
    const list = await searchStays(app);
    expect(list.statusCode).toBe(200);
    const card = list.json<StaySearchResult>().items.find((item) => item.id === stayId);
    expect(card?.block).toEqual(blockOf(DOOR));
    expect(reveals(list.body, DOOR)).toBe(false);

    const detail = await getRest(app, `/stays/${stayId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<StayDetail>().block).toEqual(blockOf(DOOR));
    expect(contains(detail.json<StayDetail>().block, DOOR)).toBe(true);
    expect(reveals(detail.body, DOOR)).toBe(false);

    // Moved to another door of the block, the stay's answers do not change: they cannot tell the two apart.
    const cardBefore = JSON.stringify(card);
    await app.db.update(stays).set(NEXT_DOOR).where(eq(stays.id, stayId));
    const movedList = await searchStays(app);
    const movedCard = movedList.json<StaySearchResult>().items.find((item) => item.id === stayId);
    expect(JSON.stringify(movedCard)).toBe(cardBefore);
    expect((await getRest(app, `/stays/${stayId}`)).body).toBe(detail.body);
  });

  it('GET /meals and /meals/{id}', async () => {
    const list = await listMeals(app);
    expect(list.statusCode).toBe(200);
    const card = list.json<MealListResult>().items.find((item) => item.id === mealId);
    expect(card?.block).toEqual(blockOf(HOME));
    expect(reveals(list.body, HOME)).toBe(false);

    const detail = await getRest(app, `/meals/${mealId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<MealDetail>().block).toEqual(blockOf(HOME));
    expect(contains(detail.json<MealDetail>().block, HOME)).toBe(true);
    expect(reveals(detail.body, HOME)).toBe(false);
  });

  it('GET /ohel-listings and /ohel-listings/{id}: a place to stay has its block, a visit none', async () => {
    const list = await listOhelListings(app);
    expect(list.statusCode).toBe(200);
    const items = list.json<OhelListings>().items;
    expect(items.find((item) => item.id === ohelStayListingId)?.block).toEqual(blockOf(BY_THE_OHEL));
    expect(reveals(list.body, BY_THE_OHEL)).toBe(false);

    const detail = await getRest(app, `/ohel-listings/${ohelStayListingId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<OhelListingDetail>().block).toEqual(blockOf(BY_THE_OHEL));
    expect(reveals(detail.body, BY_THE_OHEL)).toBe(false);

    const visit = await insertOhelListing(app, {
      id: (await createPerson(app, 'guide', 'Dovid Guide', 'host')).id,
    });
    const visitDetail = await getRest(app, `/ohel-listings/${visit.id}`);
    expect(visitDetail.json<OhelListingDetail>().block).toBeNull();
  });
});

describe('MAP_STYLE_URL', () => {
  const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  it('is read with its attribution, and refused without {z}, {x} and {y}', async () => {
    const keys = { JWT_SECRET: TEST_JWT_SECRET, ANON_KEY: await signApiKey(TEST_JWT_SECRET, 'anon') };
    const config = await loadConfig({
      ...keys,
      MAP_STYLE_URL: TILES,
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(config.mapTiles).toEqual({ url: TILES, attribution: '© OpenStreetMap contributors' });
    expect((await loadConfig(keys)).mapTiles).toBeUndefined();
    for (const MAP_STYLE_URL of [
      'https://tile.openstreetmap.org/tiles.png',
      'javascript:alert(1)//{z}{x}{y}',
      'https://tiles.example.org"; script-src *;/{z}/{x}/{y}.png',
    ]) {
      await expect(loadConfig({ ...keys, MAP_STYLE_URL }), MAP_STYLE_URL).rejects.toThrow(/MAP_STYLE_URL/);
    }
  });

  it('names the tiles’ host as an image source, a {s} subdomain as a wildcard', () => {
    expect(tileImageSource(TILES)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.example.org:8443',
    );
  });

  it('reaches the browser in /app-config.json, and the page’s policy lets it load the tiles', async () => {
    const mapTiles = { url: TILES, attribution: '© OpenStreetMap contributors' };
    const tiled = await createTestApp({ mapTiles });
    try {
      const response = await tiled.inject({ method: 'GET', url: '/app-config.json' });
      expect(appConfigSchema.parse(response.json()).mapTiles).toEqual(mapTiles);
      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://tile.openstreetmap.org",
      );
    } finally {
      await tiled.close();
    }
  });

  it('is absent by default: the map draws the street grid it ships, and loads no image from elsewhere', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.inject({ method: 'GET', url: '/app-config.json' });
      expect(response.json()).not.toHaveProperty('mapTiles');
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    } finally {
      await plain.close();
    }
  });
});
