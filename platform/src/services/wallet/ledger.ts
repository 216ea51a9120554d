import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/errors';
import { countSettlementTransfers, countTransfer } from '../metrics';
import { pgArray } from '../../db/rows';

/** What moves money, in the ledger's words (records show it translated). */
export type TransferKind =
  | 'deposit'
  | 'deposit_fee'
  | 'withdrawal'
  | 'withdrawal_payout'
  | 'withdrawal_refund'
  | 'transfer'
  | 'upline_transfer'
  | 'adjustment'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus'
  | 'bonus_forfeit'
  | 'points'
  | 'play_money'
  | 'refund'
  | 'rebate'
  | 'wage'
  | 'dividend';

export type TransferRequest = {
  idempotencyKey: string;
  debitAccountId: number;
  creditAccountId: number;
  /** Minor units, a positive safe integer. */
  amount: number;
  kind: TransferKind;
  reference?: string | null;
};

/** Refusals are results, not errors: a pooled connection must not be thrown away for one. */
export type TransferResult =
  | { status: 'done' | 'replayed'; transferId: number; debitBalance: number; creditBalance: number }
  | { status: 'insufficient' }
  | { status: 'conflict' };

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export function requestHash(request: TransferRequest): string {
  const { debitAccountId, creditAccountId, amount, kind, reference } = request;
  return createHash('sha256')
    .update(JSON.stringify([debitAccountId, creditAccountId, amount, kind, reference ?? null]))
    .digest('hex');
}

async function replay(
  tx: Db,
  request: TransferRequest,
  hash: string,
): Promise<TransferResult | null> {
  const [existing] = rowsOf(
    await tx.execute(
      sql`select id, request_hash from ledger_transfers where idempotency_key = ${request.idempotencyKey}`,
    ),
  );
  if (!existing) return null;
  if (existing.request_hash !== hash) return { status: 'conflict' };
  const entries = rowsOf(
    await tx.execute(
      sql`select account_id, balance_after from ledger_entries where transfer_id = ${existing.id}`,
    ),
  );
  const after = (id: number) =>
    Number(entries.find((e) => Number(e.account_id) === id)?.balance_after ?? 0);
  return {
    status: 'replayed',
    transferId: Number(existing.id),
    debitBalance: after(request.debitAccountId),
    creditBalance: after(request.creditAccountId),
  };
}

/**
 * Moves `amount` from one account to another, exactly once per idempotency key, in ONE statement
 * (one round trip, atomic on its own): both rows are locked in id order (no deadlocks between
 * opposite transfers; under READ COMMITTED a locked row is re-read at its newest version), the
 * debit side must cover the amount unless it is a brand account, and the key's unique index settles
 * a race between two requests with the same key. The CHECK constraint stands behind all of it.
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  const { debitAccountId: debit, creditAccountId: credit, amount } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be > 0');
  if (debit === credit) throw new RangeError('a transfer needs two accounts');
  const hash = requestHash(request);
  let row: Row | undefined;
  try {
    [row] = rowsOf(
      await db.execute(sql`
        with locked as (
          select id, balance, allow_negative from ledger_accounts
          where id in (${debit}, ${credit}) order by id for update
        ),
        covered as (
          select 1 from locked
          where id = ${debit} and (allow_negative or balance >= ${amount}::bigint)
            and (select count(*) from locked) = 2
            and not exists (select 1 from ledger_transfers where idempotency_key = ${request.idempotencyKey})
        ),
        created as (
          insert into ledger_transfers
            (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, kind, reference)
          select ${request.idempotencyKey}, ${hash}, ${debit}, ${credit}, ${amount}::bigint,
                 ${request.kind}, ${request.reference ?? null}
          where exists (select 1 from covered)
          on conflict (idempotency_key) do nothing
          returning id
        ),
        moved as (
          update ledger_accounts
          set balance = balance + case when id = ${credit} then ${amount}::bigint else -${amount}::bigint end
          where id in (${debit}, ${credit}) and exists (select 1 from created)
          returning id, balance
        ),
        entries as (
          insert into ledger_entries (transfer_id, account_id, amount, balance_after)
          select created.id, moved.id,
                 case when moved.id = ${credit} then ${amount}::bigint else -${amount}::bigint end,
                 moved.balance
          from created, moved
          returning 1
        )
        select
          (select count(*) from locked) as locked,
          (select count(*) from covered) as covered,
          (select id from created) as transfer_id,
          (select balance from moved where id = ${debit}) as debit_balance,
          (select balance from moved where id = ${credit}) as credit_balance`),
    );
  } catch (error) {
    // The CHECK caught an overdraft the statement's own test did not (it never should).
    if (sqlState(error) === '23514') return { status: 'insufficient' };
    throw error;
  }
  if (Number(row!.locked) !== 2) throw new RangeError('unknown ledger account');
  if (row!.transfer_id !== null && row!.transfer_id !== undefined) {
    countTransfer(request.kind);
    return {
      status: 'done',
      transferId: Number(row!.transfer_id),
      debitBalance: Number(row!.debit_balance),
      creditBalance: Number(row!.credit_balance),
    };
  }
  // Not written: the key was already used (now, or by a request that committed meanwhile), or
  // the debit side could not cover the amount.
  const replayed = await replay(db, request, hash);
  if (replayed) return replayed;
  if (Number(row!.covered) === 0) return { status: 'insufficient' };
  throw new Error('ledger: transfer neither written nor refused');
}

/**
 * A payment whose checks the caller has made (a bonus, reward or rebate from a brand account that
 * may go below zero): the transfer's id, also when the same key was paid before; INVALID_STATE when
 * the ledger refused it (the caller's transaction rolls back with it).
 */
export async function payOrRefuse(db: Db, request: TransferRequest): Promise<number> {
  const paid = await transfer(db, request);
  if (paid.status !== 'done' && paid.status !== 'replayed')
    throw new CallError('INVALID_STATE', `${request.kind} ${paid.status}`);
  return paid.transferId;
}

/** One transfer of a batch: from a brand account (it may go below zero) to any account. */
export type BatchTransfer = Omit<TransferRequest, 'debitAccountId'> & { debitAccountId: number };

/**
 * Many transfers in one statement, for settlement: every debit side must be a brand account, so
 * nothing can be refused for funds. Keys already used are skipped (a rerun writes nothing), the
 * touched accounts are locked in id order first (no deadlock with `transfer`), and each entry's
 * running balance is the account's new balance less what later transfers of the batch added.
 * Runs inside the caller's transaction; returns how many transfers were written.
 */
export async function transferMany(tx: Db, batch: readonly BatchTransfer[]): Promise<number> {
  const moves = batch.filter((t) => t.amount !== 0);
  if (moves.length === 0) return 0;
  for (const t of moves)
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0 || t.debitAccountId === t.creditAccountId)
      throw new RangeError('a batch transfer needs a positive amount and two accounts');
  const ids = [...new Set(moves.flatMap((t) => [t.debitAccountId, t.creditAccountId]))].sort(
    (a, b) => a - b,
  );
  const locked = rowsOf(
    await tx.execute(sql`select id, allow_negative from ledger_accounts
      where id = any(${pgArray(ids)}::int[]) order by id for update`),
  );
  const system = new Set(locked.filter((r) => r.allow_negative).map((r) => Number(r.id)));
  if (locked.length !== ids.length || moves.some((t) => !system.has(t.debitAccountId)))
    throw new RangeError('batch transfers pay from known brand accounts only');
  const rows = moves.map((t, ord) => ({
    key: t.idempotencyKey,
    hash: requestHash(t),
    debit: t.debitAccountId,
    credit: t.creditAccountId,
    amount: t.amount,
    kind: t.kind,
    reference: t.reference ?? null,
    ord,
  }));
  const [row] = rowsOf(
    await tx.execute(sql`
      with batch as (
        select * from json_to_recordset(${JSON.stringify(rows)}::json)
          as b(key text, hash text, debit int, credit int, amount bigint, kind text, reference text, ord int)
      ),
      created as (
        insert into ledger_transfers
          (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, kind, reference)
        select key, hash, debit, credit, amount, kind, reference from batch order by ord
        on conflict (idempotency_key) do nothing
        returning id, debit_account_id, credit_account_id, amount
      ),
      sides as (
        select id as transfer_id, debit_account_id as account_id, -amount as amount from created
        union all
        select id, credit_account_id, amount from created
      ),
      totals as (select account_id, sum(amount) as delta from sides group by account_id),
      moved as (
        update ledger_accounts a set balance = a.balance + t.delta
          from totals t where a.id = t.account_id
        returning a.id, a.balance
      ),
      entries as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select s.transfer_id, s.account_id, s.amount,
               m.balance - coalesce(sum(s.amount) over (partition by s.account_id order by s.transfer_id
                 rows between 1 following and unbounded following), 0)
          from sides s join moved m on m.id = s.account_id
        returning 1
      )
      select (select count(*) from created) as created, (select count(*) from entries) as entries`),
  );
  countSettlementTransfers(moves, Number(row!.created));
  return Number(row!.created);
}

export type LedgerHealth = {
  /** Sum of every entry: zero in a double-entry ledger. */
  total: number;
  /** Accounts whose balance differs from the sum of their entries. */
  mismatched: number;
  /** Member accounts below zero. */
  negative: number;
  /** Transfers without exactly one debit and one credit entry of equal size. */
  unbalanced: number;
};

/** The ledger's invariants, as one read; every field but `total`'s sign must be 0. */
export async function ledgerHealth(db: Db): Promise<LedgerHealth> {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select coalesce(sum(amount), 0) from ledger_entries) as total,
        (select count(*) from ledger_accounts a
          where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)) as mismatched,
        (select count(*) from ledger_accounts where balance < 0 and not allow_negative) as negative,
        (select count(*) from ledger_transfers t
          where (select count(*) from ledger_entries e where e.transfer_id = t.id) <> 2
             or (select coalesce(sum(e.amount), 1) from ledger_entries e where e.transfer_id = t.id) <> 0) as unbalanced`),
  );
  return {
    total: Number(row!.total),
    mismatched: Number(row!.mismatched),
    negative: Number(row!.negative),
    unbalanced: Number(row!.unbalanced),
  };
}
