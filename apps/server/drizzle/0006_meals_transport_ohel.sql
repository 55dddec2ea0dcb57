CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_offer_id" uuid,
	"transport_service_id" uuid,
	"ohel_listing_id" uuid,
	"position" smallint NOT NULL,
	"src" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_one_parent" CHECK (num_nonnulls("listing_images"."meal_offer_id", "listing_images"."transport_service_id", "listing_images"."ohel_listing_id") = 1),
	CONSTRAINT "listing_images_position" CHECK ("listing_images"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "meal_closed_dates" (
	"meal_offer_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "meal_closed_dates_meal_offer_id_date_pk" PRIMARY KEY("meal_offer_id","date")
);
--> statement-breakpoint
CREATE TABLE "meal_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"title" varchar(120) NOT NULL,
	"area" varchar(80) NOT NULL,
	"address" varchar(200) NOT NULL,
	"family_description" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"walk_minutes_to_770" smallint NOT NULL,
	"meal_types" text[] NOT NULL,
	"price_per_guest_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"seats_per_meal" smallint NOT NULL,
	"kosher_standard" varchar(32) NOT NULL,
	"dietary_options" text[] DEFAULT '{}' NOT NULL,
	"table_languages" text[] NOT NULL,
	"children_welcome" boolean DEFAULT true NOT NULL,
	"accessibility" text[] DEFAULT '{}' NOT NULL,
	"offered_from" date NOT NULL,
	"offered_until" date,
	"rating_average" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_offers_status" CHECK ("meal_offers"."status" in ('draft', 'published', 'suspended')),
	CONSTRAINT "meal_offers_meal_types" CHECK (cardinality("meal_offers"."meal_types") >= 1 and "meal_offers"."meal_types" <@ array['friday_night', 'shabbos_lunch', 'seudah_shlishit', 'yom_tov_night', 'yom_tov_lunch']::text[]),
	CONSTRAINT "meal_offers_price" CHECK ("meal_offers"."price_per_guest_cents" between 0 and 100000),
	CONSTRAINT "meal_offers_seats" CHECK ("meal_offers"."seats_per_meal" between 1 and 40),
	CONSTRAINT "meal_offers_kosher_standard" CHECK ("meal_offers"."kosher_standard" in ('chabad', 'chalav_yisrael', 'mehadrin', 'standard')),
	CONSTRAINT "meal_offers_dietary_options" CHECK ("meal_offers"."dietary_options" <@ array['vegetarian', 'gluten_free', 'nut_free', 'childrens_menu']::text[]),
	CONSTRAINT "meal_offers_table_languages" CHECK (cardinality("meal_offers"."table_languages") >= 1 and "meal_offers"."table_languages" <@ array['en', 'he', 'yi', 'fr', 'ru', 'es']::text[]),
	CONSTRAINT "meal_offers_accessibility" CHECK ("meal_offers"."accessibility" <@ array['step_free_entrance', 'ground_floor', 'accessible_bathroom']::text[]),
	CONSTRAINT "meal_offers_period" CHECK ("meal_offers"."offered_until" is null or "meal_offers"."offered_until" >= "meal_offers"."offered_from")
);
--> statement-breakpoint
CREATE TABLE "meal_sittings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_sittings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"meal_offer_id" uuid NOT NULL,
	"date" date NOT NULL,
	"meal_type" varchar(24) NOT NULL,
	"seats" smallint NOT NULL,
	"seats_taken" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_sittings_meal_offer_id_date_meal_type_key" UNIQUE("meal_offer_id","date","meal_type"),
	CONSTRAINT "meal_sittings_meal_type" CHECK ("meal_sittings"."meal_type" in ('friday_night', 'shabbos_lunch', 'seudah_shlishit', 'yom_tov_night', 'yom_tov_lunch')),
	CONSTRAINT "meal_sittings_seats" CHECK ("meal_sittings"."seats" >= 1 and "meal_sittings"."seats_taken" between 0 and "meal_sittings"."seats")
);
--> statement-breakpoint
CREATE TABLE "ohel_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transport_service_id" uuid,
	"stay_id" uuid,
	"price_from_cents" integer,
	"rating_average" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ohel_listings_status" CHECK ("ohel_listings"."status" in ('draft', 'published', 'suspended')),
	CONSTRAINT "ohel_listings_kind" CHECK ("ohel_listings"."kind" in ('shuttle', 'ride', 'stay', 'guided_visit')),
	CONSTRAINT "ohel_listings_link" CHECK (("ohel_listings"."kind" in ('shuttle', 'ride') and "ohel_listings"."transport_service_id" is not null and "ohel_listings"."stay_id" is null)
        or ("ohel_listings"."kind" = 'stay' and "ohel_listings"."stay_id" is not null and "ohel_listings"."transport_service_id" is null)
        or ("ohel_listings"."kind" = 'guided_visit' and "ohel_listings"."stay_id" is null)),
	CONSTRAINT "ohel_listings_price_from" CHECK ("ohel_listings"."price_from_cents" is null or "ohel_listings"."price_from_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transport_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"provider_name" varchar(80) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_type" varchar(32) NOT NULL,
	"airports" text[] DEFAULT '{}' NOT NULL,
	"vehicle_type" varchar(16) NOT NULL,
	"max_passengers" smallint NOT NULL,
	"max_luggage" smallint NOT NULL,
	"pricing_model" varchar(16) NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"service_start" varchar(5) DEFAULT '00:00' NOT NULL,
	"service_end" varchar(5) DEFAULT '00:00' NOT NULL,
	"trip_minutes" smallint NOT NULL,
	"default_pickup" varchar(200) DEFAULT '' NOT NULL,
	"default_destination" varchar(200) DEFAULT '' NOT NULL,
	"rating_average" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_services_status" CHECK ("transport_services"."status" in ('draft', 'published', 'suspended')),
	CONSTRAINT "transport_services_service_type" CHECK ("transport_services"."service_type" in ('airport_transfer', 'ohel_ride', 'hourly', 'intercity')),
	CONSTRAINT "transport_services_airports" CHECK ("transport_services"."airports" <@ array['JFK', 'LGA', 'EWR']::text[] and ("transport_services"."service_type" <> 'airport_transfer' or cardinality("transport_services"."airports") >= 1)),
	CONSTRAINT "transport_services_vehicle_type" CHECK ("transport_services"."vehicle_type" in ('sedan', 'suv', 'minivan', 'van', 'minibus')),
	CONSTRAINT "transport_services_capacity" CHECK ("transport_services"."max_passengers" between 1 and 56 and "transport_services"."max_luggage" between 0 and 80),
	CONSTRAINT "transport_services_pricing_model" CHECK ("transport_services"."pricing_model" in ('per_trip', 'per_passenger')),
	CONSTRAINT "transport_services_price" CHECK ("transport_services"."price_cents" > 0 and "transport_services"."price_cents" <= 1000000),
	CONSTRAINT "transport_services_hours" CHECK ("transport_services"."service_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "transport_services"."service_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "transport_services_trip_minutes" CHECK ("transport_services"."trip_minutes" between 10 and 720)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_kind";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "stay_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meal_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meal_type" varchar(24);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transport_service_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ohel_listing_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup" varchar(200);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination" varchar(200);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_number" varchar(10);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "luggage" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dietary_needs" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_on" date GENERATED ALWAYS AS (coalesce(check_in, service_date)) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_on" date GENERATED ALWAYS AS (coalesce(check_out, service_date)) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "meal_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "transport_service_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "ohel_listing_id" uuid;--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "neighbourhood" varchar(32) DEFAULT 'crown_heights' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_meal_offer_id_meal_offers_id_fk" FOREIGN KEY ("meal_offer_id") REFERENCES "public"."meal_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_transport_service_id_transport_services_id_fk" FOREIGN KEY ("transport_service_id") REFERENCES "public"."transport_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_ohel_listing_id_ohel_listings_id_fk" FOREIGN KEY ("ohel_listing_id") REFERENCES "public"."ohel_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_closed_dates" ADD CONSTRAINT "meal_closed_dates_meal_offer_id_meal_offers_id_fk" FOREIGN KEY ("meal_offer_id") REFERENCES "public"."meal_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_offers" ADD CONSTRAINT "meal_offers_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_sittings" ADD CONSTRAINT "meal_sittings_meal_offer_id_meal_offers_id_fk" FOREIGN KEY ("meal_offer_id") REFERENCES "public"."meal_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD CONSTRAINT "ohel_listings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD CONSTRAINT "ohel_listings_transport_service_id_transport_services_id_fk" FOREIGN KEY ("transport_service_id") REFERENCES "public"."transport_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD CONSTRAINT "ohel_listings_stay_id_stays_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."stays"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_services" ADD CONSTRAINT "transport_services_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_meal_offer_id_position_key" ON "listing_images" USING btree ("meal_offer_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_transport_service_id_position_key" ON "listing_images" USING btree ("transport_service_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_ohel_listing_id_position_key" ON "listing_images" USING btree ("ohel_listing_id","position");--> statement-breakpoint
CREATE INDEX "meal_offers_host_id_idx" ON "meal_offers" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "meal_offers_published_idx" ON "meal_offers" USING btree ("published_at" DESC NULLS LAST) WHERE "meal_offers"."status" = 'published';--> statement-breakpoint
CREATE INDEX "ohel_listings_host_id_idx" ON "ohel_listings" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "ohel_listings_published_idx" ON "ohel_listings" USING btree ("published_at" DESC NULLS LAST) WHERE "ohel_listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "transport_services_host_id_idx" ON "transport_services" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "transport_services_published_idx" ON "transport_services" USING btree ("published_at" DESC NULLS LAST) WHERE "transport_services"."status" = 'published';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meal_offer_id_meal_offers_id_fk" FOREIGN KEY ("meal_offer_id") REFERENCES "public"."meal_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_transport_service_id_transport_services_id_fk" FOREIGN KEY ("transport_service_id") REFERENCES "public"."transport_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ohel_listing_id_ohel_listings_id_fk" FOREIGN KEY ("ohel_listing_id") REFERENCES "public"."ohel_listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meal_sitting_fk" FOREIGN KEY ("meal_offer_id","service_date","meal_type") REFERENCES "public"."meal_sittings"("meal_offer_id","date","meal_type") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_meal_offer_id_meal_offers_id_fk" FOREIGN KEY ("meal_offer_id") REFERENCES "public"."meal_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_transport_service_id_transport_services_id_fk" FOREIGN KEY ("transport_service_id") REFERENCES "public"."transport_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ohel_listing_id_ohel_listings_id_fk" FOREIGN KEY ("ohel_listing_id") REFERENCES "public"."ohel_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_meal_sitting_idx" ON "bookings" USING btree ("meal_offer_id","service_date","meal_type");--> statement-breakpoint
CREATE INDEX "bookings_transport_service_id_idx" ON "bookings" USING btree ("transport_service_id");--> statement-breakpoint
CREATE INDEX "bookings_ohel_listing_id_idx" ON "bookings" USING btree ("ohel_listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_meal_offer_id_author_id_key" ON "reviews" USING btree ("meal_offer_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_meal_offer_id_created_at_idx" ON "reviews" USING btree ("meal_offer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_transport_service_id_author_id_key" ON "reviews" USING btree ("transport_service_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_transport_service_id_created_at_idx" ON "reviews" USING btree ("transport_service_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_ohel_listing_id_author_id_key" ON "reviews" USING btree ("ohel_listing_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_ohel_listing_id_created_at_idx" ON "reviews" USING btree ("ohel_listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_one_listing" CHECK (num_nonnulls("bookings"."stay_id", "bookings"."meal_offer_id", "bookings"."transport_service_id") = 1);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meal_fields" CHECK ("bookings"."kind" <> 'meal' or ("bookings"."meal_offer_id" is not null and "bookings"."service_date" is not null and "bookings"."meal_type" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ride_fields" CHECK ("bookings"."kind" <> 'ride' or ("bookings"."transport_service_id" is not null and "bookings"."service_date" is not null and "bookings"."pickup_at" is not null and "bookings"."pickup" is not null and "bookings"."pickup" <> '' and "bookings"."destination" is not null and "bookings"."destination" <> '' and "bookings"."luggage" is not null and "bookings"."luggage" >= 0));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ohel_kind" CHECK ("bookings"."ohel_listing_id" is null or "bookings"."kind" in ('stay', 'ride'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind" CHECK ("bookings"."kind" in ('stay', 'meal', 'ride'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_target" CHECK (num_nonnulls("reviews"."stay_id", "reviews"."meal_offer_id", "reviews"."transport_service_id", "reviews"."ohel_listing_id") = 1);--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_neighbourhood" CHECK ("stays"."neighbourhood" in ('crown_heights', 'cambria_heights'));