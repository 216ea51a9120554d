CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"node_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vendor_keys" (
	"vendor" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"txn_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text,
	"bet_txn_id" text,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "vendor_transactions_status" CHECK ("vendor_transactions"."status" in ('done', 'rolled_back', 'refused')),
	CONSTRAINT "vendor_transactions_amount" CHECK ("vendor_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_vendor_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_keys" ADD CONSTRAINT "vendor_keys_vendor_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_vendor_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launches_member" ON "game_launches" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_txn" ON "vendor_transactions" USING btree ("vendor","txn_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_bet" ON "vendor_transactions" USING btree ("vendor","bet_txn_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_member" ON "vendor_transactions" USING btree ("member_id","id");