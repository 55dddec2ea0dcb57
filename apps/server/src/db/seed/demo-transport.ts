import { addDays, todayInNewYork } from '@orchim/shared';
import type { Transaction } from '../client';
import { refreshTransportRatings } from '../repositories/transport';
import { bookings, listingImages, reviews, transportServices } from '../schema';
import {
  DAY_MS,
  daysAgo,
  type DemoAccount,
  demoImageRows,
  inFolder,
  demoReviewDays,
  demoReviewRow,
  ensureDemoAccounts,
  idOf,
  referenceMaker,
  seededRandom,
} from './demo-kit';
import { pastPickup, pastRideValues } from './demo-past-rides';
import { DEMO_STAY_GUESTS } from './demo-stays-data';
import { DEMO_TRANSPORT_PROVIDERS, DEMO_TRANSPORT_SERVICES } from './demo-transport-data';
import type { Seeder } from './seeder';

/**
 * The demo transport services (issue 5): five providers (host accounts, approved) and eight published
 * services, airport transfers to JFK, LaGuardia and Newark, rides to the Ohel, a car by the hour and a
 * van to Lakewood, with their text in English, French and Hebrew (demo-transport-data.ts), drawn
 * images and reviews by the demo visitors of the stays, each of a ride they booked on the service's page a
 * few days before (decision 022). Review dates come from a seeded generator, so each fresh install looks
 * the same on its first day. Runs after demoStays, whose visitors write the reviews (made here too when
 * missing, so the seeder also runs alone).
 */

/** How long ago the index-th demo service was made: the first eighteen months ago, then a month apart. */
export const transportAgeDays = (index: number) => 540 - index * 30;

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
function ensureAccounts(tx: Transaction, now: Date): Promise<Map<string, string>> {
  return ensureDemoAccounts(tx, {
    accounts: DEMO_TRANSPORT_ACCOUNTS,
    now,
    memberSince: new Date(now.getTime() - (transportAgeDays(0) + 30) * DAY_MS),
    // Providers were members before their first service, so "member since" reads sensibly.
    backdate: Object.values(DEMO_TRANSPORT_PROVIDERS).map((provider) => provider.email),
  });
}

export const demoTransport: Seeder = {
  name: 'demo-transport',
  async run(tx) {
    const now = new Date();
    const today = todayInNewYork(now);
    const random = seededRandom(718);
    const pick = (n: number) => Math.floor(random() * n);
    const reference = referenceMaker(pick);
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
          vehicles: service.vehicles,
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

      await tx
        .insert(listingImages)
        .values(demoImageRows({ transportServiceId: row.id }, inFolder('transport', service.illustrations)));

      const days = demoReviewDays(service.reviews.length, { ageDays: age, random });
      for (const [position, review] of service.reviews.entries()) {
        const written = days[position] ?? 30;
        const guestId = idOf(ids, DEMO_STAY_GUESTS[review.by].email);
        const [ride] = await tx
          .insert(bookings)
          .values(
            pastRideValues({
              service,
              serviceId: row.id,
              hostId: idOf(ids, provider.email),
              guestId,
              booker: review.by,
              passengers: 1 + pick(3),
              pickup: pastPickup(service, addDays(today, -(written + 1 + pick(3)))),
              ohelListingId: null,
              reference: reference(),
            }),
          )
          .returning({ id: bookings.id });
        if (!ride) throw new Error(`the ride ${review.by} reviewed was not saved`);
        await tx.insert(reviews).values({
          transportServiceId: row.id,
          ...demoReviewRow(ids, review, daysAgo(now, written, 8 + position), ride.id),
        });
      }
    }

    await refreshTransportRatings(tx);
  },
};
