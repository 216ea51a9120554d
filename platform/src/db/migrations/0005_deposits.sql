CREATE TABLE "deposit_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"bank" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_methods_type" CHECK ("deposit_methods"."type" in ('bank', 'online')),
	CONSTRAINT "deposit_methods_range" CHECK ("deposit_methods"."min_amount" > 0 and "deposit_methods"."max_amount" >= "deposit_methods"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_txn_id" text,
	"transfer_id" bigint,
	"receipt_path" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "deposits_provider_txn_id_unique" UNIQUE("provider_txn_id"),
	CONSTRAINT "deposits_positive" CHECK ("deposits"."amount" > 0 and "deposits"."fee" >= 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('pending', 'confirmed', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"comment" text NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_deposit_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."deposit_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "deposits" USING btree ("status","id");