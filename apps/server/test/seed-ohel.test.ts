import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  isApprovedHost,
  isInCrownHeights,
  LANGUAGES,
  OHEL_LISTING_KINDS,
  walkingMinutesToOhel,
  type OhelListingDetail,
  type OhelListings,
  type ReviewPage,
  type StaySearchResult,
} from '@orchim/shared';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingImages,
  ohelListings,
  reviews,
  stayImages,
  stays,
  transportServices,
  users,
} from '../src/db/schema';
import { runSeeders } from '../src/db/seed';
import { demoOhel, DEMO_OHEL_ACCOUNTS } from '../src/db/seed/demo-ohel';
import { DEMO_OHEL_LISTINGS } from '../src/db/seed/demo-ohel-data';
import { demoStays } from '../src/db/seed/demo-stays';
import { demoTransport } from '../src/db/seed/demo-transport';
import { DEMO_TRANSPORT_SERVICES } from '../src/db/seed/demo-transport-data';
import { demoAccounts } from '../src/db/seed/demo-users';
import { listOhelListings } from './helpers/ohel';
import { getRest, searchStays } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { quoteRide } from './helpers/transport';

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url));
const SEEDERS = [demoAccounts, demoStays, demoTransport, demoOhel];

// The API's clock: Sunday 1 March 2026 (the seeder itself dates from the real today).
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

const dataOf = (title: string) => DEMO_OHEL_LISTINGS.find((listing) => listing.title === title);

// The tests share one database and run in order: the seeder runs first, then twice more.
describe('demoOhel', () => {
  it('runs after the demo accounts, stays and transport services, once', async () => {
    expect(await runSeeders(app.db, SEEDERS)).toEqual([
      'demo-accounts',
      'demo-stays',
      'demo-transport',
      'demo-ohel',
    ]);
    expect(await runSeeders(app.db, SEEDERS)).toEqual([]);
    const [listings] = await app.db.select({ n: count() }).from(ohelListings);
    expect(listings?.n).toBe(8);
    const [cambria] = await app.db
      .select({ n: count() })
      .from(stays)
      .where(eq(stays.neighbourhood, 'cambria_heights'));
    expect(cambria?.n).toBe(3);
  });

  it('publishes eight listings of every kind, translated in French and Hebrew', async () => {
    const rows = await app.db.select().from(ohelListings);
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('published'));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(OHEL_LISTING_KINDS));
    for (const row of rows) {
      for (const lang of LANGUAGES.filter((lang) => lang !== 'en')) {
        for (const field of ['title', 'description', 'details'] as const) {
          const text = row.translations[lang]?.[field];
          expect(text, `${row.title}: ${lang}.${field}`).toBeTruthy();
          expect(text).not.toBe(row[field]);
        }
      }
      expect(row.translations.he?.description).toMatch(/[\u05d0-\u05ea]/);
      expect(row.details.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(row.publishedAt?.getTime()).toBeGreaterThan(row.createdAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it('links shuttles and rides to the demo rides to the Ohel, owned by their provider', async () => {
    const rows = await app.db.select().from(ohelListings).where(isNotNull(ohelListings.transportServiceId));
    expect(rows.map((row) => row.kind).sort()).toEqual(['guided_visit', 'ride', 'shuttle', 'shuttle']);
    for (const row of rows) {
      const [service] = await app.db
        .select()
        .from(transportServices)
        .where(eq(transportServices.id, row.transportServiceId!));
      expect(service, row.title).toMatchObject({ status: 'published', serviceType: 'ohel_ride' });
      expect(service?.hostId).toBe(row.hostId);
      const data = dataOf(row.title);
      expect(data && 'transportService' in data && data.transportService).toBe(
        DEMO_TRANSPORT_SERVICES.find((candidate) => candidate.title === service?.title)?.key,
      );
      expect(row.stayId).toBeNull();
      expect(row.priceFromCents).toBeNull();
    }
    const [guided] = await app.db
      .select()
      .from(ohelListings)
      .where(eq(ohelListings.title, 'Guided visit to the Ohel in English or Hebrew'));
    expect(guided).toMatchObject({ transportServiceId: null, stayId: null, priceFromCents: 50_00 });
  });

  it('makes each place to stay a published stay in Cambria Heights, a walk from the Ohel, of its host', async () => {
    const rows = await app.db.select().from(ohelListings).where(eq(ohelListings.kind, 'stay'));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const [stay] = await app.db.select().from(stays).where(eq(stays.id, row.stayId!));
      expect(stay, row.title).toMatchObject({
        status: 'published',
        neighbourhood: 'cambria_heights',
        area: 'Cambria Heights',
        hostId: row.hostId,
      });
      expect(stay!.address).toMatch(/, Cambria Heights, NY 11411$/);
      expect(isInCrownHeights(stay!)).toBe(false);
      expect(walkingMinutesToOhel(stay!)).toBeLessThanOrEqual(10);
      expect(stay!.kosherStandard !== null).toBe(stay!.jewishFeatures.includes('kosher_kitchen'));
      for (const lang of ['fr', 'he'] as const) {
        for (const field of ['title', 'area', 'description', 'houseRules'] as const) {
          expect(stay!.translations[lang]?.[field], `${stay!.title}: ${lang}.${field}`).toBeTruthy();
        }
      }
      const images = await app.db
        .select()
        .from(stayImages)
        .where(eq(stayImages.stayId, stay!.id))
        .orderBy(stayImages.position);
      expect(images[0]?.src).toBe('/images/ohel/cambria-house.svg');
      expect(images.length).toBeGreaterThanOrEqual(3);
      for (const image of images) expect(existsSync(WEB_PUBLIC + image.src), image.src).toBe(true);
    }
    // The hosts' accounts are approved hosts who can sign in.
    const hosts = await app.db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((row) => row.hostId))]));
    expect(hosts).toHaveLength(3);
    for (const host of hosts) {
      expect(isApprovedHost({ user_metadata: host.userMetadata, app_metadata: host.appMetadata })).toBe(true);
    }
  });

  it('gives each listing its drawings, which the web app ships', async () => {
    const images = await app.db.select().from(listingImages).where(isNotNull(listingImages.ohelListingId));
    expect(images).toHaveLength(
      DEMO_OHEL_LISTINGS.reduce((n, listing) => n + listing.illustrations.length, 0),
    );
    for (const image of images) {
      expect(image.src).toMatch(/^\/images\/ohel\/[a-z-]+\.svg$/);
      expect(existsSync(WEB_PUBLIC + image.src), image.src).toBe(true);
    }
  });

  it('adds the visitors’ reviews, a stay’s to the stay, with the averages and counts', async () => {
    const rows = await app.db.select().from(ohelListings);
    for (const row of rows) {
      const data = dataOf(row.title)!;
      const own = await app.db
        .select()
        .from(reviews)
        .where(row.stayId ? eq(reviews.stayId, row.stayId) : eq(reviews.ohelListingId, row.id));
      expect(own.map((review) => review.text).sort(), row.title).toEqual(
        data.reviews.map((review) => review.text).sort(),
      );
      for (const review of own) expect(review.createdAt.getTime()).toBeLessThan(Date.now());
      const rated = row.stayId
        ? (await app.db.select().from(stays).where(eq(stays.id, row.stayId)))[0]!
        : row;
      const ratings = data.reviews.map((review) => review.rating as number);
      expect(rated.reviewCount).toBe(ratings.length);
      // The visit arranged with its guide is not booked here, so nobody reviews it here (decision 022).
      if (ratings.length === 0) expect(rated.ratingAverage).toBeNull();
      else expect(rated.ratingAverage).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 5);
    }
    const [onListings] = await app.db
      .select({ n: count() })
      .from(reviews)
      .where(isNotNull(reviews.ohelListingId));
    expect(onListings?.n).toBe(
      DEMO_OHEL_LISTINGS.filter((listing) => listing.kind !== 'stay').reduce(
        (n, l) => n + l.reviews.length,
        0,
      ),
    );
    // Every reviewer and host it needs exists exactly once.
    const [accounts] = await app.db
      .select({ n: count() })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_OHEL_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(accounts?.n).toBe(DEMO_OHEL_ACCOUNTS.length);
  });

  it('serves them through the API in every language, each bookable as its kind says', async () => {
    const list = (await listOhelListings(app)).json<OhelListings>();
    expect(list.total).toBe(8);
    expect(list.items.every((item) => item.cover !== null)).toBe(true);
    // Reviewed by those who booked it here: every listing but the visit arranged with its guide.
    expect(list.items.filter((item) => item.reviewCount === 0).map((item) => item.kind)).toEqual([
      'guided_visit',
    ]);
    expect(list.items.every((item) => item.priceFromCents !== null)).toBe(true);
    for (const item of list.items) {
      const data = dataOf(item.title)!;
      const response = await getRest(app, `/ohel-listings/${item.id}?lang=he`);
      expect(response.statusCode, item.title).toBe(200);
      const hebrew = response.json<OhelListingDetail>();
      expect(hebrew.title).toBe(data.translations.he.title);
      expect(hebrew.details).toBe(data.translations.he.details);
      const reviewPage = (await getRest(app, `/ohel-listings/${item.id}/reviews`)).json<ReviewPage>();
      expect(reviewPage.count, item.title).toBe(data.reviews.length);

      if (hebrew.booking?.type === 'ride') {
        // A Wednesday evening ride, as the ride form would ask for it.
        const quote = await quoteRide(app, hebrew.booking.service.id, { date: '2026-03-11', time: '21:00' });
        expect(quote.statusCode, item.title).toBe(200);
        expect(hebrew.booking.service.defaultDestination).toMatch(/Cambria Heights/);
      } else if (hebrew.booking?.type === 'stay') {
        expect(item.kind).toBe('stay');
        expect(item.stay?.walkMinutesToOhel).toBeLessThanOrEqual(10);
        expect((await getRest(app, `/stays/${hebrew.booking.stayId}`)).statusCode).toBe(200);
      } else {
        expect(item).toMatchObject({ kind: 'guided_visit', priceFromCents: 50_00 });
      }
    }
    expect(list.items.filter((item) => item.kind === 'stay')).toHaveLength(3);

    // The /stays search stays a walk from 770: it counts the published stays of Crown Heights only.
    const search = (await searchStays(app, {})).json<StaySearchResult>();
    const [crownHeights] = await app.db
      .select({ n: count() })
      .from(stays)
      .where(and(eq(stays.neighbourhood, 'crown_heights'), eq(stays.status, 'published')));
    expect(search.total).toBe(crownHeights?.n);
  });
});
