import { STAY_CURRENCY, walkingMinutesTo770 } from '@orchim/shared';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { refreshListingRatings } from '../repositories/listing-ratings';
import { refreshStayRatings } from '../repositories/stay-ratings';
import { listingImages, ohelListings, reviews, stayImages, stays, transportServices } from '../schema';
import {
  DAY_MS,
  daysAgo,
  type DemoAccount,
  demoImageRow,
  demoListingReviewRows,
  ensureDemoAccounts,
  idOf,
  seededRandom,
} from './demo-kit';
import {
  DEMO_OHEL_HOSTS,
  DEMO_OHEL_LISTINGS,
  type DemoOhelListing,
  type DemoOhelStay,
  type DemoOhelStayHostKey,
} from './demo-ohel-data';
import { DEMO_STAY_GUESTS, DEMO_STAY_HOSTS, type DemoPerson } from './demo-stays-data';
import { DEMO_TRANSPORT_PROVIDERS, DEMO_TRANSPORT_SERVICES } from './demo-transport-data';
import type { Seeder } from './index';

/**
 * The demo Ohel listings (issue 5): eight published listings, in English, French and Hebrew
 * (demo-ohel-data.ts): two shuttles and a private car, each booked as a ride of one of the demo
 * transport services (so this seeder runs after demoTransport, and finds the services by provider and
 * title); three places to stay in Cambria Heights, each a stays row of that neighbourhood (which the
 * /stays search leaves out) booked by the stays flow; and two guided visits, one booked as a ride of the
 * shuttle, one arranged with its guide and shown with a price from. Each has its drawings and the demo
 * visitors' reviews: a stay's are the stay's own, since its guests book and review the stay. Review
 * dates come from a seeded generator, so each fresh install looks the same on its first day.
 */

/** How long ago the index-th demo listing was made: the first sixteen months ago, then a month apart. */
export const ohelAgeDays = (index: number) => 480 - index * 30;

/** The families hosting the stays: DEMO_STAY_HOSTS (made by demoStays) or DEMO_OHEL_HOSTS. */
const stayHost = (key: DemoOhelStayHostKey): DemoPerson =>
  key in DEMO_OHEL_HOSTS
    ? DEMO_OHEL_HOSTS[key as keyof typeof DEMO_OHEL_HOSTS]
    : DEMO_STAY_HOSTS[key as keyof typeof DEMO_STAY_HOSTS];

/** The demo service a listing is booked through, or null (a stay, a guided visit arranged directly). */
const serviceOf = (listing: DemoOhelListing) =>
  'transportService' in listing && listing.transportService
    ? (DEMO_TRANSPORT_SERVICES.find((service) => service.key === listing.transportService) ?? null)
    : null;

/** Whose listing it is: the service's provider, the stay's family, or the guide. */
function hostOf(listing: DemoOhelListing): DemoPerson {
  if (listing.kind === 'stay') return stayHost(listing.host);
  if (listing.transportService === null) return DEMO_OHEL_HOSTS[listing.host];
  return DEMO_TRANSPORT_PROVIDERS[listing.host];
}

/**
 * Every account this seeder makes when missing: the Ohel's hosts and stay families (approved hosts),
 * and the visitors who reviewed the listings. The transport providers are demoTransport's.
 */
export const DEMO_OHEL_ACCOUNTS: readonly DemoAccount[] = [
  ...new Map(
    [
      ...DEMO_OHEL_LISTINGS.filter((listing) => listing.kind === 'stay' || !serviceOf(listing)).map(
        (listing) => ({ ...hostOf(listing), role: 'host' as const }),
      ),
      ...DEMO_OHEL_LISTINGS.flatMap((listing) => listing.reviews).map((review) => ({
        ...DEMO_STAY_GUESTS[review.by],
        role: 'guest' as const,
      })),
    ].map((account) => [account.email, account]),
  ).values(),
];

/** The columns of a Cambria Heights stays row, in its host's language (English) and translated. */
function stayValues(stay: DemoOhelStay, hostId: string, createdAt: Date) {
  return {
    hostId,
    status: 'published',
    title: stay.en.title,
    area: stay.en.area,
    address: stay.address,
    description: stay.en.description,
    houseRules: stay.en.houseRules,
    translations: { fr: stay.fr, he: stay.he },
    latitude: stay.latitude,
    longitude: stay.longitude,
    walkMinutesTo770: walkingMinutesTo770(stay),
    neighbourhood: 'cambria_heights' as const,
    propertyType: stay.propertyType,
    bedrooms: stay.bedrooms,
    beds: stay.beds,
    baths: stay.baths,
    maxGuests: stay.maxGuests,
    pricePerNightCents: stay.pricePerNightCents,
    cleaningFeeCents: stay.cleaningFeeCents,
    currency: STAY_CURRENCY,
    minimumNights: stay.minimumNights,
    checkInTime: stay.checkInTime,
    checkOutTime: stay.checkOutTime,
    amenities: [...stay.amenities],
    jewishFeatures: [...stay.jewishFeatures],
    kosherStandard: stay.kosherStandard,
    publishedAt: new Date(createdAt.getTime() + DAY_MS),
    createdAt,
    updatedAt: createdAt,
  };
}

/** The ids of the demo services the listings are booked through, by key (provider and title). */
async function findServices(tx: Transaction, ids: Map<string, string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const listing of DEMO_OHEL_LISTINGS) {
    const service = serviceOf(listing);
    if (!service || found.has(service.key)) continue;
    const [row] = await tx
      .select({ id: transportServices.id })
      .from(transportServices)
      .where(
        and(
          eq(transportServices.hostId, idOf(ids, DEMO_TRANSPORT_PROVIDERS[service.provider].email)),
          eq(transportServices.title, service.title),
        ),
      )
      .limit(1);
    if (!row) throw new Error(`demo transport service ${service.key} is missing: run demoTransport first`);
    found.set(service.key, row.id);
  }
  return found;
}

export const demoOhel: Seeder = {
  name: 'demo-ohel',
  async run(tx) {
    const now = new Date();
    const random = seededRandom(1994);
    const ids = await ensureDemoAccounts(tx, {
      accounts: DEMO_OHEL_ACCOUNTS,
      now,
      memberSince: new Date(now.getTime() - (ohelAgeDays(0) + 30) * DAY_MS),
      // The Ohel's own hosts were members before their first listing, so "member since" reads sensibly.
      backdate: Object.values(DEMO_OHEL_HOSTS).map((host) => host.email),
      alsoLookUp: Object.values(DEMO_TRANSPORT_PROVIDERS).map((provider) => provider.email),
    });
    const serviceIds = await findServices(tx, ids);

    const listingIds: string[] = [];
    const stayIds: string[] = [];
    for (const [index, listing] of DEMO_OHEL_LISTINGS.entries()) {
      const age = ohelAgeDays(index);
      const createdAt = daysAgo(now, age, 11);
      const hostId = idOf(ids, hostOf(listing).email);

      let stayId: string | null = null;
      if (listing.kind === 'stay') {
        const [stay] = await tx
          .insert(stays)
          .values(stayValues(listing.stay, hostId, createdAt))
          .returning({ id: stays.id });
        if (!stay) throw new Error(`stay of ${listing.key} was not saved`);
        stayId = stay.id;
        stayIds.push(stay.id);
        // The house from the street first (the listing's drawing), then the rooms.
        await tx.insert(stayImages).values(
          [
            ...listing.illustrations.map((name) => ['ohel', name] as const),
            ...listing.stay.images.map((name) => ['stays', name] as const),
          ].map(([folder, name], position) => ({
            stayId: stay.id,
            ...demoImageRow(folder, name, position),
          })),
        );
      }

      const service = serviceOf(listing);
      const [row] = await tx
        .insert(ohelListings)
        .values({
          hostId,
          status: 'published',
          kind: listing.kind,
          title: listing.title,
          description: listing.description,
          details: listing.details,
          translations: listing.translations,
          transportServiceId: service ? (serviceIds.get(service.key) ?? null) : null,
          stayId,
          priceFromCents: 'priceFromCents' in listing ? listing.priceFromCents : null,
          publishedAt: new Date(createdAt.getTime() + DAY_MS),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: ohelListings.id });
      if (!row) throw new Error(`Ohel listing ${listing.key} was not saved`);
      listingIds.push(row.id);

      await tx.insert(listingImages).values(
        listing.illustrations.map((name, position) => ({
          ohelListingId: row.id,
          ...demoImageRow('ohel', name, position),
        })),
      );

      // A place to stay is reviewed on the stay itself (decision 009).
      const reviewRows = demoListingReviewRows(
        ids,
        listing.reviews,
        stayId ? { stayId } : { ohelListingId: row.id },
        { now, ageDays: age, random },
      );
      if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
    }

    await refreshListingRatings(tx, 'ohel_listings', listingIds);
    await refreshStayRatings(tx, stayIds);
  },
};
