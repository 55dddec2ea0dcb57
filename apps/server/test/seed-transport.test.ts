import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AIRPORTS,
  hostStatusOf,
  isHostUser,
  LANGUAGES,
  SERVICE_TYPES,
  type TransportDetail,
  type TransportList,
} from '@orchim/shared';
import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages, reviews, transportServices, users } from '../src/db/schema';
import { runSeeders } from '../src/db/seed';
import { demoStays } from '../src/db/seed/demo-stays';
import { demoTransport, DEMO_TRANSPORT_ACCOUNTS } from '../src/db/seed/demo-transport';
import { DEMO_TRANSPORT_PROVIDERS, DEMO_TRANSPORT_SERVICES } from '../src/db/seed/demo-transport-data';
import { demoAccounts } from '../src/db/seed/demo-users';
import { getRest } from './helpers/stays';
import { createTestApp, testClock } from './helpers/test-app';
import { listTransport, quoteRide } from './helpers/transport';

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url));

// The API's clock: Sunday 1 March 2026 (the seeder itself plans from the real today).
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

// The tests share one database and run in order: the seeder runs first, then twice more.
describe('demoTransport', () => {
  it('runs after the demo accounts and stays, once', async () => {
    expect(await runSeeders(app.db, [demoAccounts, demoStays, demoTransport])).toEqual([
      'demo-accounts',
      'demo-stays',
      'demo-transport',
    ]);
    expect(await runSeeders(app.db, [demoAccounts, demoStays, demoTransport])).toEqual([]);
    const [services] = await app.db.select({ n: count() }).from(transportServices);
    expect(services?.n).toBe(8);
  });

  it('makes the five providers approved hosts, with the demo password', async () => {
    const emails = Object.values(DEMO_TRANSPORT_PROVIDERS).map((provider) => provider.email);
    const rows = await app.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const user = { user_metadata: row.userMetadata, app_metadata: row.appMetadata };
      expect(isHostUser(user)).toBe(true);
      expect(hostStatusOf(user)).toBe('approved');
      expect(row.encryptedPassword).toMatch(/^\$argon2id\$/);
    }
    // Every account it needs exists exactly once.
    const all = await app.db
      .select({ n: count() })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_TRANSPORT_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(all[0]?.n).toBe(DEMO_TRANSPORT_ACCOUNTS.length);
  });

  it('publishes eight services of every type, every airport served, translated in French and Hebrew', async () => {
    const rows = await app.db.select().from(transportServices).orderBy(asc(transportServices.createdAt));
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('published'));
    expect(new Set(rows.map((row) => row.serviceType))).toEqual(new Set(SERVICE_TYPES));
    expect(new Set(rows.flatMap((row) => row.airports))).toEqual(new Set(AIRPORTS));
    expect(new Set(rows.map((row) => row.hostId)).size).toBe(5);
    for (const row of rows) {
      for (const lang of LANGUAGES.filter((lang) => lang !== 'en')) {
        expect(row.translations[lang]?.title, `${row.title} in ${lang}`).toBeTruthy();
        expect(row.translations[lang]?.description, `${row.title} in ${lang}`).toBeTruthy();
      }
      expect(row.publishedAt?.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
  });

  it('gives each service its drawings, which the web app ships', async () => {
    const images = await app.db
      .select()
      .from(listingImages)
      .where(isNotNull(listingImages.transportServiceId));
    expect(images).toHaveLength(DEMO_TRANSPORT_SERVICES.reduce((n, s) => n + s.illustrations.length, 0));
    for (const image of images) {
      expect(image).toMatchObject({ width: 1200, height: 800 });
      expect(existsSync(WEB_PUBLIC + image.src), image.src).toBe(true);
    }
  });

  it('adds the reviews, past and by the demo visitors, with each service’s average and count', async () => {
    const rows = await app.db.select().from(transportServices);
    const written = DEMO_TRANSPORT_SERVICES.reduce((n, service) => n + service.reviews.length, 0);
    const [stored] = await app.db
      .select({ n: count() })
      .from(reviews)
      .where(isNotNull(reviews.transportServiceId));
    expect(stored?.n).toBe(written);
    for (const service of DEMO_TRANSPORT_SERVICES) {
      const row = rows.find((candidate) => candidate.title === service.title);
      expect(row, service.key).toBeDefined();
      expect(row?.reviewCount).toBe(service.reviews.length);
      const ratings = service.reviews.map((review) => review.rating as number);
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null;
      if (average === null) expect(row?.ratingAverage).toBeNull();
      else expect(row?.ratingAverage).toBeCloseTo(average, 5);
      const own = await app.db.select().from(reviews).where(eq(reviews.transportServiceId, row!.id));
      for (const review of own) expect(review.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it('serves them through the API, in every language, each bookable on a Wednesday evening', async () => {
    const list = (await listTransport(app)).json<TransportList>();
    expect(list.total).toBe(8);
    expect(list.items.every((item) => item.cover !== null)).toBe(true);
    for (const item of list.items) {
      const hebrew = (await getRest(app, `/transport/${item.id}?lang=he`)).json<TransportDetail>();
      const service = DEMO_TRANSPORT_SERVICES.find((candidate) => candidate.title === item.title);
      expect(hebrew.title).toBe(service?.translations.he.title);
      const quote = await quoteRide(app, item.id, { date: '2026-03-11', time: '21:00', passengers: 1 });
      expect(quote.statusCode, item.title).toBe(200);
    }
  });
});
