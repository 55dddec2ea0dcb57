import type { HostReview, Review } from '@orchim/shared';
import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../client';
import { bookings, mealOffers, ohelListings, reviews, stays, transportServices } from '../schema';
import { refreshListingRatings } from './listing-ratings';
import { refreshStayRatings } from './stay-ratings';

/** What a review is of: exactly one listing (reviews_one_target). */
export type ReviewTarget =
  { stayId: string } | { mealOfferId: string } | { transportServiceId: string } | { ohelListingId: string };

/** The column of a target, whose (column, created_at desc) index gives a listing's reviews in order. */
function targetColumn(target: ReviewTarget) {
  if ('stayId' in target) return eq(reviews.stayId, target.stayId);
  if ('mealOfferId' in target) return eq(reviews.mealOfferId, target.mealOfferId);
  if ('transportServiceId' in target) return eq(reviews.transportServiceId, target.transportServiceId);
  return eq(reviews.ohelListingId, target.ohelListingId);
}

/**
 * The bookings a review of the target may be of: where they were booked (decision 022). A stay's by any
 * booking of it (from its page or an Ohel listing's, which shows the stay's reviews); a transport
 * service's by rides booked on its own page; an Ohel listing's by rides booked from that listing. So
 * every booking is reviewed in one place, as migration 0013 matched the older reviews.
 */
function bookingOf(target: ReviewTarget) {
  if ('stayId' in target) return and(eq(bookings.kind, 'stay'), eq(bookings.stayId, target.stayId));
  if ('mealOfferId' in target)
    return and(eq(bookings.kind, 'meal'), eq(bookings.mealOfferId, target.mealOfferId));
  if ('transportServiceId' in target)
    return and(
      eq(bookings.kind, 'ride'),
      eq(bookings.transportServiceId, target.transportServiceId),
      isNull(bookings.ohelListingId),
    );
  return and(eq(bookings.kind, 'ride'), eq(bookings.ohelListingId, target.ohelListingId));
}

/** The columns a review is shown with (reviewSchema). */
const shown = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  verified: reviews.verified,
  hostReply: reviews.hostReply,
  hostRepliedAt: reviews.hostRepliedAt,
};

type ShownRow = {
  id: string;
  authorName: string;
  rating: number;
  text: string;
  createdAt: Date;
  verified: boolean;
  hostReply: string | null;
  hostRepliedAt: Date | null;
};

export const toReview = (row: ShownRow): Review => ({
  id: row.id,
  authorName: row.authorName,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  verified: row.verified,
  hostReply: row.hostReply,
  hostRepliedAt: row.hostRepliedAt?.toISOString() ?? null,
});

/** The listing tables a host's reviews are of, each with its HostReview kind and its reviews column. */
const HOST_LISTINGS = [
  { kind: 'stays', table: stays, column: reviews.stayId },
  { kind: 'meals', table: mealOffers, column: reviews.mealOfferId },
  { kind: 'transport', table: transportServices, column: reviews.transportServiceId },
  { kind: 'ohel', table: ohelListings, column: reviews.ohelListingId },
] as const;

/** What a person writes: the rating and text, with the facts the server decides. */
export interface ReviewWrite {
  authorName: string;
  rating: number;
  text: string;
  now: Date;
}

/** An ended booking of a listing by a person, and whether it has its review already. */
export interface EndedBooking {
  id: string;
  reviewed: boolean;
}

/** Reviews of listings: readers see visible ones only (hidden ones count for nothing). */
export function reviewsRepository(db: Queryable) {
  return {
    /**
     * One page of a listing's visible reviews, newest first, reading one more to know whether more
     * follow. The target's (…, created_at desc) index gives the order; hidden rows (rare) are filtered
     * on the way.
     */
    async page(
      target: ReviewTarget,
      page: number,
      pageSize: number,
    ): Promise<{ items: Review[]; hasMore: boolean }> {
      const rows = await db
        .select(shown)
        .from(reviews)
        .where(and(targetColumn(target), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      return { items: rows.slice(0, pageSize).map(toReview), hasMore: rows.length > pageSize };
    },

    /**
     * One page of the visible reviews of every listing of the host (of every kind), newest first, with
     * the listing each is of; `replied` false keeps those awaiting the host's reply. One branch per kind,
     * joined in UNION ALL: each finds the host's listings by their host_id index and their reviews by the
     * (target, created_at desc) index, so no branch reads other hosts' reviews.
     */
    async pageForHost(
      hostId: string,
      options: { replied?: boolean; page: number; pageSize: number },
    ): Promise<{ items: HostReview[]; hasMore: boolean }> {
      const replyFilter: SQL | undefined =
        options.replied === undefined
          ? undefined
          : options.replied
            ? isNotNull(reviews.hostReply)
            : isNull(reviews.hostReply);
      const branches = HOST_LISTINGS.map(({ kind, table, column }) =>
        db
          .select({
            ...shown,
            listingKind: sql<HostReview['listing']['kind']>`${kind}::text`.as('listing_kind'),
            listingId: sql<string>`${table.id}`.as('listing_id'),
            listingTitle: sql<string>`${table.title}`.as('listing_title'),
          })
          .from(reviews)
          .innerJoin(table, eq(table.id, column))
          .where(and(eq(table.hostId, hostId), isNull(reviews.hiddenAt), replyFilter)),
      );
      const [first, ...rest] = branches;
      if (!first) return { items: [], hasMore: false };
      const rows = await rest
        .reduce<typeof first>((union, branch) => union.unionAll(branch) as unknown as typeof first, first)
        .orderBy(sql`created_at desc`, sql`id desc`)
        .limit(options.pageSize + 1)
        .offset((options.page - 1) * options.pageSize);
      return {
        items: rows.slice(0, options.pageSize).map((row) => ({
          ...toReview(row),
          listing: { kind: row.listingKind, id: row.listingId, title: row.listingTitle },
        })),
        hasMore: rows.length > options.pageSize,
      };
    },

    /**
     * The author's latest review of the listing (hidden or not: it is still theirs to edit), or null.
     * Someone with two ended bookings may have written two; "my review" is the newest.
     */
    async findMine(target: ReviewTarget, authorId: string): Promise<Review | null> {
      const [row] = await db
        .select(shown)
        .from(reviews)
        .where(and(targetColumn(target), eq(reviews.authorId, authorId)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(1);
      return row ? toReview(row) : null;
    },

    /**
     * A new review of the booking, or null when the booking has one already: the unique booking_id
     * decides, so two racing posts make one review.
     */
    async create(
      target: ReviewTarget,
      authorId: string,
      bookingId: string,
      write: ReviewWrite,
    ): Promise<Review | null> {
      const [row] = await db
        .insert(reviews)
        .values({
          ...target,
          authorId,
          bookingId,
          authorName: write.authorName,
          rating: write.rating,
          text: write.text,
          verified: true,
          createdAt: write.now,
          updatedAt: write.now,
        })
        .onConflictDoNothing()
        .returning(shown);
      return row ? toReview(row) : null;
    },

    /** The author's latest review of the listing rewritten (it keeps its date, booking and reply), or null. */
    async updateMine(target: ReviewTarget, authorId: string, write: ReviewWrite): Promise<Review | null> {
      const [mine] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(targetColumn(target), eq(reviews.authorId, authorId)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(1);
      if (!mine) return null;
      const [row] = await db
        .update(reviews)
        .set({
          authorName: write.authorName,
          rating: write.rating,
          text: write.text,
          updatedAt: write.now,
        })
        .where(eq(reviews.id, mine.id))
        .returning(shown);
      return row ? toReview(row) : null;
    },

    /**
     * The person's ended booking of the listing that a new review would be of: the latest without a
     * review; else the latest, reviewed; null when they have none. Ended: confirmed, and its last day
     * before `today` (New York), the "past" of the bookings lists (there is no 'completed' status): a
     * stay from the day after check-out, a meal or a ride from the day after.
     */
    async endedBooking(target: ReviewTarget, guestId: string, today: string): Promise<EndedBooking | null> {
      const [found] = await db
        .select({ id: bookings.id, reviewId: reviews.id })
        .from(bookings)
        .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.guestId, guestId),
            bookingOf(target),
            eq(bookings.status, 'confirmed'),
            lt(bookings.endsOn, today),
          ),
        )
        .orderBy(sql`${reviews.id} is null desc`, desc(bookings.endsOn), desc(bookings.createdAt))
        .limit(1);
      return found ? { id: found.id, reviewed: found.reviewId !== null } : null;
    },

    /**
     * A visible review with the host of its listing (whoever owns the stay, offer, service or Ohel
     * listing it is of), and whether it has a reply; null when there is no such review.
     */
    async findForReply(reviewId: string): Promise<{ hostId: string; replied: boolean } | null> {
      const [row] = await db
        .select({
          hostId: sql<string>`coalesce(${stays.hostId}, ${mealOffers.hostId}, ${transportServices.hostId}, ${ohelListings.hostId})`,
          hostReply: reviews.hostReply,
        })
        .from(reviews)
        .leftJoin(stays, eq(stays.id, reviews.stayId))
        .leftJoin(mealOffers, eq(mealOffers.id, reviews.mealOfferId))
        .leftJoin(transportServices, eq(transportServices.id, reviews.transportServiceId))
        .leftJoin(ohelListings, eq(ohelListings.id, reviews.ohelListingId))
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
      return row ? { hostId: row.hostId, replied: row.hostReply !== null } : null;
    },

    /** The host's reply, written once: null when the review has one already (or is gone). */
    async reply(reviewId: string, text: string, now: Date): Promise<Review | null> {
      const [row] = await db
        .update(reviews)
        .set({ hostReply: text, hostRepliedAt: now })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hostReply)))
        .returning(shown);
      return row ? toReview(row) : null;
    },

    /**
     * The listing's rating_average and review_count (and a stay's recommended_score) again from its
     * visible reviews: call it in the transaction that changed them. Updating a stay row also notes the
     * stay in the catalogue's change log (migration 0003's triggers), so the next search shows it.
     */
    async refreshRatings(target: ReviewTarget): Promise<void> {
      if ('stayId' in target) return refreshStayRatings(db, [target.stayId]);
      if ('mealOfferId' in target) return refreshListingRatings(db, 'meal_offers', [target.mealOfferId]);
      if ('transportServiceId' in target)
        return refreshListingRatings(db, 'transport_services', [target.transportServiceId]);
      return refreshListingRatings(db, 'ohel_listings', [target.ohelListingId]);
    },
  };
}
