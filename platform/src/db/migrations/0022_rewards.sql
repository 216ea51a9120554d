CREATE TABLE "bonus_turnovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"bonus" bigint NOT NULL,
	"required" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"forfeit_transfer_id" bigint,
	CONSTRAINT "bonus_turnovers_claim_id_unique" UNIQUE("claim_id"),
	CONSTRAINT "bonus_turnovers_state" CHECK ("bonus_turnovers"."state" in ('active', 'met', 'forfeited')),
	CONSTRAINT "bonus_turnovers_amounts" CHECK ("bonus_turnovers"."required" > 0 and "bonus_turnovers"."progress" >= 0 and "bonus_turnovers"."bonus" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_id" integer,
	"transfer_id" bigint,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_claims_state" CHECK ("promotion_claims"."state" in ('applying', 'rejected', 'issued')),
	CONSTRAINT "promotion_claims_amount" CHECK ("promotion_claims"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "kind" text DEFAULT 'INFO' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_turnovers" ADD CONSTRAINT "bonus_turnovers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_turnovers" ADD CONSTRAINT "bonus_turnovers_claim_id_promotion_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."promotion_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_turnovers" ADD CONSTRAINT "bonus_turnovers_forfeit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("forfeit_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_turnovers_active" ON "bonus_turnovers" USING btree ("member_id") WHERE "bonus_turnovers"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once" ON "promotion_claims" USING btree ("promotion_id","member_id","period");--> statement-breakpoint
CREATE INDEX "promotion_claims_member" ON "promotion_claims" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "promotion_claims_applying" ON "promotion_claims" USING btree ("id") WHERE "promotion_claims"."state" = 'applying';--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('INFO', 'FIRST_DEPOSIT', 'DAILY_RELOAD', 'CHECK_IN', 'REWARD'));