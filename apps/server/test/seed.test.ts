import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import {
  bookings,
  listingImages,
  mealOffers,
  mealSittings,
  reviews,
  stayImages,
  stayReservations,
  stays,
  users,
  seedRuns,
} from '../src/db/schema';
import { runSeeders, SEEDERS } from '../src/db/seed';
import type { Seeder } from '../src/db/seed/seeder';
import {
  DEMO_MEAL_ACCOUNTS,
  demoMeals,
  planDemoMealBookings,
  planPastMealBookings,
} from '../src/db/seed/demo-meals';
import { DEMO_OHEL_ACCOUNTS } from '../src/db/seed/demo-ohel';
import { DEMO_STAY_ACCOUNTS, demoStays, planDemoStays } from '../src/db/seed/demo-stays';
import { DEMO_TRANSPORT_ACCOUNTS } from '../src/db/seed/demo-transport';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-users';
import { hashPassword, verifyPassword } from '../src/lib/passwords';
import {
  addDays,
  isAdminUser,
  isApprovedHost,
  isHostUser,
  hostStatusOf,
  isInCrownHeights,
  nightsBetween,
  stayPrice,
  todayInNewYork,
  walkingMinutesTo770,
  AMENITIES,
  DIETARY_OPTIONS,
  MEAL_TYPES,
  mealPrice,
  JEWISH_FEATURES,
  KOSHER_STANDARDS,
  LANGUAGES,
  PROPERTY_TYPES,
} from '@orchim/shared';
import { createTestDatabase } from './helpers/test-app';

let connection: DatabaseConnection;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ connection, dispose } = await createTestDatabase());
});
afterAll(() => dispose());

const userCount = async () => (await connection.db.select({ n: count() }).from(users))[0]?.n;

async function byEmail(email: string) {
  const [user] = await connection.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  return { ...user, user_metadata: user.userMetadata, app_metadata: user.appMetadata };
}

// The tests share one database and run in order: the demo seeders first, then again, then others.
describe('seeders', () => {
  it('create a guest, two approved hosts, a pending host and an admin, with argon2id hashes of the demo password', async () => {
    expect(await runSeeders(connection.db)).toEqual(SEEDERS.map((seeder) => seeder.name));
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'guest@example.com',
      'host@example.com',
      'host2@example.com',
      'pending-host@example.com',
      'admin@example.com',
    ]);

    const guest = await byEmail('guest@example.com');
    const hosts = [await byEmail('host@example.com'), await byEmail('host2@example.com')];
    const pending = await byEmail('pending-host@example.com');
    const admin = await byEmail('admin@example.com');

    expect(isHostUser(guest)).toBe(false);
    expect(isAdminUser(guest)).toBe(false);
    for (const host of hosts) expect(isApprovedHost(host)).toBe(true);
    expect(hostStatusOf(pending)).toBe('pending');
    expect(isAdminUser(admin)).toBe(true);
    expect(isHostUser(admin)).toBe(false);

    for (const user of [guest, ...hosts, pending, admin]) {
      expect(user.user_metadata.full_name).toEqual(expect.any(String));
      expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
      expect(user.encryptedPassword).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.encryptedPassword ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.encryptedPassword ?? '', 'wrong-password')).toBe(false);
      expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    }
  });

  it('run once: a second start seeds nothing and duplicates nothing', async () => {
    await runSeeders(connection.db);
    const seeded = await userCount();
    expect(await runSeeders(connection.db)).toEqual([]);
    expect(await userCount()).toBe(seeded);
  });

  it('run in order, each once, and a failing seeder leaves no trace and runs again next time', async () => {
    const order: string[] = [];
    let fail = true;
    const seeders: Seeder[] = [
      { name: 'first', run: async () => void order.push('first') },
      {
        name: 'flaky',
        run: async (tx) => {
          await tx.insert(users).values({ email: 'half-done@example.com' });
          if (fail) throw new Error('boom');
          order.push('flaky');
        },
      },
    ];
    await expect(runSeeders(connection.db, seeders)).rejects.toThrow('boom');
    expect(await connection.db.select().from(users).where(eq(users.email, 'half-done@example.com'))).toEqual(
      [],
    );
    const recorded = (await connection.db.select().from(seedRuns)).map((row) => row.name);
    expect(recorded).toContain('first');
    expect(recorded).not.toContain('flaky');

    fail = false;
    expect(await runSeeders(connection.db, seeders)).toEqual(['flaky']);
    expect(order).toEqual(['first', 'flaky']);
  });
});

describe('a database seeded before host applications (by the seeder "demo-users")', () => {
  let old: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    old = await createTestDatabase();
    // What "demo-users" left: a guest, a host without host_status, an admin, and its seed_runs row.
    const encryptedPassword = await hashPassword(DEMO_PASSWORD);
    const account = (
      email: string,
      userMetadata: Record<string, unknown>,
      appMetadata: Record<string, unknown>,
    ) => ({
      email,
      encryptedPassword,
      userMetadata,
      appMetadata: { provider: 'email', providers: ['email'], ...appMetadata },
      emailConfirmedAt: new Date(),
    });
    await old.connection.db
      .insert(users)
      .values([
        account('guest@example.com', { full_name: 'Sarah Cohen' }, {}),
        account('host@example.com', { full_name: 'Rivka Goldberg', user_type: 'host' }, {}),
        account('admin@example.com', { full_name: 'Mendel Raskin' }, { roles: ['admin'] }),
      ]);
    await old.connection.db.insert(seedRuns).values({ name: 'demo-users' });
  });
  afterAll(() => old.dispose());

  it('gets the new demo accounts and its demo host approved, and keeps the rest as it was', async () => {
    expect(await runSeeders(old.connection.db)).toEqual(SEEDERS.map((seeder) => seeder.name));
    const [host] = await old.connection.db.select().from(users).where(eq(users.email, 'host@example.com'));
    expect(host?.appMetadata).toEqual({ provider: 'email', providers: ['email'], host_status: 'approved' });
    const [guest] = await old.connection.db.select().from(users).where(eq(users.email, 'guest@example.com'));
    expect(guest?.userMetadata).toEqual({ full_name: 'Sarah Cohen' });
    const emails = (await old.connection.db.select({ email: users.email }).from(users)).map(
      (row) => row.email,
    );
    expect(emails.sort()).toEqual(
      [
        ...DEMO_ACCOUNTS,
        ...DEMO_STAY_ACCOUNTS,
        ...DEMO_MEAL_ACCOUNTS,
        ...DEMO_TRANSPORT_ACCOUNTS,
        ...DEMO_OHEL_ACCOUNTS,
      ]
        .map((account) => account.email)
        .filter((email, index, all) => all.indexOf(email) === index)
        .sort(),
    );
  });
});

/** The web app's public folder, where the stays' drawings are served from (/images/stays/…). */
const WEB_PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url));

describe('the demo stays', () => {
  let seeded: Awaited<ReturnType<typeof createTestDatabase>>;
  let today: string;
  beforeAll(async () => {
    seeded = await createTestDatabase();
    today = todayInNewYork(new Date());
    expect(await runSeeders(seeded.connection.db)).toEqual(SEEDERS.map((seeder) => seeder.name));
  });
  afterAll(() => seeded.dispose());

  const db = () => seeded.connection.db;
  // The stays by the Ohel (Cambria Heights) are demoOhel's, checked in seed-ohel.test.ts.
  const crownHeightsStays = () => db().select().from(stays).where(eq(stays.neighbourhood, 'crown_heights'));

  it('are at least 24 published listings in Crown Heights, varied, with a draft and a suspended one beside them', async () => {
    const all = await crownHeightsStays();
    const published = all.filter((stay) => stay.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(all.filter((stay) => stay.status === 'draft')).toHaveLength(1);
    expect(all.filter((stay) => stay.status === 'suspended')).toHaveLength(1);
    expect(all.find((stay) => stay.status === 'draft')?.publishedAt).toBeNull();

    for (const stay of all) {
      expect(isInCrownHeights(stay), stay.title).toBe(true);
      expect(stay.walkMinutesTo770, stay.title).toBe(walkingMinutesTo770(stay));
      expect(PROPERTY_TYPES).toContain(stay.propertyType);
      expect(stay.amenities.every((amenity) => AMENITIES.includes(amenity))).toBe(true);
      expect(stay.jewishFeatures.every((feature) => JEWISH_FEATURES.includes(feature))).toBe(true);
      expect(stay.kosherStandard !== null).toBe(stay.jewishFeatures.includes('kosher_kitchen'));
      if (stay.kosherStandard) expect(KOSHER_STANDARDS).toContain(stay.kosherStandard);
      expect(stay.pricePerNightCents % 100).toBe(0);
      expect(stay.currency).toBe('USD');
      expect(stay.address).toMatch(/^\d+ .+, Brooklyn, NY 112\d\d$/);
      expect(stay.address).toContain(stay.area);
    }

    // Varied enough for every filter and sort to show something.
    const prices = published.map((stay) => stay.pricePerNightCents);
    expect(Math.min(...prices)).toBeLessThanOrEqual(70_00);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(600_00);
    expect(new Set(published.map((stay) => stay.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(published.map((stay) => stay.area)).size).toBeGreaterThanOrEqual(18);
    expect(published.some((stay) => stay.maxGuests === 1)).toBe(true);
    expect(published.some((stay) => stay.maxGuests >= 14)).toBe(true);
    expect(published.some((stay) => stay.minimumNights >= 3)).toBe(true);
    expect(published.filter((stay) => stay.kosherStandard === null).length).toBeGreaterThanOrEqual(3);
    for (const feature of JEWISH_FEATURES) {
      expect(
        published.some((stay) => stay.jewishFeatures.includes(feature)),
        feature,
      ).toBe(true);
    }
    expect(published.some((stay) => stay.mikvahWalkMinutes !== null)).toBe(true);

    // Spread over several hosts, all of them approved.
    const hostIds = new Set(published.map((stay) => stay.hostId));
    expect(hostIds.size).toBeGreaterThanOrEqual(8);
    for (const id of hostIds) {
      const [host] = await db().select().from(users).where(eq(users.id, id));
      expect(host && isApprovedHost(claimsOf(host))).toBe(true);
      // A host was a member before listing anything ("host since" on the stay page).
      const own = published.filter((stay) => stay.hostId === id);
      expect(host!.createdAt.getTime()).toBeLessThanOrEqual(
        Math.min(...own.map((stay) => stay.createdAt.getTime())),
      );
    }
    const countOf = async (email: string) => {
      const [host] = await db().select().from(users).where(eq(users.email, email));
      return published.filter((stay) => stay.hostId === host?.id).length;
    };
    expect(await countOf('host@example.com')).toBe(4);
    expect(await countOf('host2@example.com')).toBe(3);
  });

  it('show 3 to 6 drawings each, cover first, every one a file the web app ships', async () => {
    const all = await crownHeightsStays();
    const images = (await db().select().from(stayImages)).filter((image) =>
      all.some((stay) => stay.id === image.stayId),
    );
    const covers = new Set<string>();
    for (const stay of all) {
      const own = images.filter((image) => image.stayId === stay.id).sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
      expect(own.map((image) => image.position)).toEqual(own.map((_, index) => index));
      expect(new Set(own.map((image) => image.src)).size).toBe(own.length);
      covers.add(own[0]?.src ?? '');
    }
    expect(covers.size).toBeGreaterThanOrEqual(8);
    for (const image of images) {
      expect(image.src).toMatch(/^\/images\/stays\/[a-z-]+\.svg$/);
      expect(existsSync(WEB_PUBLIC + image.src), image.src).toBe(true);
      expect([image.width, image.height, image.alt]).toEqual([1200, 800, '']);
    }
  });

  it('are written in English, French and Hebrew', async () => {
    for (const stay of await db().select().from(stays)) {
      expect(stay.description.split(/\s+/).length).toBeGreaterThanOrEqual(30);
      expect(stay.houseRules).not.toBe('');
      for (const language of LANGUAGES.filter((language) => language !== 'en')) {
        const text = stay.translations[language];
        for (const field of ['title', 'area', 'description', 'houseRules'] as const) {
          expect(text?.[field], `${stay.title}: ${language}.${field}`).toEqual(expect.any(String));
          expect(text?.[field]?.length).toBeGreaterThan(0);
        }
      }
      expect(stay.translations.he?.description).toMatch(/[\u05d0-\u05ea]/);
      expect(stay.translations.fr?.title).not.toBe(stay.title);
    }
  });

  it('carry reviews by the seeded visitors, summed up in each stay’s rating', async () => {
    const all = await db().select().from(stays);
    // The stays' reviews (the meals' are checked with the meals).
    const written = (await db().select().from(reviews)).filter((review) => review.stayId !== null);
    expect(written.length).toBeGreaterThanOrEqual(80);
    const eighteenMonthsAgo = Date.now() - 550 * 86_400_000;
    for (const review of written) {
      expect(review.authorId).not.toBeNull();
      expect(review.authorName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.createdAt.getTime()).toBeGreaterThan(eighteenMonthsAgo);
      expect(review.createdAt.getTime()).toBeLessThan(Date.now());
    }
    for (const stay of all) {
      const own = written.filter((review) => review.stayId === stay.id);
      expect(own.length).toBeLessThanOrEqual(9);
      expect(stay.reviewCount).toBe(own.length);
      if (own.length === 0) expect(stay.ratingAverage).toBeNull();
      else {
        const average = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
        expect(stay.ratingAverage).toBeCloseTo(average, 4);
      }
    }
    const published = all.filter((stay) => stay.status === 'published');
    expect(published.filter((stay) => stay.reviewCount === 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(published.map((stay) => stay.recommendedScore)).size).toBeGreaterThan(10);
  });

  it('hold bookings priced by stayPrice, each confirmed one holding its nights, and leave far dates free', async () => {
    const all = await db().select().from(stays);
    const made = (await db().select().from(bookings)).filter((booking) => booking.kind === 'stay');
    const calendar = await db().select().from(stayReservations);
    expect(made.length).toBeGreaterThanOrEqual(35);
    expect(made.filter((booking) => booking.status === 'cancelled').length).toBeGreaterThanOrEqual(2);
    expect(made.filter((booking) => booking.checkIn! > today).length).toBeGreaterThanOrEqual(8);
    expect(made.filter((booking) => booking.checkOut! <= today).length).toBeGreaterThanOrEqual(15);
    expect(new Set(made.map((booking) => booking.reference)).size).toBe(made.length);

    for (const booking of made) {
      const stay = all.find((candidate) => candidate.id === booking.stayId);
      expect(stay?.status).toBe('published');
      expect(booking.reference).toMatch(/^OR-[2-9A-HJ-NP-Z]{6}$/);
      expect(booking.hostId).toBe(stay?.hostId);
      expect(booking.numberOfGuests).toBeLessThanOrEqual(stay?.maxGuests ?? 0);
      const nights = nightsBetween(booking.checkIn!, booking.checkOut!);
      expect(nights).toBeGreaterThanOrEqual(stay?.minimumNights ?? 1);
      const price = stayPrice(nights, stay?.pricePerNightCents ?? 0, stay?.cleaningFeeCents ?? 0);
      expect([booking.unitPriceCents, booking.feeCents, booking.totalCents]).toEqual([
        price.pricePerNightCents,
        price.cleaningFeeCents,
        price.totalCents,
      ]);
      expect(booking.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      // Under its stay's policy; a cancelled one refunded what that policy gave on the day.
      expect(booking.cancellationPolicy).toBe(stay?.cancellationPolicy);
      expect(booking.refundedPercent === null).toBe(booking.status === 'confirmed');
      const held = calendar.filter((row) => row.bookingId === booking.id);
      if (booking.status === 'confirmed') {
        expect(booking.cancelledAt).toBeNull();
        expect(held.map((row) => [row.stayId, row.during])).toEqual([
          [booking.stayId, `[${booking.checkIn},${booking.checkOut})`],
        ]);
      } else {
        expect(held).toEqual([]);
        expect(booking.cancelledAt!.getTime()).toBeGreaterThanOrEqual(booking.createdAt.getTime());
      }
    }
    // The site shows every policy: most stays flexible, one moderate, one strict.
    const policies = all.map((stay) => stay.cancellationPolicy);
    expect(policies.filter((policy) => policy === 'moderate')).toHaveLength(1);
    expect(policies.filter((policy) => policy === 'strict')).toHaveLength(1);
    expect(policies.filter((policy) => policy === 'flexible').length).toBeGreaterThan(policies.length / 2);
    const blocked = calendar.filter((row) => row.bookingId === null);
    expect(blocked.length).toBeGreaterThanOrEqual(3);
    expect(calendar.length).toBe(
      made.filter((booking) => booking.status === 'confirmed').length + blocked.length,
    );
    // End-to-end tests book dates far ahead: nothing is taken beyond 120 days.
    const horizon = addDays(today, 120);
    for (const row of calendar) expect(row.during.slice(1, 11) < horizon, row.during).toBe(true);
    for (const row of calendar) expect(row.during.slice(12, 22) <= horizon, row.during).toBe(true);
  });

  it('back every review, of every kind, by an ended booking of its author made where it is shown, one review each (decision 022)', async () => {
    const written = await db().select().from(reviews);
    const made = await db().select().from(bookings);
    expect(written.length).toBeGreaterThanOrEqual(150);
    expect(new Set(written.map((review) => review.bookingId)).size).toBe(written.length);
    for (const review of written) {
      const booking = made.find((candidate) => candidate.id === review.bookingId)!;
      expect(booking.guestId).toBe(review.authorId);
      expect(booking.status).toBe('confirmed');
      expect(booking.endsOn! < todayInNewYork(review.createdAt), booking.reference).toBe(true);
      expect(review.verified).toBe(true);
      if (review.stayId) expect([booking.kind, booking.stayId]).toEqual(['stay', review.stayId]);
      if (review.mealOfferId)
        expect([booking.kind, booking.mealOfferId]).toEqual(['meal', review.mealOfferId]);
      if (review.transportServiceId)
        expect([booking.kind, booking.transportServiceId, booking.ohelListingId]).toEqual([
          'ride',
          review.transportServiceId,
          null,
        ]);
      if (review.ohelListingId)
        expect([booking.kind, booking.ohelListingId]).toEqual(['ride', review.ohelListingId]);
    }
  });

  it('give the demo guest one past stay and two coming up', async () => {
    const [guest] = await db().select().from(users).where(eq(users.email, 'guest@example.com'));
    const own = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.guestId, guest!.id), eq(bookings.kind, 'stay')));
    expect(own).toHaveLength(3);
    expect(own.every((booking) => booking.status === 'confirmed')).toBe(true);
    expect(own.every((booking) => booking.email === 'guest@example.com')).toBe(true);
    expect(own.filter((booking) => booking.checkOut! < today)).toHaveLength(1);
    expect(own.filter((booking) => booking.checkIn! > today)).toHaveLength(2);
  });

  it('make approved host families and visitors who can sign in with the demo password', async () => {
    for (const account of DEMO_STAY_ACCOUNTS) {
      const user = await byEmailIn(db(), account.email);
      expect(user.userMetadata).toMatchObject({ full_name: account.fullName, user_type: account.role });
      expect(user.emailConfirmedAt).toBeInstanceOf(Date);
      if (account.role === 'host') expect(isApprovedHost(claimsOf(user))).toBe(true);
      else expect(isHostUser(claimsOf(user))).toBe(false);
    }
    const one = await byEmailIn(db(), DEMO_STAY_ACCOUNTS[0]!.email);
    expect(await verifyPassword(one.encryptedPassword ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('plan the same calendar for the same day, with no overlapping nights for a stay or a guest', () => {
    for (const day of ['2026-03-10', '2026-09-20', '2027-01-01']) {
      const plan = planDemoStays(day);
      expect(planDemoStays(day)).toEqual(plan);
      const ranges = [
        ...plan.bookings
          .filter((booking) => booking.status === 'confirmed')
          .map((booking) => ({ stay: booking.stayKey, start: booking.checkIn, end: booking.checkOut })),
        ...plan.blocks.map((block) => ({ stay: block.stayKey, start: block.start, end: block.end })),
      ];
      for (const [index, a] of ranges.entries()) {
        for (const b of ranges.slice(index + 1)) {
          if (a.stay === b.stay)
            expect(a.start < b.end && b.start < a.end, `${a.stay} ${a.start}`).toBe(false);
        }
      }
      for (const booking of plan.bookings) {
        expect(booking.checkIn <= day && booking.checkOut > day, 'tonight stays free').toBe(false);
        expect(booking.checkOut <= addDays(day, 120)).toBe(true);
      }
    }
  });
});

describe('the demo meals', () => {
  let seeded: Awaited<ReturnType<typeof createTestDatabase>>;
  let today: string;
  beforeAll(async () => {
    seeded = await createTestDatabase();
    today = todayInNewYork(new Date());
    expect(await runSeeders(seeded.connection.db, [demoAccounts, demoStays, demoMeals])).toEqual([
      'demo-accounts',
      'demo-stays',
      'demo-meals',
    ]);
  });
  afterAll(() => seeded.dispose());

  const db = () => seeded.connection.db;

  it('are twelve published offers from twelve families, bookable from today, never closed on all their days', async () => {
    const all = await db().select().from(mealOffers);
    expect(all).toHaveLength(12);
    expect(new Set(all.map((offer) => offer.hostId)).size).toBe(12);
    for (const offer of all) {
      expect(offer.status).toBe('published');
      expect(offer.offeredFrom <= today).toBe(true);
      expect(offer.offeredUntil).toBeNull();
      expect(isInCrownHeights(offer), offer.title).toBe(true);
      expect(offer.walkMinutesTo770).toBe(walkingMinutesTo770(offer));
      expect(KOSHER_STANDARDS).toContain(offer.kosherStandard);
      expect(offer.address).toMatch(/, Brooklyn, NY 112\d\d$/);
    }
    // Varied enough for every filter to show something.
    expect(all.some((offer) => offer.pricePerGuestCents === 0)).toBe(true);
    for (const type of MEAL_TYPES)
      expect(
        all.some((offer) => offer.mealTypes.includes(type)),
        type,
      ).toBe(true);
    for (const option of DIETARY_OPTIONS) {
      expect(
        all.some((offer) => offer.dietaryOptions.includes(option)),
        option,
      ).toBe(true);
    }
  });

  it('are written in English, French and Hebrew', async () => {
    for (const offer of await db().select().from(mealOffers)) {
      for (const lang of ['fr', 'he'] as const) {
        const text = offer.translations[lang];
        expect(text?.title, `${offer.title} ${lang}`).toBeTruthy();
        expect(text?.description, `${offer.title} ${lang}`).toBeTruthy();
        expect(text?.familyDescription, `${offer.title} ${lang}`).toBeTruthy();
        expect(text?.title).not.toBe(offer.title);
      }
    }
  });

  it('show two or three drawings each, cover first, every one a file the web app ships', async () => {
    const images = await db().select().from(listingImages);
    for (const offer of await db().select().from(mealOffers)) {
      const own = images
        .filter((image) => image.mealOfferId === offer.id)
        .sort((a, b) => a.position - b.position);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.map((image) => image.position)).toEqual(own.map((_, index) => index));
    }
    for (const image of images) {
      expect(image.src).toMatch(/^\/images\/meals\/[a-z-]+\.svg$/);
      expect(existsSync(WEB_PUBLIC + image.src), image.src).toBe(true);
      expect([image.width, image.height]).toEqual([1200, 800]);
    }
  });

  it('carry reviews by the seeded visitors, summed up in each offer’s rating', async () => {
    const written = (await db().select().from(reviews)).filter((review) => review.mealOfferId !== null);
    expect(written.length).toBeGreaterThanOrEqual(24);
    for (const offer of await db().select().from(mealOffers)) {
      const own = written.filter((review) => review.mealOfferId === offer.id);
      expect(offer.reviewCount).toBe(own.length);
      if (own.length > 0) {
        const average = own.reduce((sum, review) => sum + review.rating, 0) / own.length;
        expect(offer.ratingAverage).toBeCloseTo(average, 4);
      }
    }
  });

  it('hold bookings of coming sittings and of the meals reviewed, each sitting counting exactly its bookings’ seats, one of them full', async () => {
    const offers = await db().select().from(mealOffers);
    const made = (await db().select().from(bookings)).filter((booking) => booking.kind === 'meal');
    const sittings = await db().select().from(mealSittings);
    const written = await db().select().from(reviews);
    const [guest] = await db().select().from(users).where(eq(users.email, 'guest@example.com'));
    const coming = made.filter((booking) => booking.serviceDate! >= today);
    expect(coming.length).toBeGreaterThanOrEqual(12);
    for (const booking of made) {
      const offer = offers.find((candidate) => candidate.id === booking.mealOfferId);
      expect(booking.hostId).toBe(offer?.hostId);
      expect(booking.serviceDate! >= offer!.offeredFrom).toBe(true);
      expect(booking.serviceDate! <= addDays(today, 42)).toBe(true);
      // A meal already held is one a review is of, or the demo guest's.
      if (booking.serviceDate! < today)
        expect(
          booking.guestId === guest!.id || written.some((review) => review.bookingId === booking.id),
        ).toBe(true);
      expect(booking.totalCents).toBe(
        mealPrice(booking.numberOfGuests, offer!.pricePerGuestCents).totalCents,
      );
      expect(booking.reference).toMatch(/^OR-[2-9A-HJ-NP-Z]{6}$/);
    }
    for (const sitting of sittings) {
      const held = made
        .filter(
          (b) =>
            b.mealOfferId === sitting.mealOfferId &&
            b.serviceDate === sitting.date &&
            b.mealType === sitting.mealType,
        )
        .reduce((sum, b) => sum + b.numberOfGuests, 0);
      expect(sitting.seatsTaken).toBe(held);
    }
    expect(sittings.some((sitting) => sitting.seatsTaken === sitting.seats)).toBe(true);
    const all = await db().select({ reference: bookings.reference }).from(bookings);
    expect(new Set(all.map((row) => row.reference)).size).toBe(all.length);
    // The demo guest's: one coming, and one held last week or so, which they have not reviewed.
    const own = made.filter((booking) => booking.guestId === guest!.id);
    expect(own.map((booking) => booking.serviceDate! < today).sort()).toEqual([false, true]);
    const held = own.find((booking) => booking.serviceDate! < today)!;
    expect(held.serviceDate! >= addDays(today, -70)).toBe(true);
    expect(written.some((review) => review.bookingId === held.id)).toBe(false);
  });

  it('plan the same meals held for the same day', () => {
    const now = new Date('2026-05-04T15:00:00Z');
    expect(planPastMealBookings(now)).toEqual(planPastMealBookings(now));
  });

  it('make approved host families who can sign in with the demo password', async () => {
    for (const account of DEMO_MEAL_ACCOUNTS) {
      const user = await byEmailIn(db(), account.email);
      expect(user.userMetadata).toMatchObject({ full_name: account.fullName, user_type: 'host' });
      expect(isApprovedHost(claimsOf(user))).toBe(true);
    }
    expect(planDemoMealBookings(new Date('2026-03-01T15:00:00Z'))).toEqual(
      planDemoMealBookings(new Date('2026-03-01T15:00:00Z')),
    );
  });
});

/** What the role rules read of a user row. */
const claimsOf = (user: { userMetadata: Record<string, unknown>; appMetadata: Record<string, unknown> }) => ({
  user_metadata: user.userMetadata,
  app_metadata: user.appMetadata,
});

async function byEmailIn(db: DatabaseConnection['db'], email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  return user;
}
