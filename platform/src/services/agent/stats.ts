import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantDay, slotOf } from './windows';

/** The money columns of the stats tables, in the order the upserts name them. */
export const STAT_FIELDS = [
  'bets',
  'turnover',
  'validTurnover',
  'payout',
  'rebate',
  'agentRebate',
  'promotions',
  'deposits',
  'withdrawals',
  'wage',
  'dividend',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];
const COLUMN: Record<StatField, string> = {
  bets: 'bets',
  turnover: 'turnover',
  validTurnover: 'valid_turnover',
  payout: 'payout',
  rebate: 'rebate',
  agentRebate: 'agent_rebate',
  promotions: 'promotions',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  wage: 'wage',
  dividend: 'dividend',
};

/** Money that moved for one member at one time; absent fields are zero. */
export type StatDelta = {
  memberId: number;
  at: Date;
  firstDeposit?: boolean;
} & Partial<Record<StatField, number>>;

type Sums = Record<StatField, number> & { memberId: number; key: string; firstDeposit: boolean };

function sumBy(deltas: readonly StatDelta[], keyOf: (at: Date) => string): Sums[] {
  const sums = new Map<string, Sums>();
  for (const d of deltas) {
    const key = keyOf(d.at);
    const id = `${d.memberId}|${key}`;
    let row = sums.get(id);
    if (!row) {
      row = { memberId: d.memberId, key, firstDeposit: false } as Sums;
      for (const f of STAT_FIELDS) row[f] = 0;
      sums.set(id, row);
    }
    for (const f of STAT_FIELDS) row[f] += d[f] ?? 0;
    row.firstDeposit ||= d.firstDeposit === true;
  }
  return [...sums.values()];
}

const columns = STAT_FIELDS.map((f) => COLUMN[f]);
const list = sql.raw(columns.join(', '));
const typed = sql.raw(columns.map((c) => `${c} bigint`).join(', '));
const added = sql.raw(columns.map((c) => `${c} = s.${c} + excluded.${c}`).join(', '));

/**
 * Adds money to the members' day and five-minute rows (AGENTS.md: upserted as money moves), in
 * the caller's transaction, so the stats move exactly when the money does.
 */
export async function addStats(tx: Db, deltas: readonly StatDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const rows = (sums: Sums[]) =>
    JSON.stringify(
      sums.map((s) => ({
        member_id: s.memberId,
        key: s.key,
        first_deposit: s.firstDeposit,
        ...Object.fromEntries(STAT_FIELDS.map((f) => [COLUMN[f], s[f]])),
      })),
    );
  await tx.execute(sql`
    insert into member_daily_stats as s (member_id, day, first_deposit, ${list})
    select member_id, key::date, first_deposit, ${list}
      from json_to_recordset(${rows(sumBy(deltas, merchantDay))}::json)
        as r(member_id int, key text, first_deposit boolean, ${typed})
    order by member_id, key
    on conflict (member_id, day) do update
      set first_deposit = s.first_deposit or excluded.first_deposit, ${added}`);
  await tx.execute(sql`
    insert into member_5min_stats as s (member_id, slot, first_deposit, ${list})
    select member_id, key::timestamptz, first_deposit, ${list}
      from json_to_recordset(${rows(sumBy(deltas, (at) => slotOf(at).toISOString()))}::json)
        as r(member_id int, key text, first_deposit boolean, ${typed})
    order by member_id, key
    on conflict (member_id, slot) do update
      set first_deposit = s.first_deposit or excluded.first_deposit, ${added}`);
}
