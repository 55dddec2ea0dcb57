import {
  addDays,
  nightsBetween,
  DEFAULT_STAY_CANCELLATION_POLICY,
  STAY_CURRENCY,
  stayPrice,
  todayInNewYork,
  walkingMinutesTo770,
} from '@orchim/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { stayStartsAt } from '../../domain/bookings/starts-at';
import type { Transaction } from '../client';
import { refreshListingRatings } from '../repositories/listing-ratings';
import { refreshStayRatings } from '../repositories/stay-ratings';
import {
  bookings,
  listingImages,
  ohelListings,
  reviews,
  stayImages,
  stayReservations,
  stays,
  transportServices,
} from '../schema';
import {
  bookingPerson,
  DAY_MS,
  daysAgo,
  type DemoAccount,
  demoImageRows,
  inFolder,
  demoReviewDays,
  demoReviewRow,
  ensureDemoAccounts,
  idOf,
  type Interval,
  latestFreeRange,
  referenceMaker,
  seededRandom,
} from './demo-kit';
import { pastPickup, pastRideValues } from './demo-past-rides';
import {
  DEMO_OHEL_HOSTS,
  DEMO_OHEL_LISTINGS,
  type DemoOhelListing,
  type DemoOhelStay,
  type DemoOhelStayHostKey,
} from './demo-ohel-data';
import { DEMO_STAY_GUESTS, DEMO_STAY_HOSTS, type DemoGuestKey, type DemoPerson } from './demo-stays-data';
import { DEMO_TRANSPORT_PROVIDERS, DEMO_TRANSPORT_SERVICES } from './demo-transport-data';
import type { Seeder } from './seeder';

/**
 * The demo Ohel listings (issue 5): eight published listings, in English, French and Hebrew
 * (demo-ohel-data.ts): two shuttles and a private car, each booked as a ride of one of the demo
 * transport services (so this seeder runs after demoTransport, and finds the services by provider and
 * title); three places to stay in Cambria Heights, each a stays row of that neighbourhood (which the
 * /stays search leaves out) booked by the stays flow; and two guided visits, one booked as a ride of the
 * shuttle, one arranged with its guide and shown with a price from. Each has its drawings and the demo
 * visitors' reviews, each of their booking from the listing a few days before (decision 022): a stay's
 * are the stay's own, since its guests book and review the stay; the visit arranged with its guide,
 * booked off the site, has none. Review dates come from a seeded generator, so each fresh install looks
 * the same on its first day.
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

/**
 * The nights the demo visitors already spend in stays (demoStays' bookings), as offsets from `today`, by
 * guest id: a visitor's stay by the Ohel is placed where they are not staying elsewhere.
 */
async function staysOfVisitors(tx: Transaction, guestIds: string[], today: string) {
  const rows = await tx
    .select({ guestId: bookings.guestId, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookings)
    .where(
      and(eq(bookings.kind, 'stay'), eq(bookings.status, 'confirmed'), inArray(bookings.guestId, guestIds)),
    );
  const busy = new Map<string, Interval[]>();
  for (const row of rows) {
    if (!row.guestId || !row.checkIn || !row.checkOut) continue;
    const range = { start: nightsBetween(today, row.checkIn), end: nightsBetween(today, row.checkOut) };
    busy.set(row.guestId, [...(busy.get(row.guestId) ?? []), range]);
  }
  return busy;
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

/** A visitor's past stay by the Ohel, booked from its listing and priced as the stay prices it. */
async function insertPastStay(
  tx: Transaction,
  options: {
    stay: DemoOhelStay;
    stayId: string;
    ohelListingId: string;
    hostId: string;
    guestId: string;
    booker: DemoGuestKey;
    checkIn: string;
    checkOut: string;
    guests: number;
    reference: string;
  },
): Promise<string> {
  const { stay, checkIn, checkOut } = options;
  const person = bookingPerson(options.booker, null);
  const price = stayPrice(nightsBetween(checkIn, checkOut), stay.pricePerNightCents, stay.cleaningFeeCents);
  const createdAt = new Date(Date.parse(`${checkIn}T14:00:00Z`) - 21 * DAY_MS);
  const [row] = await tx
    .insert(bookings)
    .values({
      reference: options.reference,
      kind: 'stay',
      status: 'confirmed',
      guestId: options.guestId,
      hostId: options.hostId,
      stayId: options.stayId,
      ohelListingId: options.ohelListingId,
      checkIn,
      checkOut,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      numberOfGuests: Math.min(options.guests, stay.maxGuests),
      currency: STAY_CURRENCY,
      unitPriceCents: price.pricePerNightCents,
      feeCents: price.cleaningFeeCents,
      totalCents: price.totalCents,
      cancellationPolicy: DEFAULT_STAY_CANCELLATION_POLICY,
      startsAt: stayStartsAt(checkIn, stay.checkInTime),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error(`booking ${options.reference} was not saved`);
  await tx.insert(stayReservations).values({
    stayId: options.stayId,
    during: `[${checkIn},${checkOut})`,
    bookingId: row.id,
    createdAt,
  });
  return row.id;
}

export const demoOhel: Seeder = {
  name: 'demo-ohel',
  async run(tx) {
    const now = new Date();
    const today = todayInNewYork(now);
    const random = seededRandom(1994);
    const pick = (n: number) => Math.floor(random() * n);
    const reference = referenceMaker(pick);
    const ids = await ensureDemoAccounts(tx, {
      accounts: DEMO_OHEL_ACCOUNTS,
      now,
      memberSince: new Date(now.getTime() - (ohelAgeDays(0) + 30) * DAY_MS),
      // The Ohel's own hosts were members before their first listing, so "member since" reads sensibly.
      backdate: Object.values(DEMO_OHEL_HOSTS).map((host) => host.email),
      alsoLookUp: Object.values(DEMO_TRANSPORT_PROVIDERS).map((provider) => provider.email),
    });
    const serviceIds = await findServices(tx, ids);
    const visitorIds = DEMO_OHEL_ACCOUNTS.filter((account) => account.role === 'guest').map((account) =>
      idOf(ids, account.email),
    );
    const staying = await staysOfVisitors(tx, visitorIds, today);

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
        await tx
          .insert(stayImages)
          .values(
            demoImageRows({ stayId: stay.id }, [
              ...inFolder('ohel', listing.illustrations),
              ...inFolder('stays', listing.stay.images),
            ]),
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

      await tx
        .insert(listingImages)
        .values(demoImageRows({ ohelListingId: row.id }, inFolder('ohel', listing.illustrations)));

      // A place to stay is reviewed on the stay itself (decision 009), each review of a stay its author
      // booked from this listing; the others of a ride booked from it (decision 022).
      const days = demoReviewDays(listing.reviews.length, { ageDays: age, random });
      const stayNights: Interval[] = [];
      for (const [position, review] of listing.reviews.entries()) {
        const written = days[position] ?? 30;
        const guestId = idOf(ids, DEMO_STAY_GUESTS[review.by].email);
        let bookingId: string;
        if (listing.kind === 'stay' && stayId) {
          const nights = Math.max(listing.stay.minimumNights, 2 + pick(3));
          const elsewhere = staying.get(guestId) ?? [];
          const range = latestFreeRange(-(written + 1 + pick(4)), nights, [...stayNights, ...elsewhere]);
          stayNights.push(range);
          staying.set(guestId, [...elsewhere, range]);
          bookingId = await insertPastStay(tx, {
            stay: listing.stay,
            stayId,
            ohelListingId: row.id,
            hostId,
            guestId,
            booker: review.by,
            checkIn: addDays(today, range.start),
            checkOut: addDays(today, range.end),
            guests: 1 + pick(Math.min(listing.stay.maxGuests, 4)),
            reference: reference(),
          });
        } else {
          const ride = serviceOf(listing);
          const serviceId = ride ? serviceIds.get(ride.key) : undefined;
          if (!ride || !serviceId) throw new Error(`${listing.key} is not booked here, so it has no reviews`);
          const [booked] = await tx
            .insert(bookings)
            .values(
              pastRideValues({
                service: ride,
                serviceId,
                hostId,
                guestId,
                booker: review.by,
                passengers: 1 + pick(3),
                pickup: pastPickup(ride, addDays(today, -(written + 1 + pick(3)))),
                ohelListingId: row.id,
                reference: reference(),
              }),
            )
            .returning({ id: bookings.id });
          if (!booked) throw new Error(`the ride ${review.by} reviewed was not saved`);
          bookingId = booked.id;
        }
        await tx.insert(reviews).values({
          ...(stayId ? { stayId } : { ohelListingId: row.id }),
          ...demoReviewRow(ids, review, daysAgo(now, written, 8 + position), bookingId),
        });
      }
    }

    await refreshListingRatings(tx, 'ohel_listings', listingIds);
    await refreshStayRatings(tx, stayIds);
  },
};
