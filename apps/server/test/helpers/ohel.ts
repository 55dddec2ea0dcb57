import type { OhelListingKind, OhelListingsQueryInput } from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ohelListings, stays, type OhelTranslations } from '../../src/db/schema';
import { addFixturePhotosAndReviews, getList, restUrl, uniqueIp, type FixtureReview } from './listings';
import { insertStay, type StayFixture, type StayRow } from './stays';

// The Ohel tests make their hosts with it.
export { createPerson } from './listings';

export type OhelListingRow = typeof ohelListings.$inferSelect;

export interface OhelListingFixture {
  status?: 'draft' | 'published' | 'suspended';
  kind?: OhelListingKind;
  title?: string;
  description?: string;
  details?: string;
  translations?: OhelTranslations;
  /** A shuttle or ride needs one; a guided visit may have one. */
  transportServiceId?: string | null;
  /** A stay needs one. */
  stayId?: string | null;
  priceFromCents?: number | null;
  /** When it went up (the list orders each kind by it); 1 January 2025 by default. */
  publishedAt?: Date;
  /** How many images (position 0 is the cover); 2 by default. */
  images?: number;
  /** The listing's own reviews (a stay's are its stay's: give them to insertStay). */
  reviews?: readonly FixtureReview[];
}

/**
 * An Ohel listing of `host`, with its images and reviews (ratings refreshed), straight in the database:
 * listings are made by hosts in a later issue. By default a guided visit booked off the site, from $50.
 */
export async function insertOhelListing(
  app: FastifyInstance,
  host: { id: string },
  fixture: OhelListingFixture = {},
): Promise<OhelListingRow> {
  const [listing] = await app.db
    .insert(ohelListings)
    .values({
      hostId: host.id,
      status: fixture.status ?? 'published',
      kind: fixture.kind ?? 'guided_visit',
      title: fixture.title ?? 'Guided visit to the Ohel',
      description: fixture.description ?? 'A first visit, prepared: the customs, the letter, the way in.',
      details: fixture.details ?? 'About two hours.\nIn English or Hebrew.',
      translations: fixture.translations ?? {},
      transportServiceId: fixture.transportServiceId ?? null,
      stayId: fixture.stayId ?? null,
      priceFromCents: fixture.priceFromCents === undefined ? 50_00 : fixture.priceFromCents,
      publishedAt: fixture.publishedAt ?? new Date('2025-01-01T00:00:00Z'),
    })
    .returning();
  if (!listing) throw new Error('insert returned no Ohel listing');

  await addFixturePhotosAndReviews(app, 'ohel', listing, {
    images: fixture.images,
    reviews: fixture.reviews,
    reviewerName: (i) => `Visitor ${i + 1}`,
    // Reviewed by riders who booked from the listing: one booked off the site (no service) has none here.
    booked: listing.transportServiceId
      ? { kind: 'ride', transportServiceId: listing.transportServiceId, ohelListingId: listing.id }
      : undefined,
  });

  const [fresh] = await app.db.select().from(ohelListings).where(eq(ohelListings.id, listing.id));
  return fresh ?? listing;
}

/** A stay by the Ohel: insertStay's, in Cambria Heights (by default 120-27 225th Street). */
export async function insertCambriaStay(
  app: FastifyInstance,
  host: { id: string },
  fixture: StayFixture = {},
): Promise<StayRow> {
  const stay = await insertStay(app, host, {
    title: 'Ground floor by the Ohel',
    area: 'Cambria Heights',
    address: '120-27 225th Street, Cambria Heights, NY 11411',
    latitude: 40.6884,
    longitude: -73.7392,
    ...fixture,
  });
  const [moved] = await app.db
    .update(stays)
    .set({ neighbourhood: 'cambria_heights' })
    .where(eq(stays.id, stay.id))
    .returning();
  return moved ?? stay;
}

/** GET /rest/v1/ohel-listings as an anonymous visitor, from its own client address unless one is given. */
export async function listOhelListings(
  app: FastifyInstance,
  query: OhelListingsQueryInput | Record<string, unknown> = {},
  ip = uniqueIp(),
) {
  return getList(app, restUrl('ohel-listings', query), ip);
}
