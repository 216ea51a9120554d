import { sql } from 'drizzle-orm';
import type { AgentBill, BillPage, ContractKind } from '../../../../lib/contract/agent';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { LedgerAccounts } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import { addStats } from './stats';
import { dayStart } from './windows';

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

/**
 * Pays what it can of one bill (AGENTS.md, bills), in one transaction with the bill locked: the
 * platform pays in full from its commission account; an upline pays from its main wallet what it
 * holds, the bill staying INSUFFICIENT until a later try pays the rest. Each payment is keyed
 * `bill:{id}:{n}`, so a retry never pays one part twice.
 */
export async function payBill(
  db: Db,
  accounts: LedgerAccounts,
  billId: number,
  at: Date,
): Promise<number> {
  // Accounts first: on PGlite's one connection nothing may query beside the transaction.
  const [head] = rowsOf<BillRow>(
    await db.execute(sql`select * from agent_bills where id = ${billId}`),
  );
  if (!head) return 0;
  const payer =
    head.payer_id === null
      ? await accounts.system('COMMISSION')
      : await accounts.member(Number(head.payer_id));
  const payee = await accounts.member(Number(head.member_id));
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [bill] = rowsOf<BillRow>(
      await tx.execute(sql`select * from agent_bills where id = ${billId} for update`),
    );
    if (!bill || (bill.status !== 'UNCOLLECT' && bill.status !== 'INSUFFICIENT')) return 0;
    const owed = Number(bill.due) - Number(bill.paid);
    let amount = owed;
    if (bill.payer_id !== null) {
      const [wallet] = rowsOf<{ balance: string }>(
        await tx.execute(sql`select balance from ledger_accounts where id = ${payer} for update`),
      );
      amount = Math.min(owed, Math.max(0, Number(wallet?.balance ?? 0)));
    }
    let paid = 0;
    if (amount > 0) {
      const kind = bill.kind === 'DIVIDEND' ? 'dividend' : 'wage';
      const moved = await transfer(tx, {
        idempotencyKey: `bill:${bill.id}:${Number(bill.payments) + 1}`,
        debitAccountId: payer,
        creditAccountId: payee,
        amount,
        kind,
        reference: `bill ${bill.id}`,
      });
      if (moved.status === 'done' || moved.status === 'replayed') {
        paid = amount;
        await addStats(tx, [{ memberId: Number(bill.member_id), at, [kind]: amount }]);
      }
    }
    const total = Number(bill.paid) + paid;
    await tx.execute(sql`update agent_bills set paid = ${total},
        payments = payments + ${paid > 0 ? 1 : 0},
        status = ${total === Number(bill.due) ? 'ISSUED' : 'INSUFFICIENT'},
        updated_at = ${at.toISOString()}::timestamptz
      where id = ${bill.id}`);
    return paid;
  });
}

/**
 * Pays every collectable bill of a kind (all kinds when none), uplines before their downlines so
 * that a bill received can fund the bills owed below.
 */
export async function payOpen(
  db: Db,
  accounts: LedgerAccounts,
  at: Date,
  kind?: ContractKind,
): Promise<number> {
  const open = rowsOf<{ id: number }>(
    await db.execute(sql`select b.id from agent_bills b join members m on m.id = b.member_id
      where b.status in ('UNCOLLECT', 'INSUFFICIENT') ${kind ? sql`and b.kind = ${kind}` : sql``}
      order by nlevel(m.path), b.window_start, b.id`),
  );
  let paid = 0;
  for (const { id } of open) paid += await payBill(db, accounts, Number(id), at);
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
    ${q.to ? sql`and b.window_start < ${new Date(dayStart(q.to).getTime() + 86_400_000).toISOString()}::timestamptz` : sql``}
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
