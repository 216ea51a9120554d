CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER games_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER vendors_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
