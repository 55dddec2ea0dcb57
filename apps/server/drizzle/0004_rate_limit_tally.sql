-- Written by hand: the database rate limiter's check-and-count (createRateLimiter in
-- src/lib/rate-limiter.ts) as one function, so that a search's count is one round trip rather than six.
-- `checks` is a JSON array of {bucket, key, limit, windowMs, blockMs (or null), sweep}, in the order the
-- advisory locks are to be taken. Every check is read under pg_advisory_xact_lock of its bucket and key
-- (held to the end of the transaction: the statement's own, or the caller's), so two requests of one
-- sender never take the same last slot. If any check is over its limit or blocked, nothing is counted
-- (a limit with blockMs over its limit starts a block: one row in '<bucket>/blocked') and the answer is
-- {allowed: false, waitMs}; else one row is counted per check, expired rows are swept from the buckets
-- marked `sweep`, and the answer is {allowed: true, ids}. `relaxed` lets the statement's own commit skip
-- the flush to disk: losing the last moment's counts in a crash only lets a few more requests through.
CREATE FUNCTION "rate_limit_tally"(checks jsonb, at timestamptz, relaxed boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  counted text;
  blocked text;
  window_start timestamptz;
  block_start timestamptz;
  used bigint;
  oldest timestamptz;
  blocked_since timestamptz;
  wait_ms double precision := 0;
  ids jsonb;
BEGIN
  IF relaxed THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  FOR c IN SELECT value FROM jsonb_array_elements(checks) LOOP
    counted := c->>'bucket';
    blocked := counted || '/blocked';
    window_start := at - make_interval(secs => (c->>'windowMs')::double precision / 1000);
    block_start := at - make_interval(secs => coalesce((c->>'blockMs')::double precision, 0) / 1000);
    PERFORM pg_advisory_xact_lock(hashtext(counted), hashtext(c->>'key'));
    -- Planned afresh each time (EXECUTE): a plan cached while the table was small would go on reading it
    -- whole as it grows, until the next ANALYZE.
    EXECUTE 'SELECT count(*) FILTER (WHERE e.bucket = $1 AND e.created_at > $3),
                    min(e.created_at) FILTER (WHERE e.bucket = $1 AND e.created_at > $3),
                    max(e.created_at) FILTER (WHERE e.bucket = $2 AND e.created_at > $4)
             FROM rate_limit_events e
             WHERE e.key = $5 AND e.bucket IN ($1, $2)'
      INTO used, oldest, blocked_since
      USING counted, blocked, window_start, block_start, c->>'key';
    IF c->>'blockMs' IS NOT NULL AND blocked_since IS NOT NULL THEN
      wait_ms := greatest(wait_ms, extract(epoch FROM blocked_since - at) * 1000 + (c->>'blockMs')::double precision, 1);
    ELSIF used >= (c->>'limit')::int THEN
      IF c->>'blockMs' IS NOT NULL THEN
        wait_ms := greatest(wait_ms, (c->>'blockMs')::double precision, 1);
        INSERT INTO rate_limit_events (bucket, key, created_at) VALUES (blocked, c->>'key', at);
      ELSE
        wait_ms := greatest(wait_ms, extract(epoch FROM oldest - at) * 1000 + (c->>'windowMs')::double precision, 1);
      END IF;
    END IF;
  END LOOP;
  IF wait_ms > 0 THEN
    RETURN jsonb_build_object('allowed', false, 'waitMs', wait_ms);
  END IF;

  FOR c IN SELECT value FROM jsonb_array_elements(checks) WHERE (value->>'sweep')::boolean LOOP
    DELETE FROM rate_limit_events
      WHERE bucket = c->>'bucket'
        AND created_at <= at - make_interval(secs => (c->>'windowMs')::double precision / 1000);
    IF c->>'blockMs' IS NOT NULL THEN
      DELETE FROM rate_limit_events
        WHERE bucket = (c->>'bucket') || '/blocked'
          AND created_at <= at - make_interval(secs => (c->>'blockMs')::double precision / 1000);
    END IF;
  END LOOP;
  WITH added AS (
    INSERT INTO rate_limit_events (bucket, key, created_at)
    SELECT value->>'bucket', value->>'key', at FROM jsonb_array_elements(checks)
    RETURNING id
  )
  SELECT jsonb_agg(id) INTO ids FROM added;
  RETURN jsonb_build_object('allowed', true, 'ids', ids);
END
$$;
