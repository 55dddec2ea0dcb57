-- Guest–host messages (docs/decisions/036-messages.md): the tables as drizzle-kit generated them from
-- src/db/schema.ts, then two sets of triggers written by hand.
CREATE TABLE "conversation_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(8) NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "conversation_participants_role_key" UNIQUE("conversation_id","role"),
	CONSTRAINT "conversation_participants_role" CHECK ("conversation_participants"."role" in ('guest', 'host'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_kind" varchar(16) NOT NULL,
	"listing_id" uuid NOT NULL,
	"guest_id" uuid,
	"host_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_listing_guest_key" UNIQUE("listing_kind","listing_id","guest_id"),
	CONSTRAINT "conversations_listing_kind" CHECK ("conversations"."listing_kind" in ('stays', 'meals', 'transport', 'ohel')),
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."guest_id" is distinct from "conversations"."host_id")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reports_message_id_reporter_id_pk" PRIMARY KEY("message_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "messages_body" CHECK (char_length("messages"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_participants_user_id_role_idx" ON "conversation_participants" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "conversations_guest_id_last_message_at_idx" ON "conversations" USING btree ("guest_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_host_id_last_message_at_idx" ON "conversations" USING btree ("host_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_reports_reporter_id_idx" ON "message_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_id_created_at_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
-- A new message is announced on orchim_events, the channel of the bookings_announce trigger (migration
-- 0007), with both participants, so that each server instance tells their sockets at commit, whichever
-- instance took the message. The schema is in the payload for the same reason as there.
CREATE FUNCTION "messages_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conversation record;
BEGIN
  SELECT "guest_id", "host_id" INTO conversation FROM "conversations" WHERE "id" = NEW."conversation_id";
  PERFORM pg_notify('orchim_events', json_build_object(
    'schema', TG_TABLE_SCHEMA,
    'type', 'message_created',
    'conversationId', NEW."conversation_id",
    'messageId', NEW."id",
    'senderId', NEW."sender_id",
    'guestId', conversation."guest_id",
    'hostId', conversation."host_id"
  )::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_announce_insert" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION messages_announce();--> statement-breakpoint
-- A conversation names its listing by kind and id, without a foreign key (four tables): a listing that is
-- deleted (a host's listing nothing else points at) takes its conversations with it, as a cascade would.
CREATE FUNCTION "conversations_forget_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "conversations" WHERE "listing_kind" = TG_ARGV[0] AND "listing_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "stays_forget_conversations" AFTER DELETE ON "stays"
  FOR EACH ROW EXECUTE FUNCTION conversations_forget_listing('stays');--> statement-breakpoint
CREATE TRIGGER "meal_offers_forget_conversations" AFTER DELETE ON "meal_offers"
  FOR EACH ROW EXECUTE FUNCTION conversations_forget_listing('meals');--> statement-breakpoint
CREATE TRIGGER "transport_services_forget_conversations" AFTER DELETE ON "transport_services"
  FOR EACH ROW EXECUTE FUNCTION conversations_forget_listing('transport');--> statement-breakpoint
CREATE TRIGGER "ohel_listings_forget_conversations" AFTER DELETE ON "ohel_listings"
  FOR EACH ROW EXECUTE FUNCTION conversations_forget_listing('ohel');
