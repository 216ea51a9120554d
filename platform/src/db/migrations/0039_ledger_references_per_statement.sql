-- The ledger's references checked once per statement instead of once per row. A foreign key runs
-- a query for every row it checks: a transfer and its two entries ran six, and a batch of eight
-- transfers forty-eight, more than a third of the batch's time. The same rules now hold by
-- statement-level triggers that look up all of a statement's new rows in one query (by key: nested
-- loops over the primary keys, whatever the planner thinks of the tables' sizes), at the same
-- moment a foreign key is checked (the end of the statement), with the same SQLSTATE (23503).
-- What a foreign key also did, refusing to delete or renumber a row still referenced, is kept by
-- making accounts permanent: no delete, no new id, no truncate (transfers and entries were already
-- immutable, and are now safe from truncate too).
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";--> statement-breakpoint
CREATE FUNCTION "ledger_transfers_refer"() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $fn$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
      LEFT JOIN ledger_accounts d ON d.id = n.debit_account_id
      LEFT JOIN ledger_accounts c ON c.id = n.credit_account_id
     WHERE d.id IS NULL OR c.id IS NULL
  ) THEN
    RAISE EXCEPTION 'ledger transfer with an unknown account' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_refer" AFTER INSERT ON "ledger_transfers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_refer"();--> statement-breakpoint
CREATE FUNCTION "ledger_entries_refer"() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $fn$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n
      LEFT JOIN ledger_accounts a ON a.id = n.account_id
      LEFT JOIN ledger_transfers t ON t.id = n.transfer_id
     WHERE a.id IS NULL OR t.id IS NULL
  ) THEN
    RAISE EXCEPTION 'ledger entry with an unknown account or transfer'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_refer" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_refer"();--> statement-breakpoint
CREATE FUNCTION "ledger_accounts_permanent"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'ledger accounts are permanent: they cannot be deleted or renumbered';
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_permanent" BEFORE DELETE OR UPDATE OF "id" ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_permanent"();--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_permanent"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_immutable"();
