CREATE TABLE "raffle_draws" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"entries" integer NOT NULL,
	"winners" integer NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"place" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_entries_place" CHECK ("raffle_entries"."place" is null or "raffle_entries"."place" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_kind";--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_entries" ADD CONSTRAINT "raffle_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_entries_once" ON "raffle_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "raffle_entries_member" ON "raffle_entries" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('INFO', 'FIRST_DEPOSIT', 'DAILY_RELOAD', 'CHECK_IN', 'REWARD', 'REFERRAL', 'LOSS_REBATE', 'RAFFLE'));