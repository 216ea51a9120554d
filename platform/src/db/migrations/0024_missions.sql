CREATE TABLE "mission_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint,
	CONSTRAINT "mission_progress_amounts" CHECK ("mission_progress"."progress" >= 0 and "mission_progress"."streak" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"category" text,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"titles" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "missions_period" CHECK ("missions"."period" in ('daily', 'weekly')),
	CONSTRAINT "missions_kind" CHECK ("missions"."kind" in ('DEPOSIT', 'BET_COUNT', 'TURNOVER', 'WIN_STREAK')),
	CONSTRAINT "missions_reward_kind" CHECK ("missions"."reward_kind" in ('cash', 'points')),
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 and "missions"."reward_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_progress_once" ON "mission_progress" USING btree ("mission_id","member_id","period");--> statement-breakpoint
CREATE INDEX "mission_progress_member" ON "mission_progress" USING btree ("member_id","period");--> statement-breakpoint
CREATE INDEX "mission_progress_board" ON "mission_progress" USING btree ("period","completed_at") WHERE "mission_progress"."completed_at" is not null;