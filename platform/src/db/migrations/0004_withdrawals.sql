CREATE TABLE "member_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"payee_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"payee_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"hold_transfer_id" bigint,
	"settle_transfer_id" bigint,
	"decided_by" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "withdrawals_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'rejected', 'paid', 'received', 'not_received'))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "single_wallet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_confirm_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_min" bigint DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "withdraw_max" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payee_account_id_payee_accounts_id_fk" FOREIGN KEY ("payee_account_id") REFERENCES "public"."payee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_member" ON "member_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payee_accounts_member_number" ON "payee_accounts" USING btree ("member_id","bank_name","account_number");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","id");