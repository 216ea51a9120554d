CREATE TABLE "lottery_exposure" (
	"issue_id" bigint NOT NULL,
	"key" text NOT NULL,
	"staked" bigint NOT NULL,
	"cap" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_issue_id_key_pk" PRIMARY KEY("issue_id","key"),
	CONSTRAINT "lottery_exposure_cap" CHECK ("lottery_exposure"."staked" >= 0 and "lottery_exposure"."staked" <= "lottery_exposure"."cap")
);
--> statement-breakpoint
DROP INDEX "lottery_orders_number";--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "lottery_exposure" ("issue_id", "key", "staked", "cap")
SELECT "issue_id", 'm:' || "member_id", sum("stake"), sum("stake") FROM "lottery_orders"
 WHERE "status" = 'PENDING' GROUP BY "issue_id", "member_id"
UNION ALL
SELECT "issue_id", 'n:' || "play_code" || '|' || "content", sum("stake"), sum("stake") FROM "lottery_orders"
 WHERE "status" = 'PENDING' GROUP BY "issue_id", "play_code", "content";
