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
import { refreshListingRatings } from '../../src/db/repositories/listing-ratings';
import { emailAppMetadata, usersRepository } from '../../src/db/repositories/users';
import {
  listingImages,
  mealClosedDates,
  mealOffers,
  reviews,
  type MealTranslations,
} from '../../src/db/schema';
import { uniqueSender } from './auth';
import { uniqueIp } from './stays';
import { apiKey } from './test-app';

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
  reviews?: { rating: number; text?: string; authorName?: string; createdAt?: Date; hidden?: boolean }[];
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

  const imageCount = fixture.images ?? 2;
  if (imageCount > 0) {
    await app.db.insert(listingImages).values(
      Array.from({ length: imageCount }, (_, position) => ({
        mealOfferId: offer.id,
        position,
        src: `/images/meals/${offer.id}/${position}.svg`,
        width: 1200,
        height: 800,
        alt: `${offer.title}, photo ${position + 1}`,
      })),
    );
  }
  if (fixture.closedDates?.length) {
    await app.db
      .insert(mealClosedDates)
      .values(fixture.closedDates.map((date) => ({ mealOfferId: offer.id, date })));
  }
  if (fixture.reviews?.length) {
    const authors = await Promise.all(
      fixture.reviews.map(async () => {
        const user = await usersRepository(app.db).create(
          {
            email: uniqueSender('reviewer').email,
            encryptedPassword: null,
            userMetadata: { full_name: 'Chana Reviewer' },
            appMetadata: emailAppMetadata(),
          },
          app.clock(),
        );
        if (!user) throw new Error('reviewer exists');
        return user;
      }),
    );
    await app.db.insert(reviews).values(
      fixture.reviews.map((review, i) => ({
        mealOfferId: offer.id,
        authorId: authors[i]?.id,
        authorName: review.authorName ?? `Reviewer ${i + 1}`,
        rating: review.rating,
        text: review.text ?? `Review ${i + 1}`,
        hiddenAt: review.hidden ? new Date('2025-06-01T00:00:00Z') : null,
        createdAt: review.createdAt ?? new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
  }
  await refreshListingRatings(app.db, 'meal_offers', [offer.id]);
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
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `/rest/v1/meals${search ? `?${search}` : ''}`;
}

/** GET /rest/v1/meals as an anonymous visitor, from its own client address unless one is given. */
export async function listMeals(
  app: FastifyInstance,
  query: MealListQueryInput | Record<string, unknown> = {},
  ip = uniqueIp(),
) {
  return app.inject({
    method: 'GET',
    url: mealsUrl(query),
    headers: { apikey: await apiKey() },
    remoteAddress: ip,
  });
}
