-- The fleet's count as a function of its own (issue 23; docs/decisions/032-ride-fleet.md), so the ride's
-- quote can tell a guest that every vehicle is out at the time they picked before they book, with the
-- same count the booking's trigger keeps: how many vehicles a service needs at the busiest moment of a
-- ride picked up at `at` for `passengers`, the rides already booked included. A departure is the rides of
-- one pickup time: a service priced per trip sends a vehicle for each ride; one priced per passenger
-- seats them together, max_passengers to a vehicle.
CREATE FUNCTION "ride_fleet_needed"("service_id" uuid, "at" timestamptz, "passengers" integer)
  RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  service record;
  trip interval;
  needed integer;
BEGIN
  SELECT "max_passengers", "trip_minutes", "pricing_model" INTO service
    FROM "transport_services" WHERE "id" = "service_id";
  trip := make_interval(mins => service."trip_minutes");
  WITH "rides" AS (
    SELECT b."pickup_at", b."number_of_guests" FROM "bookings" b
     WHERE b."kind" = 'ride' AND b."status" = 'confirmed' AND b."transport_service_id" = "service_id"
       AND b."pickup_at" > "at" - trip AND b."pickup_at" < "at" + trip
    UNION ALL
    SELECT "at", "passengers"
  ), "departures" AS (
    SELECT "pickup_at",
      CASE WHEN service."pricing_model" = 'per_passenger'
        THEN ceil(sum("number_of_guests")::numeric / service."max_passengers")::integer
        ELSE count(*)::integer
      END AS "vehicles"
    FROM "rides" GROUP BY "pickup_at"
  )
  -- The count only rises at a departure, so its highest point during the ride is at one of them.
  SELECT max((
    SELECT sum(d."vehicles") FROM "departures" d
     WHERE d."pickup_at" <= moment."pickup_at" AND d."pickup_at" > moment."pickup_at" - trip
  )) INTO needed
  FROM "departures" moment
  WHERE moment."pickup_at" >= "at";
  RETURN needed;
END;
$$;--> statement-breakpoint
-- Before a confirmed ride is inserted: the service's row is locked (so bookings of one service queue here,
-- each counting what those before it committed), then the count above decides. More vehicles than the
-- fleet at any moment: SQLSTATE OR409, which the booking answers with 409 'This booking is no longer
-- available'.
CREATE OR REPLACE FUNCTION "ride_fleet_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fleet integer;
  needed integer;
BEGIN
  IF NEW."kind" <> 'ride' OR NEW."status" <> 'confirmed' THEN
    RETURN NEW;
  END IF;
  SELECT "vehicles" INTO fleet FROM "transport_services" WHERE "id" = NEW."transport_service_id" FOR UPDATE;
  needed := "ride_fleet_needed"(NEW."transport_service_id", NEW."pickup_at", NEW."number_of_guests");
  IF needed > fleet THEN
    RAISE EXCEPTION 'ride_fleet_full: % vehicles needed, % in the fleet', needed, fleet
      USING ERRCODE = 'OR409';
  END IF;
  RETURN NEW;
END;
$$;
