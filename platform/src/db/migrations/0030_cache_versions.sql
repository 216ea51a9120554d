CREATE TABLE "cache_versions" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("tag", "version") VALUES ('announcements', 1), ('banners', 1), ('brand', 1), ('games', 1), ('help', 1), ('lottery', 1), ('points', 1), ('promotions', 1), ('vendors', 1), ('vip', 1);
--> statement-breakpoint
-- A changed table raises the versions of the cache tags it feeds (the trigger's arguments): after
-- each statement, so a bulk change counts once, and visible when its transaction commits.
CREATE FUNCTION bump_cache_versions() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE tag = ANY (TG_ARGV);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER brands_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('brand', 'points');
--> statement-breakpoint
CREATE TRIGGER feature_flags_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feature_flags"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('brand');
--> statement-breakpoint
CREATE TRIGGER register_rules_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "register_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('brand');
--> statement-breakpoint
CREATE TRIGGER resources_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('brand');
--> statement-breakpoint
CREATE TRIGGER customer_service_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_service"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('brand');
--> statement-breakpoint
CREATE TRIGGER cdns_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cdns"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('brand');
--> statement-breakpoint
CREATE TRIGGER club_labels_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "club_labels"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('vip', 'points');
--> statement-breakpoint
CREATE TRIGGER vendors_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('vendors', 'games');
--> statement-breakpoint
CREATE TRIGGER games_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('games');
--> statement-breakpoint
CREATE TRIGGER banners_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('banners');
--> statement-breakpoint
CREATE TRIGGER announcements_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('announcements');
--> statement-breakpoint
CREATE TRIGGER promotions_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('promotions');
--> statement-breakpoint
CREATE TRIGGER help_articles_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "help_articles"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('help');
--> statement-breakpoint
CREATE TRIGGER points_rewards_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "points_rewards"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('points');
--> statement-breakpoint
CREATE TRIGGER lottery_games_cache_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lottery_games"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_versions('lottery');
