CREATE TABLE "storage_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" varchar(63) NOT NULL,
	"name" varchar(1024) NOT NULL,
	"owner_id" uuid,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_objects_size" CHECK ("storage_objects"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meal_offers" DROP CONSTRAINT "meal_offers_status";--> statement-breakpoint
ALTER TABLE "ohel_listings" DROP CONSTRAINT "ohel_listings_status";--> statement-breakpoint
ALTER TABLE "stays" DROP CONSTRAINT "stays_status";--> statement-breakpoint
ALTER TABLE "transport_services" DROP CONSTRAINT "transport_services_status";--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "setup_steps" text[] DEFAULT array['basics', 'location', 'rooms', 'pricing']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_bucket_name_key" ON "storage_objects" USING btree ("bucket","name");--> statement-breakpoint
CREATE INDEX "storage_objects_owner_id_idx" ON "storage_objects" USING btree ("owner_id","bucket");--> statement-breakpoint
ALTER TABLE "meal_offers" ADD CONSTRAINT "meal_offers_status" CHECK ("meal_offers"."status" in ('draft', 'published', 'suspended', 'archived'));--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD CONSTRAINT "ohel_listings_status" CHECK ("ohel_listings"."status" in ('draft', 'published', 'suspended', 'archived'));--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_published_complete" CHECK ("stays"."status" <> 'published' or "stays"."setup_steps" @> array['basics', 'location', 'rooms', 'pricing']::text[]);--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_status" CHECK ("stays"."status" in ('draft', 'published', 'suspended', 'archived'));--> statement-breakpoint
ALTER TABLE "transport_services" ADD CONSTRAINT "transport_services_status" CHECK ("transport_services"."status" in ('draft', 'published', 'suspended', 'archived'));--> statement-breakpoint
-- Written by hand from here on (drizzle-kit cannot express functions or triggers).
-- Live updates (issue 6, /realtime/v1): every new booking and every change of a booking's status is
-- announced on the channel orchim_events, so that each server instance on this database can tell the
-- sockets of the host and the guest concerned. The schema is in the payload because tests share one
-- database with a schema per file, and NOTIFY channels are database-wide.
CREATE FUNCTION "bookings_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('orchim_events', json_build_object(
    'schema', TG_TABLE_SCHEMA,
    'type', CASE WHEN TG_OP = 'INSERT' THEN 'booking_created' ELSE 'booking_updated' END,
    'bookingId', NEW.id,
    'kind', NEW.kind,
    'status', NEW.status,
    'hostId', NEW.host_id,
    'guestId', NEW.guest_id
  )::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_announce_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_announce();--> statement-breakpoint
CREATE TRIGGER "bookings_announce_status" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION bookings_announce();
