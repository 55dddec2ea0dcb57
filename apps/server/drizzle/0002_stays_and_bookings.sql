CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(12) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'confirmed' NOT NULL,
	"guest_id" uuid,
	"host_id" uuid NOT NULL,
	"stay_id" uuid,
	"check_in" date,
	"check_out" date,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"number_of_guests" smallint NOT NULL,
	"special_requests" varchar(1000) DEFAULT '' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind" CHECK ("bookings"."kind" in ('stay')),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_stay_fields" CHECK ("bookings"."kind" <> 'stay' or ("bookings"."stay_id" is not null and "bookings"."check_out" > "bookings"."check_in")),
	CONSTRAINT "bookings_guests" CHECK ("bookings"."number_of_guests" >= 1),
	CONSTRAINT "bookings_money" CHECK ("bookings"."total_cents" >= 0 and "bookings"."unit_price_cents" >= 0 and "bookings"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stay_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" varchar(50) NOT NULL,
	"rating" smallint NOT NULL,
	"text" varchar(1000) NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "stay_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stay_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"src" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_images_position" CHECK ("stay_images"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "stay_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stay_id" uuid NOT NULL,
	"during" daterange NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_reservations_not_empty" CHECK (not isempty("stay_reservations"."during"))
);
--> statement-breakpoint
CREATE TABLE "stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"title" varchar(120) NOT NULL,
	"area" varchar(80) NOT NULL,
	"address" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"house_rules" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"walk_minutes_to_770" smallint NOT NULL,
	"property_type" varchar(32) NOT NULL,
	"bedrooms" smallint NOT NULL,
	"beds" smallint NOT NULL,
	"baths" smallint NOT NULL,
	"max_guests" smallint NOT NULL,
	"price_per_night_cents" integer NOT NULL,
	"cleaning_fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"minimum_nights" smallint DEFAULT 1 NOT NULL,
	"check_in_time" varchar(5) DEFAULT '15:00' NOT NULL,
	"check_out_time" varchar(5) DEFAULT '11:00' NOT NULL,
	"amenities" text[] DEFAULT '{}' NOT NULL,
	"jewish_features" text[] DEFAULT '{}' NOT NULL,
	"kosher_standard" varchar(32),
	"mikvah_walk_minutes" smallint,
	"rating_average" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"recommended_score" real DEFAULT 4 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stays_status" CHECK ("stays"."status" in ('draft', 'published', 'suspended')),
	CONSTRAINT "stays_rooms" CHECK ("stays"."bedrooms" >= 0 and "stays"."beds" >= 1 and "stays"."baths" >= 0),
	CONSTRAINT "stays_max_guests" CHECK ("stays"."max_guests" between 1 and 16),
	CONSTRAINT "stays_money" CHECK ("stays"."price_per_night_cents" > 0 and "stays"."cleaning_fee_cents" >= 0 and "stays"."price_per_night_cents" <= 1000000),
	CONSTRAINT "stays_minimum_nights" CHECK ("stays"."minimum_nights" between 1 and 60),
	CONSTRAINT "stays_kosher_standard" CHECK (("stays"."kosher_standard" is not null) = ('kosher_kitchen' = any("stays"."jewish_features")))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_images" ADD CONSTRAINT "stay_images_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reservations" ADD CONSTRAINT "stay_reservations_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_reservations" ADD CONSTRAINT "stay_reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_guest_id_created_at_idx" ON "bookings" USING btree ("guest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_host_id_created_at_idx" ON "bookings" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_stay_id_idx" ON "bookings" USING btree ("stay_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_stay_id_author_id_key" ON "reviews" USING btree ("stay_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_stay_id_created_at_idx" ON "reviews" USING btree ("stay_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stay_images_stay_id_position_key" ON "stay_images" USING btree ("stay_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_reservations_booking_id_key" ON "stay_reservations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "stay_reservations_taken_idx" ON "stay_reservations" USING gist (daterange(lower("during"), upper("during"), '[)'),"stay_id");--> statement-breakpoint
CREATE INDEX "stays_host_id_idx" ON "stays" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "stays_published_recommended_idx" ON "stays" USING btree ("recommended_score" DESC NULLS LAST,"id") WHERE "stays"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stays_published_price_idx" ON "stays" USING btree ("price_per_night_cents","id") WHERE "stays"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stays_published_rating_idx" ON "stays" USING btree ("rating_average" desc nulls last,"review_count" DESC NULLS LAST,"id") WHERE "stays"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stays_published_walk_idx" ON "stays" USING btree ("walk_minutes_to_770","id") WHERE "stays"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stays_published_search_idx" ON "stays" USING btree ("id","max_guests","minimum_nights","price_per_night_cents","amenities","jewish_features") WHERE "stays"."status" = 'published';--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): no two reservations of one stay share a night. It is
-- also the index the availability checks use.
ALTER TABLE "stay_reservations" ADD CONSTRAINT "stay_reservations_no_overlap" EXCLUDE USING gist ("stay_id" WITH =, "during" WITH &&);
