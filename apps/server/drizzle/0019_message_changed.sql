-- A message the admin hides (or shows again) is announced too, as 'message_changed', so that an open
-- conversation shows it removed at once. The same function as for a new message, its type by operation.
CREATE OR REPLACE FUNCTION "messages_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conversation record;
BEGIN
  SELECT "guest_id", "host_id" INTO conversation FROM "conversations" WHERE "id" = NEW."conversation_id";
  PERFORM pg_notify('orchim_events', json_build_object(
    'schema', TG_TABLE_SCHEMA,
    'type', CASE TG_OP WHEN 'INSERT' THEN 'message_created' ELSE 'message_changed' END,
    'conversationId', NEW."conversation_id",
    'messageId', NEW."id",
    'senderId', NEW."sender_id",
    'guestId', conversation."guest_id",
    'hostId', conversation."host_id"
  )::text);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_announce_hidden" AFTER UPDATE OF "hidden_at" ON "messages"
  FOR EACH ROW WHEN (OLD."hidden_at" IS DISTINCT FROM NEW."hidden_at") EXECUTE FUNCTION messages_announce();
