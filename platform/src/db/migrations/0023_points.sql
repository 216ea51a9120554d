CREATE TABLE "member_points" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_not_negative" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "points_entries_delta" CHECK ("points_entries"."delta" <> 0 and "points_entries"."balance_after" >= 0),
	CONSTRAINT "points_entries_reason" CHECK ("points_entries"."reason" in ('earn', 'redeem', 'convert', 'refund', 'mission', 'adjust'))
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"address" text,
	"state" text NOT NULL,
	"transfer_id" bigint,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "points_redemptions_state" CHECK ("points_redemptions"."state" in ('in_process', 'approved', 'rejected')),
	CONSTRAINT "points_redemptions_quantity" CHECK ("points_redemptions"."quantity" > 0 and "points_redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image" text,
	"points" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"per_member" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "points_rewards_kind" CHECK ("points_rewards"."kind" in ('BONUS', 'GOODS')),
	CONSTRAINT "points_rewards_points" CHECK ("points_rewards"."points" > 0 and "points_rewards"."amount" >= 0),
	CONSTRAINT "points_rewards_stock" CHECK ("points_rewards"."stock" is null or "points_rewards"."redeemed" <= "points_rewards"."stock")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "points_ratio" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "points_convert_min" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "points_turnover_per_point" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "points_weights" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "club_labels" ADD COLUMN "points_rate_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_reward_id_points_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."points_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_member" ON "points_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_member" ON "points_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_waiting" ON "points_redemptions" USING btree ("id") WHERE "points_redemptions"."state" = 'in_process';