CREATE TABLE "member_rebates" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_slot" timestamp with time zone,
	"to_slot" timestamp with time zone NOT NULL,
	"turnover" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_rebates_kind" CHECK ("member_rebates"."kind" in ('auto', 'manual')),
	CONSTRAINT "member_rebates_amounts" CHECK ("member_rebates"."amount" >= 0 and "member_rebates"."turnover" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_kind";--> statement-breakpoint
ALTER TABLE "bonus_turnovers" ADD COLUMN "weights" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rebates" ADD CONSTRAINT "member_rebates_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_rebates_until" ON "member_rebates" USING btree ("member_id","to_slot");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('INFO', 'FIRST_DEPOSIT', 'DAILY_RELOAD', 'CHECK_IN', 'REWARD', 'REFERRAL', 'LOSS_REBATE'));