CREATE TABLE "lottery_big_wins" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "lottery_orders_pending";--> statement-breakpoint
DROP INDEX "lottery_orders_big_wins";--> statement-breakpoint
ALTER TABLE "lottery_big_wins" ADD CONSTRAINT "lottery_big_wins_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_big_wins_newest" ON "lottery_big_wins" USING btree ("settled_at","order_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_issue" ON "lottery_orders" USING btree ("issue_id","member_id","id");--> statement-breakpoint
-- Half of each new page stays free, so that settling an order rewrites it in place (schema.ts,
-- lotteryOrders). Pages written before keep their fill until the table is rewritten (VACUUM FULL).
ALTER TABLE "lottery_orders" SET (fillfactor = 50);--> statement-breakpoint
-- The big wins settled so far (BIG_WIN in services/rewards/winners.ts at the time: 200.00, 10x).
INSERT INTO "lottery_big_wins" ("order_id", "settled_at")
SELECT "id", "settled_at" FROM "lottery_orders"
 WHERE "status" = 'WON' AND "payout" >= 20000 AND "payout" >= 10 * "stake"
   AND NOT "trial" AND "settled_at" IS NOT NULL;
