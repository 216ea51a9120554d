import { sql, type SQL } from 'drizzle-orm';
import type { AgentBill, BillPage, ContractKind } from '../../../../lib/contract/agent';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { rowsOf, pgArray } from '../../db/rows';
import type { LedgerAccounts } from '../wallet/accounts';
import type { TransferRequest } from '../wallet/ledger';
import { transferBatch } from '../wallet/ledger-batch';
import { addStats } from './stats';
import { dayEnd, dayStart } from './windows';

type BillRow = {
  id: number;
  contract_id: number;
  member_id: number;
  payer_id: number | null;
  kind: ContractKind;
  due: string;
  paid: string;
  payments: number;
  status: AgentBill['status'];
};

/** Members' main wallet ids, made where missing: two statements however many members. */
async function mainWallets(
  tx: Db,
  ids: number[],
  currencyOf: number,
): Promise<Map<number, number>> {
  const list = pgArray([...new Set(ids)]);
  await tx.execute(sql`insert into ledger_accounts (member_id, code, currency)
    select m, 'MAIN', (select currency from ledger_accounts where id = ${currencyOf})
      from unnest(${list}::int[]) as m
    on conflict (member_id, code) where member_id is not null do nothing`);
  return new Map(
    rowsOf<{ id: number; member_id: number }>(
      await tx.execute(sql`select id, member_id from ledger_accounts
        where code = 'MAIN' and member_id = any(${list}::int[])`),
    ).map((r) => [Number(r.member_id), Number(r.id)]),
  );
}

/**
 * Pays what it can of the collectable bills `where` picks (AGENTS.md, bills), in one transaction
 * with the bills and the payers' wallets locked: the platform pays in full from its commission
 * account; an upline pays from its main wallet what it holds, its bills in window order, a bill
 * staying INSUFFICIENT until a later try pays the rest. Each payment is keyed `bill:{id}:{n}`, so
 * a retry never pays one part twice. Returns what was paid.
 */
async function payBills(db: Db, accounts: LedgerAccounts, at: Date, where: SQL): Promise<number> {
  const commission = await accounts.system('COMMISSION');
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const bills = rowsOf<BillRow>(
      await tx.execute(sql`select b.* from agent_bills b join members m on m.id = b.member_id
        where b.status in ('UNCOLLECT', 'INSUFFICIENT') and ${where}
        order by b.window_start, b.id for update of b`),
    );
    if (bills.length === 0) return 0;
    const payers = bills.flatMap((b) => (b.payer_id === null ? [] : [Number(b.payer_id)]));
    const wallets = await mainWallets(
      tx,
      [...bills.map((b) => Number(b.member_id)), ...payers],
      commission,
    );
    const left = new Map(
      rowsOf<{ id: number; balance: string }>(
        await tx.execute(sql`select id, balance from ledger_accounts
          where id = any(${pgArray(payers.map((p) => wallets.get(p)!))}::int[])
          order by id for update`),
      ).map((r) => [Number(r.id), Math.max(0, Number(r.balance))]),
    );
    const requests: TransferRequest[] = [];
    const planned: { bill: BillRow; amount: number }[] = [];
    for (const bill of bills) {
      const owed = Number(bill.due) - Number(bill.paid);
      const from = bill.payer_id === null ? commission : wallets.get(Number(bill.payer_id))!;
      const amount = bill.payer_id === null ? owed : Math.min(owed, left.get(from) ?? 0);
      if (bill.payer_id !== null) left.set(from, (left.get(from) ?? 0) - amount);
      planned.push({ bill, amount });
      if (amount > 0)
        requests.push({
          idempotencyKey: `bill:${bill.id}:${Number(bill.payments) + 1}`,
          debitAccountId: from,
          creditAccountId: wallets.get(Number(bill.member_id))!,
          amount,
          kind: bill.kind === 'DIVIDEND' ? 'dividend' : 'wage',
          reference: `bill ${bill.id}`,
        });
    }
    const results = await transferBatch(tx, requests);
    const moved = new Set(
      requests
        .filter((_, i) => {
          const r = results[i];
          return r && !(r instanceof Error) && (r.status === 'done' || r.status === 'replayed');
        })
        .map((r) => r.idempotencyKey),
    );
    const outcome = planned.map(({ bill, amount }) => {
      const paid =
        amount > 0 && moved.has(`bill:${bill.id}:${Number(bill.payments) + 1}`) ? amount : 0;
      const total = Number(bill.paid) + paid;
      return { bill, paid, total, status: total === Number(bill.due) ? 'ISSUED' : 'INSUFFICIENT' };
    });
    await tx.execute(sql`update agent_bills b set paid = r.paid, status = r.status,
        payments = b.payments + r.step, updated_at = ${at.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(
        outcome.map((o) => ({
          id: o.bill.id,
          paid: o.total,
          status: o.status,
          step: o.paid > 0 ? 1 : 0,
        })),
      )}::json) as r(id int, paid bigint, status text, step int)
      where b.id = r.id`);
    const paid = outcome.filter((o) => o.paid > 0);
    await addStats(
      tx,
      paid.map((o) => ({
        memberId: Number(o.bill.member_id),
        at,
        [o.bill.kind === 'DIVIDEND' ? 'dividend' : 'wage']: o.paid,
      })),
    );
    return paid.reduce((sum, o) => sum + o.paid, 0);
  });
}

/** Pays one bill, as far as its payer can. */
export const payBill = (db: Db, accounts: LedgerAccounts, billId: number, at: Date) =>
  payBills(db, accounts, at, sql`b.id = ${billId}`);

/**
 * Pays every collectable bill of a kind (all kinds when none), level by level from the top, so
 * that a bill an upline receives can fund the bills it owes below.
 */
export async function payOpen(
  db: Db,
  accounts: LedgerAccounts,
  at: Date,
  kind?: ContractKind,
): Promise<number> {
  const ofKind = kind ? sql`and b.kind = ${kind}` : sql``;
  const levels = rowsOf<{ level: number }>(
    await db.execute(sql`select distinct nlevel(m.path) as level
      from agent_bills b join members m on m.id = b.member_id
      where b.status in ('UNCOLLECT', 'INSUFFICIENT') ${ofKind} order by 1`),
  );
  let paid = 0;
  for (const { level } of levels)
    paid += await payBills(db, accounts, at, sql`nlevel(m.path) = ${Number(level)} ${ofKind}`);
  return paid;
}

/** Operators approve a platform-paid bill (UNAPPROVE → UNCOLLECT); it is paid at once. */
export async function approveBill(db: Db, accounts: LedgerAccounts, billId: number, at: Date) {
  const rows = rowsOf(
    await db.execute(sql`update agent_bills set status = 'UNCOLLECT', updated_at = now()
      where id = ${billId} and status = 'UNAPPROVE' returning id`),
  );
  if (rows.length === 0) throw new CallError('INVALID_STATE', 'not awaiting approval');
  await payBill(db, accounts, billId, at);
  await payOpen(db, accounts, at);
}

/** Operators close a part-paid bill: PART_COLLECTED, final. */
export async function closeBill(db: Db, billId: number) {
  const rows = rowsOf(
    await db.execute(sql`update agent_bills set status = 'PART_COLLECTED', updated_at = now()
      where id = ${billId} and status = 'INSUFFICIENT' and paid > 0 returning id`),
  );
  if (rows.length === 0) throw new CallError('INVALID_STATE', 'only a part-paid bill closes');
}

type ListRow = Record<string, string | number | null> & {
  window_start: string;
  window_end: string;
};

function toBill(r: ListRow): AgentBill {
  return {
    id: Number(r.id),
    contractId: Number(r.contract_id),
    kind: r.kind as ContractKind,
    account: String(r.account),
    windowStart: new Date(r.window_start).toISOString(),
    windowEnd: new Date(r.window_end).toISOString(),
    teamBet: Number(r.team_bet),
    teamPnl: Number(r.team_pnl),
    active: Number(r.active),
    rateBp: Number(r.rate_bp),
    gross: Number(r.gross),
    downlineTotal: Number(r.downline_total),
    net: Number(r.net),
    due: Number(r.due),
    paid: Number(r.paid),
    payer: r.payer_id === null ? 'PLATFORM' : 'UPLINE',
    status: r.status as AgentBill['status'],
  };
}

/** A member's bills of a kind and those it owes its directs, newest window first. */
export async function billsOf(
  db: Db,
  memberId: number,
  q: {
    kind: ContractKind;
    from?: string;
    to?: string;
    account?: string;
    pageNo?: number;
    pageSize?: number;
  },
): Promise<BillPage> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 20;
  const where = sql`b.kind = ${q.kind} and (b.member_id = ${memberId} or b.payer_id = ${memberId})
    ${q.from ? sql`and b.window_start >= ${dayStart(q.from).toISOString()}::timestamptz` : sql``}
    ${q.to ? sql`and b.window_start < ${dayEnd(q.to).toISOString()}::timestamptz` : sql``}
    ${q.account ? sql`and m.username = ${q.account.toLowerCase()}` : sql``}`;
  const from = sql`from agent_bills b join members m on m.id = b.member_id where ${where}`;
  const [sum] = rowsOf<Record<string, string>>(
    await db.execute(sql`select count(*)::int as n, coalesce(sum(b.gross), 0) as gross,
      coalesce(sum(b.net), 0) as net, coalesce(sum(b.due), 0) as due, coalesce(sum(b.paid), 0) as paid ${from}`),
  );
  const list = rowsOf<ListRow>(
    await db.execute(sql`select b.*, m.username as account ${from}
      order by b.window_start desc, b.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
  ).map(toBill);
  const total = Number(sum?.n ?? 0);
  return {
    list,
    total,
    pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totals: {
      gross: Number(sum?.gross ?? 0),
      net: Number(sum?.net ?? 0),
      due: Number(sum?.due ?? 0),
      paid: Number(sum?.paid ?? 0),
    },
  };
}
