CREATE TABLE "stay_catalogue_changes" (
	"stay_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stay_catalogue_version_one_row" CHECK ("stay_catalogue_version"."id")
);
--> statement-breakpoint
DROP INDEX "stay_reservations_taken_idx";--> statement-breakpoint
DROP INDEX "stays_published_recommended_idx";--> statement-breakpoint
DROP INDEX "stays_published_price_idx";--> statement-breakpoint
DROP INDEX "stays_published_rating_idx";--> statement-breakpoint
DROP INDEX "stays_published_walk_idx";--> statement-breakpoint
DROP INDEX "stays_published_search_idx";--> statement-breakpoint
CREATE INDEX "stay_catalogue_changes_version_idx" ON "stay_catalogue_changes" USING btree ("version");--> statement-breakpoint
-- Written by hand from here on (drizzle-kit cannot express rows, functions or triggers).
-- The stay catalogue's change log (docs/decisions/008-stay-catalogue.md): after every statement that
-- changes stays, stay_images or stay_reservations, the counter goes up by one and each stay touched is
-- noted at the new version. The counter's row lock orders the writers, so versions commit in order and
-- a reader that sees version N sees every change up to N. TG_ARGV[0] names the column holding the stay.
INSERT INTO "stay_catalogue_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "stay_catalogue_note"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted bigint;
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I FROM old_rows'
    ELSE 'SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows'
  END;
BEGIN
  UPDATE stay_catalogue_version SET version = version + 1 RETURNING version INTO noted;
  EXECUTE format('INSERT INTO stay_catalogue_changes (stay_id, version) SELECT DISTINCT stay, $1 FROM ('
    || touched || ') touched (stay) ON CONFLICT (stay_id) DO UPDATE SET version = excluded.version',
    TG_ARGV[0]) USING noted;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stays_catalogue_insert" AFTER INSERT ON "stays" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('id');--> statement-breakpoint
CREATE TRIGGER "stays_catalogue_update" AFTER UPDATE ON "stays" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('id');--> statement-breakpoint
CREATE TRIGGER "stays_catalogue_delete" AFTER DELETE ON "stays" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('id');--> statement-breakpoint
CREATE TRIGGER "stay_images_catalogue_insert" AFTER INSERT ON "stay_images" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('stay_id');--> statement-breakpoint
CREATE TRIGGER "stay_images_catalogue_update" AFTER UPDATE ON "stay_images" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('stay_id');--> statement-breakpoint
CREATE TRIGGER "stay_images_catalogue_delete" AFTER DELETE ON "stay_images" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('stay_id');--> statement-breakpoint
CREATE TRIGGER "stay_reservations_catalogue_insert" AFTER INSERT ON "stay_reservations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('stay_id');--> statement-breakpoint
CREATE TRIGGER "stay_reservations_catalogue_update" AFTER UPDATE ON "stay_reservations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('stay_id');--> statement-breakpoint
CREATE TRIGGER "stay_reservations_catalogue_delete" AFTER DELETE ON "stay_reservations" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stay_catalogue_note('stay_id');
