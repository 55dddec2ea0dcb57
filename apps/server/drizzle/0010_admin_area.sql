CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" varchar(100) NOT NULL,
	"action" varchar(32) NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"target_label" text NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('host.approve', 'host.reject', 'listing.suspend', 'listing.restore', 'review.hide', 'review.restore', 'user.disable', 'user.enable', 'user.grant_admin', 'user.revoke_admin', 'message.read', 'message.unread')),
	CONSTRAINT "audit_log_target_type" CHECK ("audit_log"."target_type" in ('user', 'listing', 'review', 'message'))
);
--> statement-breakpoint
ALTER TABLE "meal_offers" ADD COLUMN "suspended_from" varchar(16);--> statement-breakpoint
ALTER TABLE "meal_offers" ADD COLUMN "suspended_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD COLUMN "suspended_from" varchar(16);--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD COLUMN "suspended_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "suspended_from" varchar(16);--> statement-breakpoint
ALTER TABLE "stays" ADD COLUMN "suspended_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "transport_services" ADD COLUMN "suspended_from" varchar(16);--> statement-breakpoint
ALTER TABLE "transport_services" ADD COLUMN "suspended_reason" varchar(500);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST) WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "meal_offers_created_at_idx" ON "meal_offers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meal_offers_status_created_at_idx" ON "meal_offers" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ohel_listings_created_at_idx" ON "ohel_listings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ohel_listings_status_created_at_idx" ON "ohel_listings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_author_id_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_hidden_created_at_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST) WHERE "reviews"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "stays_created_at_idx" ON "stays" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stays_status_created_at_idx" ON "stays" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transport_services_created_at_idx" ON "transport_services" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transport_services_status_created_at_idx" ON "transport_services" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("created_at" DESC NULLS LAST) WHERE "users"."banned_until" is not null;--> statement-breakpoint
ALTER TABLE "meal_offers" ADD CONSTRAINT "meal_offers_suspended_from" CHECK ("meal_offers"."suspended_from" is null or "meal_offers"."suspended_from" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "ohel_listings" ADD CONSTRAINT "ohel_listings_suspended_from" CHECK ("ohel_listings"."suspended_from" is null or "ohel_listings"."suspended_from" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "stays" ADD CONSTRAINT "stays_suspended_from" CHECK ("stays"."suspended_from" is null or "stays"."suspended_from" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "transport_services" ADD CONSTRAINT "transport_services_suspended_from" CHECK ("transport_services"."suspended_from" is null or "transport_services"."suspended_from" in ('draft', 'published', 'archived'));--> statement-breakpoint
-- Written by hand from here on (drizzle-kit cannot express functions or triggers).
-- The audit log is append-only: what an admin did cannot be rewritten or removed, by the application
-- or anyone with its database login. Statement-level, so even an UPDATE or DELETE matching no row fails.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
