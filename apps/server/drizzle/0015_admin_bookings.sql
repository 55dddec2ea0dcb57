-- The admin's bookings (docs/decisions/035-admin-bookings.md), as drizzle-kit generated it: cancelling a
-- booking is an audited action of its own, and the admin finds a booking by a part of its reference or of
-- the guest's email or name, any case (ILIKE '%…%'), through trigram indexes. pg_trgm, like btree_gist, is
-- created when the database is opened (db/client.ts), before the migrations run.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type";--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_idx" ON "bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_guest_name_trgm_idx" ON "bookings" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('host.approve', 'host.reject', 'listing.suspend', 'listing.restore', 'review.hide', 'review.restore', 'user.disable', 'user.enable', 'user.grant_admin', 'user.revoke_admin', 'message.read', 'message.unread', 'booking.cancel'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type" CHECK ("audit_log"."target_type" in ('user', 'listing', 'review', 'message', 'booking'));