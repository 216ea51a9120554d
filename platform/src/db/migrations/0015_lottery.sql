CREATE TABLE "lottery_chases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_chases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chase_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"plan" jsonb NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "lottery_chases_chase_no_unique" UNIQUE("chase_no"),
	CONSTRAINT "lottery_chases_status" CHECK ("lottery_chases"."status" in ('RUNNING', 'WON', 'DONE', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"group_code" text NOT NULL,
	"prize_mode" text NOT NULL,
	"draw_source" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"close_offset_seconds" integer NOT NULL,
	"tz_offset_minutes" integer NOT NULL,
	"void_after_seconds" integer NOT NULL,
	"names" jsonb NOT NULL,
	"plays" jsonb NOT NULL,
	"odds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"series" jsonb,
	"point_price" integer DEFAULT 100 NOT NULL,
	"limits" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_games_source" CHECK ("lottery_games"."draw_source" in ('RNG', 'MANUAL')),
	CONSTRAINT "lottery_games_mode" CHECK ("lottery_games"."prize_mode" in ('LOTT', 'ELOTT', 'SEA'))
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"commit" text,
	"seed" text,
	"beacon" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"entered_result" jsonb,
	"entered_by" text,
	"approved_by" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "lottery_issues_status" CHECK ("lottery_issues"."status" in ('SCHEDULED', 'AWAITING_RESULT', 'ENTERED', 'DRAWN', 'SETTLED', 'VOID')),
	CONSTRAINT "lottery_issues_times" CHECK ("lottery_issues"."open_at" <= "lottery_issues"."close_at" and "lottery_issues"."close_at" <= "lottery_issues"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_member_groups" (
	"member_id" integer NOT NULL,
	"group_code" text NOT NULL,
	"prize_group" integer NOT NULL,
	CONSTRAINT "lottery_member_groups_member_id_group_code_pk" PRIMARY KEY("member_id","group_code")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"slip_id" bigint,
	"chase_id" bigint,
	"member_id" integer NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"issue_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"play_code" text NOT NULL,
	"content" text NOT NULL,
	"unit_mode" text NOT NULL,
	"unit_minor" integer NOT NULL,
	"multiple" integer NOT NULL,
	"combos" integer NOT NULL,
	"stake" bigint NOT NULL,
	"prize_mode" text NOT NULL,
	"series" integer,
	"prize_group" integer,
	"odds" jsonb,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "lottery_orders_status" CHECK ("lottery_orders"."status" in ('PENDING', 'WON', 'LOST', 'TIE', 'CANCELLED', 'VOID')),
	CONSTRAINT "lottery_orders_money" CHECK ("lottery_orders"."stake" > 0 and "lottery_orders"."multiple" > 0 and "lottery_orders"."combos" > 0 and "lottery_orders"."payout" >= 0 and "lottery_orders"."refund" >= 0 and "lottery_orders"."rebate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_member_groups" ADD CONSTRAINT "lottery_member_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_chases_member" ON "lottery_chases" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_numero" ON "lottery_issues" USING btree ("game_code","numero");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_draw" ON "lottery_issues" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_due" ON "lottery_issues" USING btree ("status","draw_at") WHERE "lottery_issues"."status" not in ('SETTLED', 'VOID');--> statement-breakpoint
CREATE INDEX "lottery_orders_pending" ON "lottery_orders" USING btree ("issue_id","member_id","id") WHERE "lottery_orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "lottery_orders_number" ON "lottery_orders" USING btree ("issue_id","play_code","content") WHERE "lottery_orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "lottery_orders_chase" ON "lottery_orders" USING btree ("chase_id") WHERE "lottery_orders"."chase_id" is not null;--> statement-breakpoint
CREATE INDEX "lottery_orders_member" ON "lottery_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_key" ON "lottery_slips" USING btree ("member_id","request_key");