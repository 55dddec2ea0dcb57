-- A transport service's fleet (issue 23; docs/decisions/032-ride-fleet.md). Written by hand after what
-- drizzle-kit generated (the column, its check and the index): the trigger below is the database's word
-- on how many rides of a service may be on the road at once.
ALTER TABLE "transport_services" ADD COLUMN "vehicles" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_ride_fleet_idx" ON "bookings" USING btree ("transport_service_id","pickup_at") WHERE "bookings"."kind" = 'ride' and "bookings"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "transport_services" ADD CONSTRAINT "transport_services_vehicles" CHECK ("transport_services"."vehicles" between 1 and 50);--> statement-breakpoint
-- Before a confirmed ride is inserted: the service's row is locked (so bookings of one service queue here,
-- each counting what those before it committed), then the vehicles on the road are counted at every
-- moment of the new ride, pickup to pickup + trip_minutes. A departure is the rides of one pickup time: a
-- service priced per trip sends a vehicle for each ride; one priced per passenger seats them together,
-- max_passengers to a vehicle. More vehicles than the fleet at any moment: SQLSTATE OR409, which the
-- booking answers with 409 'This booking is no longer available'.
CREATE FUNCTION "ride_fleet_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  service record;
  trip interval;
  needed integer;
BEGIN
  IF NEW."kind" <> 'ride' OR NEW."status" <> 'confirmed' THEN
    RETURN NEW;
  END IF;
  SELECT "vehicles", "max_passengers", "trip_minutes", "pricing_model" INTO service
    FROM "transport_services" WHERE "id" = NEW."transport_service_id" FOR UPDATE;
  trip := make_interval(mins => service."trip_minutes");
  WITH "rides" AS (
    SELECT "pickup_at", "number_of_guests" FROM "bookings"
     WHERE "kind" = 'ride' AND "status" = 'confirmed' AND "transport_service_id" = NEW."transport_service_id"
       AND "pickup_at" > NEW."pickup_at" - trip AND "pickup_at" < NEW."pickup_at" + trip
    UNION ALL
    SELECT NEW."pickup_at", NEW."number_of_guests"
  ), "departures" AS (
    SELECT "pickup_at",
      CASE WHEN service."pricing_model" = 'per_passenger'
        THEN ceil(sum("number_of_guests")::numeric / service."max_passengers")::integer
        ELSE count(*)::integer
      END AS "vehicles"
    FROM "rides" GROUP BY "pickup_at"
  )
  -- The count only rises at a departure, so its highest point during the new ride is at one of them.
  SELECT max((
    SELECT sum(d."vehicles") FROM "departures" d
     WHERE d."pickup_at" <= moment."pickup_at" AND d."pickup_at" > moment."pickup_at" - trip
  )) INTO needed
  FROM "departures" moment
  WHERE moment."pickup_at" >= NEW."pickup_at";
  IF needed > service."vehicles" THEN
    RAISE EXCEPTION 'ride_fleet_full: % vehicles needed, % in the fleet', needed, service."vehicles"
      USING ERRCODE = 'OR409';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_ride_fleet" BEFORE INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW."kind" = 'ride') EXECUTE FUNCTION "ride_fleet_check"();
