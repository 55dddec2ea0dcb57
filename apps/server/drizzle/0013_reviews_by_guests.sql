-- Only real guests review (decision 022). Written by hand around what drizzle-kit generated (the column,
-- its foreign key and indexes), because the rows already there must be dealt with before booking_id can
-- be NOT NULL.
--
-- 1. Each review gets the booking it is of: the author's latest ended (last day before today in New
--    York), confirmed booking of the listing, booked where the review is shown (a stay's by any booking
--    of the stay; a transport service's by a ride booked on its page; an Ohel listing's by a ride booked
--    from that listing). The old one-review-per-person-per-listing rule and these kinds make the
--    candidates of two reviews disjoint, so no booking is given twice.
ALTER TABLE "reviews" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
UPDATE "reviews" r SET "booking_id" = (
  SELECT b."id" FROM "bookings" b
  WHERE b."guest_id" = r."author_id"
    AND b."status" = 'confirmed'
    AND b."ends_on" < (now() AT TIME ZONE 'America/New_York')::date
    AND (
      (r."stay_id" IS NOT NULL AND b."kind" = 'stay' AND b."stay_id" = r."stay_id")
      OR (r."meal_offer_id" IS NOT NULL AND b."kind" = 'meal' AND b."meal_offer_id" = r."meal_offer_id")
      OR (r."transport_service_id" IS NOT NULL AND b."kind" = 'ride'
        AND b."transport_service_id" = r."transport_service_id" AND b."ohel_listing_id" IS NULL)
      OR (r."ohel_listing_id" IS NOT NULL AND b."kind" = 'ride' AND b."ohel_listing_id" = r."ohel_listing_id")
    )
  ORDER BY b."ends_on" DESC, b."created_at" DESC
  LIMIT 1
);--> statement-breakpoint
-- 2. A review no booking backs is what this migration is for: it goes (host replies with it). Nothing
--    references reviews; the audit log names them in text.
DELETE FROM "reviews" WHERE "booking_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "booking_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "reviews_stay_id_author_id_key";--> statement-breakpoint
DROP INDEX "reviews_meal_offer_id_author_id_key";--> statement-breakpoint
DROP INDEX "reviews_transport_service_id_author_id_key";--> statement-breakpoint
DROP INDEX "reviews_ohel_listing_id_author_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
UPDATE "reviews" SET "verified" = true WHERE NOT "verified";--> statement-breakpoint
-- 3. Authors show as first name and initial ("Sarah C.", at most LIMITS.name = 50), as the server now stores them
--    (src/rest/reviews/author-name.ts): the first word and the first letter of the last one.
UPDATE "reviews" r SET "author_name" = left(
  CASE
    WHEN cardinality(w."parts") > 1
      THEN w."parts"[1] || ' ' || upper(left(w."parts"[cardinality(w."parts")], 1)) || '.'
    WHEN w."parts"[1] <> '' THEN w."parts"[1]
    ELSE 'Guest'
  END, 50)
FROM (SELECT "id", regexp_split_to_array(btrim("author_name"), '\s+') AS "parts" FROM "reviews") w
WHERE w."id" = r."id";--> statement-breakpoint
-- 4. The listings' averages and counts again from the reviews left (as stay-ratings.ts and
--    listing-ratings.ts count them: visible reviews; a stay's Bayesian score with 3 reviews of 4).
UPDATE "stays" s SET
  "rating_average" = r."average",
  "review_count" = r."count",
  "recommended_score" = (12 + coalesce(r."total", 0)) / (3 + r."count")
FROM (
  SELECT s."id", avg(v."rating")::real AS "average", count(v."id")::int AS "count", sum(v."rating")::real AS "total"
  FROM "stays" s LEFT JOIN "reviews" v ON v."stay_id" = s."id" AND v."hidden_at" IS NULL
  GROUP BY s."id"
) r
WHERE s."id" = r."id"
  AND (s."review_count" IS DISTINCT FROM r."count" OR s."rating_average" IS DISTINCT FROM r."average");--> statement-breakpoint
UPDATE "meal_offers" t SET "rating_average" = r."average", "review_count" = r."count"
FROM (
  SELECT l."id", avg(v."rating")::real AS "average", count(v."id")::int AS "count"
  FROM "meal_offers" l LEFT JOIN "reviews" v ON v."meal_offer_id" = l."id" AND v."hidden_at" IS NULL
  GROUP BY l."id"
) r
WHERE t."id" = r."id";--> statement-breakpoint
UPDATE "transport_services" t SET "rating_average" = r."average", "review_count" = r."count"
FROM (
  SELECT l."id", avg(v."rating")::real AS "average", count(v."id")::int AS "count"
  FROM "transport_services" l LEFT JOIN "reviews" v ON v."transport_service_id" = l."id" AND v."hidden_at" IS NULL
  GROUP BY l."id"
) r
WHERE t."id" = r."id";--> statement-breakpoint
UPDATE "ohel_listings" t SET "rating_average" = r."average", "review_count" = r."count"
FROM (
  SELECT l."id", avg(v."rating")::real AS "average", count(v."id")::int AS "count"
  FROM "ohel_listings" l LEFT JOIN "reviews" v ON v."ohel_listing_id" = l."id" AND v."hidden_at" IS NULL
  GROUP BY l."id"
) r
WHERE t."id" = r."id";
