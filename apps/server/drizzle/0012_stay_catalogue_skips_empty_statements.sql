-- Written by hand (drizzle-kit cannot express functions). The stay catalogue's trigger function of 0003,
-- with one change: a statement that touched no row (an UPDATE or DELETE whose WHERE matched nothing, such
-- as a refused unblock of someone else's nights) changed nothing the catalogue holds, so the counter stays
-- where it was. A refused request leaves the database as it found it, and searches look for no changes
-- that are not there.
CREATE OR REPLACE FUNCTION "stay_catalogue_note"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted bigint;
  any_row boolean;
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I FROM old_rows'
    ELSE 'SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows'
  END;
BEGIN
  EXECUTE format('SELECT EXISTS (' || touched || ')', TG_ARGV[0]) INTO any_row;
  IF NOT any_row THEN
    RETURN NULL;
  END IF;
  UPDATE stay_catalogue_version SET version = version + 1 RETURNING version INTO noted;
  EXECUTE format('INSERT INTO stay_catalogue_changes (stay_id, version) SELECT DISTINCT stay, $1 FROM ('
    || touched || ') touched (stay) ON CONFLICT (stay_id) DO UPDATE SET version = excluded.version',
    TG_ARGV[0]) USING noted;
  RETURN NULL;
END
$$;
