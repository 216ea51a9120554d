CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"stage" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_stage" CHECK ("referral_rewards"."stage" in ('deposit', 'turnover')),
	CONSTRAINT "referral_rewards_amount" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_kind";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referred_by" integer;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referee_id_members_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_once" ON "referral_rewards" USING btree ("referee_id","stage");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "members_referred_by" ON "members" USING btree ("referred_by") WHERE "members"."referred_by" is not null;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('INFO', 'FIRST_DEPOSIT', 'DAILY_RELOAD', 'CHECK_IN', 'REWARD', 'REFERRAL'));