ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_reply" varchar(1000);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_host_reply" CHECK (("reviews"."host_reply" is null) = ("reviews"."host_replied_at" is null));