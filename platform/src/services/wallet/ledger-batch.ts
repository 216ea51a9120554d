import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asError, createGroupCommit } from '../group-commit';
import { countTransfers, observeTransferBatch } from '../metrics';
import { requestHash, transfer, type TransferRequest, type TransferResult } from './ledger';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** What a key already stands for: its request's hash and the balances its entries left. */
type Known = { hash: string; transferId: number | null; after: Map<number, number> };

/**
 * Many independent transfers in the caller's transaction, with the same rules and answers as
 * `transfer` one by one in arrival order: each key moves money once (a replay answers what the
 * first did, another request under a used key is a conflict), a member account never goes below
 * zero (a transfer it cannot cover is refused, the others go on), unknown accounts are a RangeError
 * for that transfer alone. Two statements whatever the batch's size: lock the accounts in id order
 * and read the keys; decide in order here on the locked balances; write the accepted ones with
 * `transferAllAtOnce`. A key written concurrently by someone else fails the whole statement (unique
 * index): the caller then goes one by one.
 */
export async function transferBatch(
  tx: Db,
  requests: readonly TransferRequest[],
): Promise<(TransferResult | Error)[]> {
  const results: (TransferResult | Error | null)[] = requests.map((r) => {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0)
      return new RangeError('amount must be > 0');
    if (r.debitAccountId === r.creditAccountId)
      return new RangeError('a transfer needs two accounts');
    return null;
  });
  const valid = requests.filter((_, i) => results[i] === null);
  if (valid.length === 0) return results as Error[];
  const ids = [...new Set(valid.flatMap((r) => [r.debitAccountId, r.creditAccountId]))].sort(
    (a, b) => a - b,
  );
  const keys = [...new Set(valid.map((r) => r.idempotencyKey))];
  const read = rowsOf(
    await tx.execute(sql`
      with locked as (
        select id, balance, allow_negative from ledger_accounts
         where id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))
         order by id for update
      )
      select 'account' as row_kind, id::text as k, balance, allow_negative,
             null::bigint as transfer_id, null::text as request_hash, null::int as account_id,
             null::bigint as balance_after
        from locked
      union all
      select 'key', t.idempotency_key, null, null, t.id, t.request_hash, e.account_id, e.balance_after
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
       where t.idempotency_key in (select json_array_elements_text(${JSON.stringify(keys)}::json))`),
  );
  const accounts = new Map<number, { balance: number; allowNegative: boolean }>();
  const known = new Map<string, Known>();
  for (const row of read) {
    if (row.row_kind === 'account') {
      accounts.set(Number(row.k), {
        balance: Number(row.balance),
        allowNegative: Boolean(row.allow_negative),
      });
      continue;
    }
    const key = String(row.k);
    const entry = known.get(key) ?? {
      hash: String(row.request_hash),
      transferId: Number(row.transfer_id),
      after: new Map<number, number>(),
    };
    if (row.account_id !== null) entry.after.set(Number(row.account_id), Number(row.balance_after));
    known.set(key, entry);
  }

  const accepted: TransferRequest[] = [];
  requests.forEach((request, i) => {
    if (results[i] !== null) return;
    const { debitAccountId: debit, creditAccountId: credit, amount } = request;
    const from = accounts.get(debit);
    const to = accounts.get(credit);
    if (!from || !to) {
      results[i] = new RangeError('unknown ledger account');
      return;
    }
    const hash = requestHash(request);
    const seen = known.get(request.idempotencyKey);
    if (seen) {
      results[i] =
        seen.hash === hash
          ? {
              status: 'replayed',
              transferId: seen.transferId ?? -1,
              debitBalance: seen.after.get(debit) ?? 0,
              creditBalance: seen.after.get(credit) ?? 0,
            }
          : { status: 'conflict' };
      return;
    }
    if (!from.allowNegative && from.balance < amount) {
      results[i] = { status: 'insufficient' };
      return;
    }
    from.balance -= amount;
    to.balance += amount;
    accepted.push(request);
    known.set(request.idempotencyKey, {
      hash,
      transferId: null,
      after: new Map([
        [debit, from.balance],
        [credit, to.balance],
      ]),
    });
    results[i] = {
      status: 'done',
      transferId: -1,
      debitBalance: from.balance,
      creditBalance: to.balance,
    };
  });

  if (accepted.length > 0) {
    // The accepted ones pass every test of the one-statement writer (keys unused, accounts known
    // and locked here, balances covered in order): it writes them, as it writes a clean batch.
    const written = await transferAllAtOnce(tx, accepted);
    if (!written) throw new Error('ledger batch: the accepted transfers were not written');
    const idOf = new Map(
      written.map((result, i) => [
        accepted[i]!.idempotencyKey,
        'transferId' in result ? result.transferId : -1,
      ]),
    );
    // The ids are known now: the written transfers and the replays of them in the same batch.
    requests.forEach((request, i) => {
      const result = results[i];
      if (result && !(result instanceof Error) && 'transferId' in result && result.transferId < 0)
        result.transferId = idOf.get(request.idempotencyKey) ?? result.transferId;
    });
  }
  return results as (TransferResult | Error)[];
}

/** `ledger_transfer_all`'s argument: the transfers in arrival order, each with its request hash. */
export const transferAllInput = (requests: readonly TransferRequest[]) =>
  requests.map((r, ord) => ({
    ord,
    key: r.idempotencyKey,
    hash: requestHash(r),
    debit: r.debitAccountId,
    credit: r.creditAccountId,
    amount: r.amount,
    kind: r.kind,
    reference: r.reference ?? null,
  }));

/**
 * The common case in one call of `ledger_transfer_all` (migration 0035: one round trip, committed
 * on its own, its plans kept per connection): no key used before or twice, every account known, no
 * member account below zero at any point of the batch in arrival order. Then every transfer is written, each entry
 * with its running balance, and the answers come back; otherwise nothing is written and null sends
 * the batch down the careful path.
 */
export async function transferAllAtOnce(
  db: Db,
  requests: readonly TransferRequest[],
): Promise<TransferResult[] | null> {
  const rows = transferAllInput(requests);
  const [result] = rowsOf(
    await db.execute(sql`select ledger_transfer_all(${JSON.stringify(rows)}::json) as answer`),
  );
  const parse = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const row = parse<Row>(result?.answer);
  if (!row?.ok) return null;
  const created = parse<{ key: string; id: number }[]>(row.created);
  const running = parse<{ ord: number; side: number; after: number | string }[]>(row.running);
  if (created.length !== rows.length || Number(row.entries) !== 2 * rows.length)
    throw new Error('ledger batch: not every transfer was written');
  const idOf = new Map(created.map((c) => [c.key, Number(c.id)]));
  const after = new Map(running.map((r) => [`${r.ord}:${r.side}`, Number(r.after)]));
  return rows.map((r) => ({
    status: 'done',
    transferId: idOf.get(r.key)!,
    debitBalance: after.get(`${r.ord}:0`)!,
    creditBalance: after.get(`${r.ord}:1`)!,
  }));
}

const wellFormed = (r: TransferRequest) =>
  Number.isSafeInteger(r.amount) && r.amount > 0 && r.debitAccountId !== r.creditAccountId;

/**
 * Group commit for transfers outside a caller's transaction (`createGroupCommit`): the transfers
 * that arrive while one batch commits go together in the next (one statement when nothing in it is
 * refused or replayed, else one transaction of `transferBatch`), each caller still getting its own
 * answer. A batch that fails as a whole (a key taken by a concurrent writer, a store error) is
 * retried one transfer at a time, so one bad neighbour never fails the others.
 */
export function createTransferQueue(
  db: Db,
  options: { inFlight?: number; maxBatch?: number } = {},
) {
  async function flush(requests: TransferRequest[]): Promise<(TransferResult | Error)[]> {
    observeTransferBatch(requests.length);
    try {
      const results =
        (requests.every(wellFormed) ? await transferAllAtOnce(db, requests) : null) ??
        (await db.transaction((t) => transferBatch(t as unknown as Db, requests)));
      countTransfers(requests, results);
      return results;
    } catch {
      return Promise.all(requests.map((request) => transfer(db, request).catch(asError)));
    }
  }
  const submit = createGroupCommit(flush, options);
  return {
    /** `transfer`'s answer, committed with whatever else arrived meanwhile. */
    transfer: (request: TransferRequest): Promise<TransferResult> => submit(request),
  };
}

export type TransferQueue = ReturnType<typeof createTransferQueue>;
