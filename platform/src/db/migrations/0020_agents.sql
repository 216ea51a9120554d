CREATE EXTENSION IF NOT EXISTS ltree;--> statement-breakpoint
CREATE TABLE "agent_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"payer_id" integer,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"team_bet" bigint NOT NULL,
	"team_pnl" bigint NOT NULL,
	"active" integer NOT NULL,
	"rate_bp" numeric(12, 4) NOT NULL,
	"gross" bigint NOT NULL,
	"downline_total" bigint NOT NULL,
	"net" bigint NOT NULL,
	"due" bigint NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_bills_paid" CHECK ("agent_bills"."paid" >= 0 and "agent_bills"."paid" <= "agent_bills"."due"),
	CONSTRAINT "agent_bills_status" CHECK ("agent_bills"."status" in ('NOT_REACHED', 'UNAPPROVE', 'UNCOLLECT', 'INSUFFICIENT', 'PART_COLLECTED', 'ISSUED'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"mode" text NOT NULL,
	"carry" text NOT NULL,
	"check_loss" boolean DEFAULT false NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"top_rate_bp" integer NOT NULL,
	"active_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND')),
	CONSTRAINT "agent_contracts_period" CHECK ("agent_contracts"."period" in ('D', 'W', 'H', 'F', 'S', 'M')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED', 'EXPIRED')),
	CONSTRAINT "agent_contracts_parties" CHECK ("agent_contracts"."upline_id" is distinct from "agent_contracts"."downline_id")
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"prize_group" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_links_code_unique" UNIQUE("code"),
	CONSTRAINT "agent_links_uses" CHECK ("agent_links"."max_uses" is null or "agent_links"."uses" <= "agent_links"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_accruals" (
	"source" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount_e4" bigint NOT NULL,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_accruals_source_member_id_pk" PRIMARY KEY("source","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"agent_rebate" bigint DEFAULT 0 NOT NULL,
	"promotions" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"first_deposit" boolean DEFAULT false NOT NULL,
	"wage" bigint DEFAULT 0 NOT NULL,
	"dividend" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_5min_stats" (
	"member_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"agent_rebate" bigint DEFAULT 0 NOT NULL,
	"promotions" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"first_deposit" boolean DEFAULT false NOT NULL,
	"wage" bigint DEFAULT 0 NOT NULL,
	"dividend" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_5min_stats_member_id_slot_pk" PRIMARY KEY("member_id","slot")
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"agent_rebate" bigint DEFAULT 0 NOT NULL,
	"promotions" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"first_deposit" boolean DEFAULT false NOT NULL,
	"wage" bigint DEFAULT 0 NOT NULL,
	"dividend" bigint DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_type";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "path" "ltree";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prize_group" integer DEFAULT 1950 NOT NULL;--> statement-breakpoint
WITH RECURSIVE line(id, path) AS (
  SELECT id, text2ltree(id::text) FROM members WHERE upline_id IS NULL
  UNION ALL
  SELECT m.id, line.path || text2ltree(m.id::text) FROM members m JOIN line ON m.upline_id = line.id
)
UPDATE members SET path = line.path FROM line WHERE members.id = line.id;--> statement-breakpoint
CREATE FUNCTION members_path() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.upline_id IS NULL THEN
    NEW.path := text2ltree(NEW.id::text);
  ELSE
    SELECT path || text2ltree(NEW.id::text) INTO NEW.path FROM members WHERE id = NEW.upline_id;
    IF NEW.path IS NULL THEN
      RAISE EXCEPTION 'upline % has no path', NEW.upline_id USING ERRCODE = '23503';
    END IF;
  END IF;
  RETURN NEW;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER members_path BEFORE INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_path();--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bills_window" ON "agent_bills" USING btree ("contract_id","window_start");--> statement-breakpoint
CREATE INDEX "agent_bills_member" ON "agent_bills" USING btree ("member_id","kind","window_start");--> statement-breakpoint
CREATE INDEX "agent_bills_open" ON "agent_bills" USING btree ("status") WHERE "agent_bills"."status" in ('UNAPPROVE', 'UNCOLLECT', 'INSUFFICIENT');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active" ON "agent_contracts" USING btree ("kind","downline_id") WHERE "agent_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending" ON "agent_contracts" USING btree ("kind","downline_id") WHERE "agent_contracts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_links_member" ON "agent_links" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "agent_rebate_accruals_open" ON "agent_rebate_accruals" USING btree ("source") WHERE "agent_rebate_accruals"."posted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_window" ON "agent_settlement_runs" USING btree ("kind","period","window_start");--> statement-breakpoint
CREATE INDEX "member_daily_stats_day" ON "member_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "member_5min_stats_slot" ON "member_5min_stats" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "members_path" ON "members" USING gist ("path");--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("upline_id");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H', 'AG'));