ALTER TABLE "brands" ADD COLUMN "deposit_expire_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "resolve_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_resolve_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("resolve_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One proof per withdrawal: a second one that an earlier race let in is dropped (the first stays).
DELETE FROM "withdrawal_proofs" "p" USING "withdrawal_proofs" "q" WHERE "p"."withdrawal_id" = "q"."withdrawal_id" AND "p"."id" > "q"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_proofs_withdrawal" ON "withdrawal_proofs" USING btree ("withdrawal_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_resolution" CHECK ("withdrawals"."resolution" in ('refunded', 'upheld'));