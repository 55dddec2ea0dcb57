-- The away mail (docs/decisions/037-away-mail.md): when each message's reader learnt of it. Messages
-- written before this migration count as known, so the first sweep mails nobody about old news.
ALTER TABLE "messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "messages" SET "notified_at" = "created_at";--> statement-breakpoint
CREATE INDEX "messages_unnotified_created_at_idx" ON "messages" USING btree ("created_at") WHERE "messages"."notified_at" is null;--> statement-breakpoint
-- The admin hides reported messages and shows them again: two more audited actions on a new kind of target.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('host.approve', 'host.reject', 'listing.suspend', 'listing.restore', 'review.hide', 'review.restore', 'user.disable', 'user.enable', 'user.grant_admin', 'user.revoke_admin', 'message.read', 'message.unread', 'booking.cancel', 'message.hide', 'message.restore'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type" CHECK ("audit_log"."target_type" in ('user', 'listing', 'review', 'message', 'booking', 'reported_message'));
