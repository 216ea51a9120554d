CREATE TABLE "member_lifetime_stats" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_labels" ADD COLUMN "min_turnover" bigint;--> statement-breakpoint
ALTER TABLE "club_labels" ADD COLUMN "min_deposits" bigint;--> statement-breakpoint
ALTER TABLE "club_labels" ADD COLUMN "rebate_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_labels" ADD COLUMN "withdraw_daily_max" bigint;--> statement-breakpoint
-- Existing members start from the day rows they already have (docs/vip-ranks.md).
INSERT INTO "member_lifetime_stats" ("member_id", "valid_turnover", "deposits") SELECT "member_id", sum("valid_turnover"), sum("deposits") FROM "member_daily_stats" GROUP BY "member_id";
