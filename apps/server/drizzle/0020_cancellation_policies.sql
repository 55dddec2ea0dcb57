-- Cancellation policies (issue 25): each stay's, chosen by its host, and on each booking the policy it was
-- made under, when it begins for that policy (starts_at) and, once cancelled, what was refunded. Generated
-- by drizzle-kit from src/db/schema.ts, then the booking columns added nullable, filled, and only then
-- made NOT NULL, so that existing rows get their values.
ALTER TABLE "stays" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_cancellation_policy" CHECK ("stays"."cancellation_policy" in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
-- Stays' bookings were made under the policy every stay now starts with, and begin on their check-in day
-- at the stay's check-in time, New York's wall clock.
UPDATE "bookings" SET
  "cancellation_policy" = 'flexible',
  "starts_at" = ("bookings"."check_in" + "stays"."check_in_time"::time) AT TIME ZONE 'America/New_York'
FROM "stays" WHERE "stays"."id" = "bookings"."stay_id" AND "bookings"."kind" = 'stay';--> statement-breakpoint
UPDATE "bookings" SET "cancellation_policy" = 'ride', "starts_at" = "pickup_at" WHERE "kind" = 'ride';--> statement-breakpoint
-- A meal begins at the candle lighting of the eve of its day (service_date), which SQL cannot compute: 16:00
-- New York on the eve is an estimate earlier than any candle lighting there (the earliest, in December, is
-- about 16:10), so no deadline of an existing meal booking falls later than its true one.
UPDATE "bookings" SET
  "cancellation_policy" = 'meal',
  "starts_at" = (("service_date" - 1) + time '16:00') AT TIME ZONE 'America/New_York'
WHERE "kind" = 'meal';--> statement-breakpoint
-- Bookings already cancelled were cancelled when a cancel cost nothing: their whole total came back.
UPDATE "bookings" SET "refunded_percent" = 100, "refunded_cents" = "total_cents" WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "cancellation_policy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
-- A stay is under one of the policies its host picks from; a meal and a ride under their own (an unknown
-- kind is bookings_kind's to refuse).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_policy" CHECK (("bookings"."kind" <> 'stay' or "bookings"."cancellation_policy" in ('flexible', 'moderate', 'strict')) and ("bookings"."kind" <> 'meal' or "bookings"."cancellation_policy" = 'meal') and ("bookings"."kind" <> 'ride' or "bookings"."cancellation_policy" = 'ride'));--> statement-breakpoint
-- A refund comes with a cancel, whole: its percent and its cents together (a null would pass a CHECK that only
-- compares), the cents within the total.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund" CHECK (("bookings"."refunded_percent" is null and "bookings"."refunded_cents" is null) or ("bookings"."status" = 'cancelled' and "bookings"."refunded_percent" is not null and "bookings"."refunded_cents" is not null and "bookings"."refunded_percent" between 0 and 100 and "bookings"."refunded_cents" between 0 and "bookings"."total_cents"));
