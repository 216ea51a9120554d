import { sql } from 'drizzle-orm';
import { CallError } from '../../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../../lib/contract/member';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dayStart, merchantDay } from '../agent/windows';

/** What one batch adds to a member's lifetime totals (minor units). */
export type LifetimeDelta = { memberId: number; validTurnover?: number; deposits?: number };

/**
 * Adds a batch to the members' lifetime totals and promotes, in the same statement, everyone whose
 * totals now reach a rank they had not reached before the batch (docs/vip-ranks.md): promotions
 * only go up, skip ranks when the totals do, and leave an operator's rank alone until the member
 * crosses a new threshold. Trial accounts are never promoted. Runs in the caller's transaction.
 */
export async function addLifetimeTotals(tx: Db, deltas: readonly LifetimeDelta[]): Promise<void> {
  const sums = new Map<number, { t: number; d: number }>();
  for (const delta of deltas) {
    const t = delta.validTurnover ?? 0;
    const d = delta.deposits ?? 0;
    if (t === 0 && d === 0) continue;
    const sum = sums.get(delta.memberId) ?? { t: 0, d: 0 };
    sums.set(delta.memberId, { t: sum.t + t, d: sum.d + d });
  }
  if (sums.size === 0) return;
  const rows = JSON.stringify([...sums].map(([id, s]) => ({ member_id: id, t: s.t, d: s.d })));
  await tx.execute(sql`
    with batch as (
      select member_id, t, d from json_to_recordset(${rows}::json)
        as r(member_id int, t bigint, d bigint)
    ), totals as (
      insert into member_lifetime_stats as s (member_id, valid_turnover, deposits)
      select member_id, t, d from batch order by member_id
      on conflict (member_id) do update
        set valid_turnover = s.valid_turnover + excluded.valid_turnover,
            deposits = s.deposits + excluded.deposits
      returning s.member_id, s.valid_turnover, s.deposits
    ), reached as (
      select t.member_id,
        (select max(c.rank_level) from club_labels c
          where c.min_turnover <= t.valid_turnover and c.min_deposits <= t.deposits) as now,
        (select max(c.rank_level) from club_labels c
          where c.min_turnover <= t.valid_turnover - b.t and c.min_deposits <= t.deposits - b.d)
          as before
      from totals t join batch b using (member_id)
    )
    update members m set club_rank = r.now
      from reached r
     where m.id = r.member_id and r.now > coalesce(r.before, 0) and r.now > m.club_rank
       and m.is_agent <> ${TRIAL_ACCOUNT}`);
}

/** A rank's thresholds as they stood (both null: only operators give it). */
export type RankThresholds = {
  rankLevel: number;
  minTurnover: number | null;
  minDeposits: number | null;
};

/**
 * After an operator's change of the ladder (in the same transaction, the new ladder written):
 * promotes the members whose lifetime totals reach a rank under the new ladder that they did not
 * reach under `before`. A lowered or new threshold is crossed by the change itself, as a bet
 * crosses one; ranks still only go up and trial accounts stay where they are.
 */
export async function promoteByLadderChange(
  tx: Db,
  before: readonly RankThresholds[],
): Promise<void> {
  const ladder = JSON.stringify(
    before
      .filter((r) => r.minTurnover !== null && r.minDeposits !== null)
      .map((r) => ({ rank_level: r.rankLevel, t: r.minTurnover, d: r.minDeposits })),
  );
  await tx.execute(sql`
      with old as (
        select rank_level, t, d from json_to_recordset(${ladder}::json)
          as r(rank_level int, t bigint, d bigint)
      ), reached as (
        select s.member_id,
          (select max(c.rank_level) from club_labels c
            where c.min_turnover <= s.valid_turnover and c.min_deposits <= s.deposits) as now,
          (select max(o.rank_level) from old o
            where o.t <= s.valid_turnover and o.d <= s.deposits) as before
        from member_lifetime_stats s
      ), crossed as (
        -- Their totals' rows first, in member order as settlements take them: no deadlock.
        select s.member_id, r.now from member_lifetime_stats s join reached r using (member_id)
         where r.now > coalesce(r.before, 0)
         order by s.member_id
         for share of s
      )
      update members m set club_rank = c.now
        from crossed c
       where m.id = c.member_id and c.now > m.club_rank and m.is_agent <> ${TRIAL_ACCOUNT}`);
}

/**
 * The member's rank caps what they withdraw in a merchant day: their withdrawals of the day that
 * were not rejected plus `amount`. Run under the wallet's lock (after the hold), so two requests
 * at once are counted one after the other. Refused as LIMIT_EXCEEDED with what is left as `max`.
 */
export async function assertRankWithdrawLimit(
  tx: Db,
  memberId: number,
  amount: number,
  brandMin: number,
  at: Date,
): Promise<void> {
  const [row] = rowsOf<{ daily_max: string | null; used: string }>(
    await tx.execute(sql`
      select c.withdraw_daily_max as daily_max,
             (select coalesce(sum(w.amount), 0) from withdrawals w
               where w.member_id = m.id and w.status <> 'rejected'
                 and w.created_at >= ${dayStart(merchantDay(at)).toISOString()}::timestamptz) as used
        from members m join club_labels c on c.rank_level = m.club_rank
       where m.id = ${memberId}`),
  );
  if (!row || row.daily_max === null) return;
  const dailyMax = Number(row.daily_max);
  const left = Math.max(0, dailyMax - Number(row.used));
  if (amount > left)
    throw new CallError('LIMIT_EXCEEDED', 'daily withdrawal limit of the club rank', {
      values: { min: brandMin, max: left, dailyMax },
    });
}
