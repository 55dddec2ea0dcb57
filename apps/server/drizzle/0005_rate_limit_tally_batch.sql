-- Written by hand: many rate_limit_tally calls in one statement (createRateLimiter in
-- src/lib/rate-limiter.ts groups the requests that arrive while the previous group is in the database),
-- so that a busy server pays one round trip and one commit for a group of searches, not one each.
-- `requests` is a JSON array of rate_limit_tally's `checks` arrays; the answer is the array of their
-- verdicts, in the same order. Each request is counted exactly as rate_limit_tally counts it alone, one
-- after the other, so two requests of one sender in the same group never share the last slot.
-- The advisory locks of the whole group are taken first, in the (bucket, key) order every caller
-- uses, so two groups (or a group and a single multi-check request) never wait on each other in
-- opposite orders. The statement's own commit skips the flush to disk, as rate_limit_tally's `relaxed`.
CREATE FUNCTION "rate_limit_tally_batch"(requests jsonb, at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  held record;
  request jsonb;
  verdicts jsonb := '[]'::jsonb;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR held IN
    SELECT DISTINCT c->>'bucket' COLLATE "C" AS bucket, c->>'key' COLLATE "C" AS key
    FROM jsonb_array_elements(requests) r, jsonb_array_elements(r.value) c
    ORDER BY 1, 2
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext(held.bucket), hashtext(held.key));
  END LOOP;
  FOR request IN SELECT value FROM jsonb_array_elements(requests) WITH ORDINALITY ORDER BY ordinality LOOP
    verdicts := verdicts || jsonb_build_array(rate_limit_tally(request, at, false));
  END LOOP;
  RETURN verdicts;
END
$$;
