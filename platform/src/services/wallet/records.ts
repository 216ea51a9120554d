import { sql, type SQL } from 'drizzle-orm';
import type { LedgerRecord, ProfitSummary, RecordPage } from '../../../../lib/contract/wallet';
import type { Db } from '../../db/client';

/** Which transfer kinds a record filter shows. */
const KINDS: Record<string, string[]> = {
  deposit: ['deposit', 'deposit_fee'],
  withdrawal: ['withdrawal', 'withdrawal_payout', 'withdrawal_refund'],
  transfer: ['transfer', 'upline_transfer'],
  adjustment: ['adjustment'],
  bet: ['bet', 'rollback', 'refund'],
  win: ['win'],
  bonus: ['bonus', 'rebate', 'wage', 'dividend'],
};

type Row = Record<string, unknown>;

/** A member's account record: every entry on their wallets, newest first, with running balances. */
export async function accountRecords(
  db: Db,
  memberId: number,
  filter: { type?: string; from?: string; to?: string; pageNo?: number; pageSize?: number },
): Promise<RecordPage<LedgerRecord>> {
  const pageNo = filter.pageNo ?? 1;
  const pageSize = filter.pageSize ?? 20;
  const conditions: SQL[] = [sql`a.member_id = ${memberId}`];
  const kinds = filter.type ? KINDS[filter.type] : undefined;
  if (kinds)
    conditions.push(
      sql`t.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (filter.from) conditions.push(sql`e.created_at >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`e.created_at < ${filter.to}::date + 1`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transfers t on t.id = e.transfer_id
    where ${where}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select e.id, e.created_at, t.kind, a.code, e.amount, e.balance_after, t.reference
      ${from} order by e.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  const list = (rows as unknown as { rows: Row[] }).rows.map((row) => ({
    id: Number(row.id),
    time: new Date(String(row.created_at)).toISOString(),
    kind: String(row.kind),
    wallet: String(row.code),
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference: row.reference === null ? null : String(row.reference),
  }));
  const total = Number((counted as unknown as { rows: Row[] }).rows[0]?.n ?? 0);
  return { list, totalPages: Math.ceil(total / pageSize), pageNo };
}

/** Profit and loss of a member between two dates (inclusive), from the ledger's own entries. */
export async function profitSummary(
  db: Db,
  memberId: number,
  from: string,
  to: string,
): Promise<ProfitSummary> {
  const result = await db.execute(sql`
    select t.kind, sum(e.amount)::bigint as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transfers t on t.id = e.transfer_id
    where a.member_id = ${memberId} and t.kind <> 'transfer'
      and e.created_at >= ${from}::date and e.created_at < ${to}::date + 1
    group by t.kind`);
  const by = new Map(
    (result as unknown as { rows: Row[] }).rows.map((row) => [String(row.kind), Number(row.total)]),
  );
  const sum = (...kinds: string[]) => kinds.reduce((s, k) => s + (by.get(k) ?? 0), 0);
  const bets = -sum('bet', 'rollback');
  const wins = sum('win');
  const bonuses = sum('bonus');
  return {
    from,
    to,
    deposits: sum('deposit'),
    withdrawals: -sum('withdrawal', 'withdrawal_refund'),
    bets,
    wins,
    bonuses,
    adjustments: sum('adjustment'),
    profit: wins + bonuses - bets,
  };
}
