import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf, pgArray } from '../../db/rows';
import { merchantDay, slotOf } from './windows';
import { referralTurnover } from '../rewards/referrals';
import { addLifetimeTotals } from '../rewards/vip-rules';

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
  // A settlement's deltas share one instant: its day or slot is worked out once.
  const keys = new Map<number, string>();
  for (const d of deltas) {
    const time = d.at.getTime();
    let key = keys.get(time);
    if (key === undefined) {
      key = keyOf(d.at);
      keys.set(time, key);
    }
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

/** Who counts as active on a day: valid turnover at least this (minor units; AGENTS.md). */
export const ACTIVE_MIN_TURNOVER = 1_000;

const rowsJson = (sums: Sums[]) =>
  JSON.stringify(
    sums.map((s) => ({
      member_id: s.memberId,
      key: s.key,
      first_deposit: s.firstDeposit,
      ...Object.fromEntries(STAT_FIELDS.map((f) => [COLUMN[f], s[f]])),
    })),
  );

/**
 * Adds money to the members' day and five-minute rows (AGENTS.md: upserted as money moves) and
 * to the day rows of every team they are in (themselves and each upline), in the caller's
 * transaction, so reports move exactly when the money does and read a handful of rows. A member
 * whose day turnover crosses the active threshold counts once as active in each of those teams.
 */
export async function addStats(tx: Db, deltas: readonly StatDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const days = sumBy(deltas, merchantDay);
  const after = rowsOf<{ member_id: number; day: string; valid_turnover: string }>(
    await tx.execute(sql`
      insert into member_daily_stats as s (member_id, day, first_deposit, ${list})
      select member_id, key::date, first_deposit, ${list}
        from json_to_recordset(${rowsJson(days)}::json)
          as r(member_id int, key text, first_deposit boolean, ${typed})
      order by member_id, key
      on conflict (member_id, day) do update
        set first_deposit = s.first_deposit or excluded.first_deposit, ${added}
      returning s.member_id, s.day::text as day, s.valid_turnover`),
  );
  await tx.execute(sql`
    insert into member_5min_stats as s (member_id, slot, first_deposit, ${list})
    select member_id, key::timestamptz, first_deposit, ${list}
      from json_to_recordset(${rowsJson(sumBy(deltas, (at) => slotOf(at).toISOString()))}::json)
        as r(member_id int, key text, first_deposit boolean, ${typed})
    order by member_id, key
    on conflict (member_id, slot) do update
      set first_deposit = s.first_deposit or excluded.first_deposit, ${added}`);
  const turnover = new Map(after.map((r) => [`${r.member_id}|${r.day}`, Number(r.valid_turnover)]));
  const ids = [...new Set(days.map((d) => d.memberId))];
  const lines = new Map(
    rowsOf<{ id: number; path: string }>(
      await tx.execute(sql`select id, path::text as path from members
        where id = any(${pgArray(ids)}::int[])`),
    ).map((r) => [Number(r.id), r.path.split('.').map(Number)]),
  );
  const teams = new Map<string, Sums & { firstDepositors: number; active: number }>();
  for (const d of days) {
    const now = turnover.get(`${d.memberId}|${d.key}`) ?? 0;
    const crossed = now >= ACTIVE_MIN_TURNOVER && now - d.validTurnover < ACTIVE_MIN_TURNOVER;
    for (const id of lines.get(d.memberId) ?? [d.memberId]) {
      const key = `${id}|${d.key}`;
      let team = teams.get(key);
      if (!team) {
        team = {
          memberId: id,
          key: d.key,
          firstDeposit: false,
          firstDepositors: 0,
          active: 0,
        } as Sums & {
          firstDepositors: number;
          active: number;
        };
        for (const f of STAT_FIELDS) team[f] = 0;
        teams.set(key, team);
      }
      for (const f of STAT_FIELDS) team[f] += d[f];
      if (d.firstDeposit) team.firstDepositors += 1;
      if (crossed) team.active += 1;
    }
  }
  const rows = [...teams.values()];
  await tx.execute(sql`
    insert into team_daily_stats as s (member_id, day, first_depositors, active_members, ${list})
    select member_id, key::date, first_depositors, active_members, ${list}
      from json_to_recordset(${JSON.stringify(
        rows.map((t) => ({
          member_id: t.memberId,
          key: t.key,
          first_depositors: t.firstDepositors,
          active_members: t.active,
          ...Object.fromEntries(STAT_FIELDS.map((f) => [COLUMN[f], t[f]])),
        })),
      )}::json) as r(member_id int, key text, first_depositors int, active_members int, ${typed})
    order by member_id, key
    on conflict (member_id, day) do update
      set first_depositors = s.first_depositors + excluded.first_depositors,
          active_members = s.active_members + excluded.active_members, ${added}`);
  // Referred friends whose turnover now reaches the target earn their referrers (services/rewards).
  const played = [
    ...new Set(deltas.filter((d) => (d.validTurnover ?? 0) > 0).map((d) => d.memberId)),
  ];
  await referralTurnover(tx, deltas[0]!.at, played);
  // Lifetime totals and the club ranks they reach (services/rewards/vip-rules.ts).
  await addLifetimeTotals(tx, deltas);
}
