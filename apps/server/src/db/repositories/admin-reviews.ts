import type { AdminReview, HostListingKind } from '@orchim/shared';
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { mealOffers, ohelListings, reviews, stays, transportServices, users } from '../schema';
import { containsText, pageOf, type Page } from './admin-pages';
import { reviewsRepository, toReview, type ReviewTarget } from './reviews';
import { windowTotal } from './window-page';

export interface AdminReviewFilters {
  hidden?: boolean;
  q?: string;
  /** One review (the answer of hide and restore). */
  id?: string;
  page: number;
}

/** What a review is of, as the admin reads it: the kind, from which of the four columns is set. */
const listingKind = sql<HostListingKind>`case
  when ${reviews.stayId} is not null then 'stays'
  when ${reviews.mealOfferId} is not null then 'meals'
  when ${reviews.transportServiceId} is not null then 'transport'
  else 'ohel' end`;
const listingId = sql<string>`coalesce(${reviews.stayId}, ${reviews.mealOfferId}, ${reviews.transportServiceId}, ${reviews.ohelListingId})`;
const listingTitle = sql<string>`coalesce(${stays.title}, ${mealOffers.title}, ${transportServices.title}, ${ohelListings.title})`;

const targetOf = (row: {
  stayId: string | null;
  mealOfferId: string | null;
  transportServiceId: string | null;
  ohelListingId: string | null;
}): ReviewTarget => {
  if (row.stayId) return { stayId: row.stayId };
  if (row.mealOfferId) return { mealOfferId: row.mealOfferId };
  if (row.transportServiceId) return { transportServiceId: row.transportServiceId };
  if (row.ohelListingId) return { ohelListingId: row.ohelListingId };
  throw new Error('a review is of one listing (reviews_one_target)');
};

/** The listing row whose average a review counts in, by its target. */
const listingTableOf = (target: ReviewTarget) =>
  'stayId' in target
    ? { table: stays, id: target.stayId }
    : 'mealOfferId' in target
      ? { table: mealOffers, id: target.mealOfferId }
      : 'transportServiceId' in target
        ? { table: transportServices, id: target.transportServiceId }
        : { table: ohelListings, id: target.ohelListingId };

/** A review the admin hides or shows again: what it is of, and its label for the audit log. */
export interface ModeratedReview {
  target: ReviewTarget;
  label: string;
}

/** Every review, hidden or not, for the admin; hiding and showing one again. */
export function adminReviewsRepository(db: Queryable) {
  return {
    /** A page, newest first (reviews_created_at_idx; reviews_hidden_created_at_idx for hidden ones). */
    async list(filters: AdminReviewFilters): Promise<Page<AdminReview>> {
      const search = filters.q
        ? or(
            containsText(reviews.text, filters.q),
            containsText(reviews.authorName, filters.q),
            containsText(listingTitle, filters.q),
          )
        : undefined;
      const page = await pageOf(filters.page, (limit, offset) =>
        db
          .select({
            review: reviews,
            kind: listingKind,
            listingId,
            title: listingTitle,
            authorEmail: users.email,
            total: windowTotal(),
          })
          .from(reviews)
          .leftJoin(stays, eq(stays.id, reviews.stayId))
          .leftJoin(mealOffers, eq(mealOffers.id, reviews.mealOfferId))
          .leftJoin(transportServices, eq(transportServices.id, reviews.transportServiceId))
          .leftJoin(ohelListings, eq(ohelListings.id, reviews.ohelListingId))
          .leftJoin(users, eq(users.id, reviews.authorId))
          .where(
            and(
              filters.hidden === undefined
                ? undefined
                : filters.hidden
                  ? isNotNull(reviews.hiddenAt)
                  : isNull(reviews.hiddenAt),
              filters.id ? eq(reviews.id, filters.id) : undefined,
              search,
            ),
          )
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
      );
      return {
        ...page,
        items: page.items.map((row) => ({
          ...toReview(row.review),
          hidden: row.review.hiddenAt !== null,
          listing: { kind: row.kind, id: row.listingId, title: row.title },
          authorEmail: row.authorEmail,
        })),
      };
    },

    /**
     * The review, with its listing's row locked first (NO KEY UPDATE, as writing a review does, so a
     * hide and a new review of the same listing take turns and neither recount misses the other).
     */
    async lock(reviewId: string): Promise<ModeratedReview | null> {
      const [row] = await db
        .select({
          stayId: reviews.stayId,
          mealOfferId: reviews.mealOfferId,
          transportServiceId: reviews.transportServiceId,
          ohelListingId: reviews.ohelListingId,
          authorName: reviews.authorName,
          title: listingTitle,
        })
        .from(reviews)
        .leftJoin(stays, eq(stays.id, reviews.stayId))
        .leftJoin(mealOffers, eq(mealOffers.id, reviews.mealOfferId))
        .leftJoin(transportServices, eq(transportServices.id, reviews.transportServiceId))
        .leftJoin(ohelListings, eq(ohelListings.id, reviews.ohelListingId))
        .where(eq(reviews.id, reviewId));
      if (!row) return null;
      const target = targetOf(row);
      const { table, id } = listingTableOf(target);
      await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('no key update');
      return { target, label: `${row.authorName} on ${row.title}` };
    },

    /**
     * Hides the review (`hidden`) or shows it again, and recounts its listing's average and count in
     * the same transaction. False when it already was so (nothing changed).
     */
    async setHidden(review: ModeratedReview, reviewId: string, hidden: boolean, now: Date): Promise<boolean> {
      const changed = await db
        .update(reviews)
        .set({ hiddenAt: hidden ? now : null })
        .where(and(eq(reviews.id, reviewId), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (changed.length === 0) return false;
      await reviewsRepository(db).refreshRatings(review.target);
      return true;
    },
  };
}
