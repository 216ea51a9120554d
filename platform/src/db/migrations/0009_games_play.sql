CREATE TABLE "inhouse_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"player_id" text NOT NULL,
	"game" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "inhouse_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "inhouse_rounds_status" CHECK ("inhouse_rounds"."status" in ('open', 'won', 'lost', 'cancelled')),
	CONSTRAINT "inhouse_rounds_money" CHECK ("inhouse_rounds"."stake" > 0 and coalesce("inhouse_rounds"."win", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "inhouse_seeds" (
	"player_id" text NOT NULL,
	"game" text NOT NULL,
	"next_server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inhouse_seeds_player_id_game_pk" PRIMARY KEY("player_id","game")
);
--> statement-breakpoint
CREATE TABLE "inhouse_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD COLUMN "game_code" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "launch_url" text;--> statement-breakpoint
CREATE INDEX "inhouse_rounds_player" ON "inhouse_rounds" USING btree ("player_id","game","id");--> statement-breakpoint
CREATE INDEX "inhouse_sessions_player" ON "inhouse_sessions" USING btree ("player_id");