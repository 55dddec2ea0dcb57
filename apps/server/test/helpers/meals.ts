import {
  walkingMinutesTo770,
  type AccessibilityFeature,
  type DietaryOption,
  type MealBookingRequestInput,
  type MealListQueryInput,
  type MealType,
  type TableLanguage,
} from '@orchim/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mealClosedDates, mealOffers, type MealTranslations } from '../../src/db/schema';
import { addFixturePhotosAndReviews, getList, restUrl, uniqueIp, type FixtureReview } from './listings';

export type MealOfferRow = typeof mealOffers.$inferSelect;

export interface MealFixture {
  title?: string;
  area?: string;
  address?: string;
  familyDescription?: string;
  description?: string;
  translations?: MealTranslations;
  status?: 'draft' | 'published' | 'suspended';
  mealTypes?: MealType[];
  pricePerGuestCents?: number;
  seatsPerMeal?: number;
  kosherStandard?: string;
  dietaryOptions?: DietaryOption[];
  tableLanguages?: TableLanguage[];
  childrenWelcome?: boolean;
  accessibility?: AccessibilityFeature[];
  offeredFrom?: string;
  offeredUntil?: string | null;
  closedDates?: string[];
  /** How many images (position 0 is the cover); 2 by default. */
  images?: number;
  reviews?: readonly FixtureReview[];
  publishedAt?: Date;
}

/** A meal offer of `host`, with its images, closed dates and reviews, straight in the database. */
export async function insertMeal(
  app: FastifyInstance,
  host: { id: string },
  fixture: MealFixture = {},
): Promise<MealOfferRow> {
  const latitude = 40.6695;
  const longitude = -73.9445;
  const [offer] = await app.db
    .insert(mealOffers)
    .values({
      hostId: host.id,
      status: fixture.status ?? 'published',
      title: fixture.title ?? 'Friday night with the Goldbergs',
      area: fixture.area ?? 'Crown Street',
      address: fixture.address ?? '512 Crown Street, Brooklyn, NY 11213',
      familyDescription: fixture.familyDescription ?? 'A family of eight who love guests.',
      description: fixture.description ?? 'Challah, fish, soup and singing.',
      translations: fixture.translations ?? {},
      latitude,
      longitude,
      walkMinutesTo770: walkingMinutesTo770({ latitude, longitude }),
      mealTypes: fixture.mealTypes ?? ['friday_night', 'shabbos_lunch'],
      pricePerGuestCents: fixture.pricePerGuestCents ?? 36_00,
      seatsPerMeal: fixture.seatsPerMeal ?? 8,
      kosherStandard: fixture.kosherStandard ?? 'chabad',
      dietaryOptions: fixture.dietaryOptions ?? [],
      tableLanguages: fixture.tableLanguages ?? ['en'],
      childrenWelcome: fixture.childrenWelcome ?? true,
      accessibility: fixture.accessibility ?? [],
      offeredFrom: fixture.offeredFrom ?? '2026-01-01',
      offeredUntil: fixture.offeredUntil ?? null,
      publishedAt: fixture.publishedAt ?? new Date('2025-01-01T00:00:00Z'),
    })
    .returning();
  if (!offer) throw new Error('insert returned no meal offer');

  if (fixture.closedDates?.length) {
    await app.db
      .insert(mealClosedDates)
      .values(fixture.closedDates.map((date) => ({ mealOfferId: offer.id, date })));
  }
  await addFixturePhotosAndReviews(app, 'meals', offer, {
    images: fixture.images,
    extension: 'svg',
    reviews: fixture.reviews,
    reviewerName: () => 'Chana Reviewer',
    booked: { kind: 'meal', mealOfferId: offer.id },
  });
  const [fresh] = await app.db.select().from(mealOffers).where(eq(mealOffers.id, offer.id));
  return fresh ?? offer;
}

/** A valid meal booking request (override what the test is about): Friday night of Shabbos 14 March 2026. */
export function mealBookingRequest(
  mealId: string,
  overrides: Partial<MealBookingRequestInput> & Record<string, unknown> = {},
): MealBookingRequestInput {
  return {
    kind: 'meal',
    mealId,
    date: '2026-03-14',
    mealType: 'friday_night',
    firstName: 'Mendel',
    lastName: 'Goldberg',
    phone: '+1 718 555 0170',
    numberOfGuests: 2,
    dietaryNeeds: '',
    specialRequests: '',
    ...overrides,
  };
}

/** The query string of a meal list request (lists as comma-separated values). */
export function mealsUrl(query: MealListQueryInput | Record<string, unknown> = {}): string {
  return restUrl('meals', query);
}

/** GET /rest/v1/meals as an anonymous visitor, from its own client address unless one is given. */
export async function listMeals(
  app: FastifyInstance,
  query: MealListQueryInput | Record<string, unknown> = {},
  ip = uniqueIp(),
) {
  return getList(app, mealsUrl(query), ip);
}
