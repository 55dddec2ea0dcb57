import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Transaction } from '../client';
import { refreshTransportRatings } from '../repositories/transport';
import { emailAppMetadata } from '../repositories/users';
import { listingImages, reviews, transportServices, users } from '../schema';
import { seededRandom } from './demo-stays';
import { DEMO_STAY_GUESTS, type DemoPerson } from './demo-stays-data';
import { DEMO_TRANSPORT_PROVIDERS, DEMO_TRANSPORT_SERVICES } from './demo-transport-data';
import { DEMO_PASSWORD } from './demo-users';
import type { Seeder } from './index';

/**
 * The demo transport services (issue 5): five providers (host accounts, approved) and eight published
 * services, airport transfers to JFK, LaGuardia and Newark, rides to the Ohel, a car by the hour and a
 * van to Lakewood, with their text in English, French and Hebrew (demo-transport-data.ts), drawn
 * images and reviews by the demo visitors of the stays. Review dates come from a seeded generator, so
 * each fresh install looks the same on its first day. Runs after demoStays, whose visitors write the
 * reviews (made here too when missing, so the seeder also runs alone).
 */

const DAY_MS = 86_400_000;

/** How long ago the index-th demo service was made: the first eighteen months ago, then a month apart. */
export const transportAgeDays = (index: number) => 540 - index * 30;

const daysAgo = (now: Date, days: number, hour = 0) =>
  new Date(now.getTime() - days * DAY_MS + (hour - 12) * 3_600_000);

interface DemoAccount extends DemoPerson {
  role: 'host' | 'guest';
}

/** Every account this seeder needs: the providers, and the visitors who reviewed their services. */
export const DEMO_TRANSPORT_ACCOUNTS: readonly DemoAccount[] = [
  ...Object.values(DEMO_TRANSPORT_PROVIDERS).map(({ email, fullName, phone }) => ({
    email,
    fullName,
    phone,
    role: 'host' as const,
  })),
  ...[
    ...new Set(DEMO_TRANSPORT_SERVICES.flatMap((service) => service.reviews.map((review) => review.by))),
  ].map((key) => ({ ...DEMO_STAY_GUESTS[key], role: 'guest' as const })),
];

/** The accounts the services and reviews need, made when missing; answers their ids by email. */
async function ensureAccounts(tx: Transaction, now: Date): Promise<Map<string, string>> {
  const memberSince = new Date(now.getTime() - (transportAgeDays(0) + 30) * DAY_MS);
  const emails = DEMO_TRANSPORT_ACCOUNTS.map((account) => account.email);
  const existing = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_TRANSPORT_ACCOUNTS.filter((account) => !known.has(account.email));
  if (missing.length > 0) {
    const encryptedPassword = await hashPassword(DEMO_PASSWORD);
    await tx.insert(users).values(
      missing.map((account) => ({
        email: account.email,
        encryptedPassword,
        userMetadata: { full_name: account.fullName, phone: account.phone, user_type: account.role },
        appMetadata: emailAppMetadata(account.role === 'host' ? { host_status: 'approved' } : {}),
        emailConfirmedAt: now,
        createdAt: memberSince,
      })),
    );
  }
  // Providers were members before their first service, so "member since" reads sensibly.
  const providers = Object.values(DEMO_TRANSPORT_PROVIDERS).map((provider) => provider.email);
  await tx
    .update(users)
    .set({ createdAt: sql`least(${users.createdAt}, ${memberSince.toISOString()}::timestamptz)` })
    .where(inArray(users.email, providers));
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

function idOf(ids: Map<string, string>, email: string): string {
  const id = ids.get(email);
  if (!id) throw new Error(`demo account ${email} is missing`);
  return id;
}

export const demoTransport: Seeder = {
  name: 'demo-transport',
  async run(tx) {
    const now = new Date();
    const random = seededRandom(718);
    const ids = await ensureAccounts(tx, now);

    for (const [index, service] of DEMO_TRANSPORT_SERVICES.entries()) {
      const provider = DEMO_TRANSPORT_PROVIDERS[service.provider];
      const age = transportAgeDays(index);
      const createdAt = daysAgo(now, age, 10);
      const [row] = await tx
        .insert(transportServices)
        .values({
          hostId: idOf(ids, provider.email),
          status: 'published',
          providerName: provider.providerName,
          title: service.title,
          description: service.description,
          translations: service.translations,
          serviceType: service.serviceType,
          airports: [...service.airports],
          vehicleType: service.vehicleType,
          maxPassengers: service.maxPassengers,
          maxLuggage: service.maxLuggage,
          pricingModel: service.pricingModel,
          priceCents: service.priceCents,
          currency: 'USD',
          serviceStart: service.serviceStart,
          serviceEnd: service.serviceEnd,
          tripMinutes: service.tripMinutes,
          defaultPickup: service.defaultPickup,
          defaultDestination: service.defaultDestination,
          publishedAt: new Date(createdAt.getTime() + DAY_MS),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: transportServices.id });
      if (!row) throw new Error(`transport service ${service.key} was not saved`);

      await tx.insert(listingImages).values(
        service.illustrations.map((name, position) => ({
          transportServiceId: row.id,
          position,
          src: `/images/transport/${name}.svg`,
          width: 1200,
          height: 800,
          alt: '',
        })),
      );

      // Reviews over the past year (and after the service went up), oldest first.
      const span = Math.min(365, age - 10);
      const reviewDays = service.reviews.map(() => 3 + Math.floor(random() * span)).sort((a, b) => b - a);
      if (service.reviews.length > 0) {
        await tx.insert(reviews).values(
          service.reviews.map((review, position) => {
            const author = DEMO_STAY_GUESTS[review.by];
            const [first = '', last = ''] = author.fullName.split(' ');
            const reviewedAt = daysAgo(now, reviewDays[position] ?? 30, 8 + position);
            return {
              transportServiceId: row.id,
              authorId: idOf(ids, author.email),
              authorName: `${first} ${last.charAt(0)}.`,
              rating: review.rating,
              text: review.text,
              createdAt: reviewedAt,
              updatedAt: reviewedAt,
            };
          }),
        );
      }
    }

    await refreshTransportRatings(tx);
  },
};
