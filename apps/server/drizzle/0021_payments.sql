-- Payments (issue 25, docs/decisions/039-online-payment.md): how each booking is paid (on arrival, or online
-- through Stripe), the hold of a booking awaiting its payment (status pending_payment until hold_expires_at,
-- then expired), the Checkout Session of each online payment, refunds through Stripe with their retries, the
-- Stripe events already handled, the means a host accepts on arrival, and files attached to mail. Generated
-- by drizzle-kit from src/db/schema.ts; the ride fleet's count below added by hand.
CREATE TABLE "payments" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"checkout_session_id" varchar(255) NOT NULL,
	"checkout_url" text NOT NULL,
	"payment_intent_id" varchar(255),
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'paid', 'unpaid')),
	CONSTRAINT "payments_paid" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null)),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" varchar(255),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_succeeded" CHECK (("refunds"."status" = 'succeeded') = ("refunds"."refunded_at" is not null and "refunds"."stripe_refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
DROP INDEX "bookings_ride_fleet_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_method" varchar(16) DEFAULT 'on_arrival' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_means" text[] DEFAULT array['cash']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_session_id_key" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_id_key" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_next_attempt_at_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'succeeded';--> statement-breakpoint
CREATE INDEX "bookings_hold_expires_at_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "bookings_ride_fleet_idx" ON "bookings" USING btree ("transport_service_id","pickup_at") WHERE "bookings"."kind" = 'ride' and "bookings"."status" in ('pending_payment', 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method" CHECK ("bookings"."payment_method" in ('on_arrival', 'online'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold" CHECK ("bookings"."status" <> 'pending_payment' or ("bookings"."payment_method" = 'online' and "bookings"."hold_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pending_payment', 'confirmed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payment_means" CHECK (cardinality("users"."payment_means") >= 1 and "users"."payment_means" <@ array['cash', 'zelle', 'venmo', 'paypal', 'check', 'card']::text[]);--> statement-breakpoint
-- A ride awaiting its payment holds its vehicle as a confirmed one does (migration 0016's count, with
-- pending_payment beside confirmed): the fleet is counted with the holds, and a hold is checked as it is
-- inserted.
CREATE OR REPLACE FUNCTION "ride_fleet_needed"("service_id" uuid, "at" timestamptz, "passengers" integer)
  RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  service record;
  trip interval;
  needed integer;
BEGIN
  SELECT "max_passengers", "trip_minutes", "pricing_model" INTO service
    FROM "transport_services" WHERE "id" = "service_id";
  trip := make_interval(mins => service."trip_minutes");
  WITH "rides" AS (
    SELECT b."pickup_at", b."number_of_guests" FROM "bookings" b
     WHERE b."kind" = 'ride' AND b."status" IN ('pending_payment', 'confirmed')
       AND b."transport_service_id" = "service_id"
       AND b."pickup_at" > "at" - trip AND b."pickup_at" < "at" + trip
    UNION ALL
    SELECT "at", "passengers"
  ), "departures" AS (
    SELECT "pickup_at",
      CASE WHEN service."pricing_model" = 'per_passenger'
        THEN ceil(sum("number_of_guests")::numeric / service."max_passengers")::integer
        ELSE count(*)::integer
      END AS "vehicles"
    FROM "rides" GROUP BY "pickup_at"
  )
  SELECT max((
    SELECT sum(d."vehicles") FROM "departures" d
     WHERE d."pickup_at" <= moment."pickup_at" AND d."pickup_at" > moment."pickup_at" - trip
  )) INTO needed
  FROM "departures" moment
  WHERE moment."pickup_at" >= "at";
  RETURN needed;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ride_fleet_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fleet integer;
  needed integer;
BEGIN
  IF NEW."kind" <> 'ride' OR NEW."status" NOT IN ('pending_payment', 'confirmed') THEN
    RETURN NEW;
  END IF;
  SELECT "vehicles" INTO fleet FROM "transport_services" WHERE "id" = NEW."transport_service_id" FOR UPDATE;
  needed := "ride_fleet_needed"(NEW."transport_service_id", NEW."pickup_at", NEW."number_of_guests");
  IF needed > fleet THEN
    RAISE EXCEPTION 'ride_fleet_full: % vehicles needed, % in the fleet', needed, fleet
      USING ERRCODE = 'OR409';
  END IF;
  RETURN NEW;
END;
$$;