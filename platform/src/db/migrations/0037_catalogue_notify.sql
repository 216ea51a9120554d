-- Every change to the catalogue also notifies `catalogue_version` (at commit, once per transaction):
-- on PGlite the game lists' copy learns of it without reading the version on every list.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END
$fn$;
