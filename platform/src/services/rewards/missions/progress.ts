import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf, pgArray } from '../../../db/rows';
import { periodKey, type MissionPeriod } from './periods';

/** A settled bet as missions see it: its valid turnover, and whether it paid more than it staked. */
export type MissionBet = { memberId: number; stake: number; won: boolean };

/** What moves missions: bets of one game category settled, or a deposit confirmed. */
export type MissionEvent =
  | { type: 'bets'; category: string; bets: readonly MissionBet[] }
  | { type: 'deposit'; memberId: number; amount: number };

type Mission = {
  id: number;
  period: MissionPeriod;
  kind: string;
  target: number;
  category: string | null;
};
type Step = { missionId: number; memberId: number; period: string; add: number };

/**
 * Moves the members' missions with settled bets or a confirmed deposit, in that settlement's own
 * transaction (docs/rewards.md, Missions): counts, turnover and deposits add up; a win streak
 * runs over the bets in the order given and keeps its best run. A mission whose progress reaches
 * its target is completed then, and waits for its member to claim the reward.
 */
export async function advanceMissions(tx: Db, at: Date, event: MissionEvent): Promise<void> {
  // Shared row locks until the settlement commits: an operator's change of what a mission counts
  // (kind, period, category) waits for it, then sees its progress and is refused; a change that
  // committed first is what this settlement reads. Settlements share the locks among themselves.
  const missions = rowsOf<Mission>(
    await tx.execute(sql`select id, period, kind, target::float8 as target, category
      from missions where enabled order by id for share`),
  ).filter((m) =>
    event.type === 'deposit'
      ? m.kind === 'DEPOSIT'
      : m.kind !== 'DEPOSIT' && (m.category === null || m.category === event.category),
  );
  if (missions.length === 0) return;
  const steps: Step[] = [];
  const streaks: Mission[] = [];
  for (const m of missions) {
    const period = periodKey(m.period, at);
    if (event.type === 'deposit') {
      if (event.amount > 0)
        steps.push({ missionId: m.id, memberId: event.memberId, period, add: event.amount });
      continue;
    }
    if (m.kind === 'WIN_STREAK') {
      streaks.push(m);
      continue;
    }
    const sums = new Map<number, number>();
    for (const bet of event.bets) {
      if (bet.stake <= 0) continue;
      const add = m.kind === 'BET_COUNT' ? 1 : bet.stake;
      sums.set(bet.memberId, (sums.get(bet.memberId) ?? 0) + add);
    }
    for (const [memberId, add] of sums) steps.push({ missionId: m.id, memberId, period, add });
  }
  await addProgress(tx, at, steps);
  if (event.type === 'bets')
    for (const m of streaks) await runStreaks(tx, at, m, periodKey(m.period, at), event.bets);
}

/** Adds to progress rows (made on first use), completing those that reach their target. */
async function addProgress(tx: Db, at: Date, steps: Step[]) {
  if (steps.length === 0) return;
  steps.sort((a, b) => a.missionId - b.missionId || a.memberId - b.memberId);
  const list = (pick: (s: Step) => number | string) => pgArray(steps.map(pick));
  await tx.execute(sql`
    insert into mission_progress as p (mission_id, member_id, period, progress, completed_at)
    select r.mission_id, r.member_id, r.period, r.add,
           case when r.add >= m.target then ${at.toISOString()}::timestamptz end
      from unnest(${list((s) => s.missionId)}::int[], ${list((s) => s.memberId)}::int[],
                  ${list((s) => s.period)}::text[], ${list((s) => s.add)}::bigint[])
             as r(mission_id, member_id, period, add)
      join missions m on m.id = r.mission_id
    on conflict (mission_id, member_id, period) do update
      set progress = p.progress + excluded.progress,
          completed_at = coalesce(p.completed_at,
            case when p.progress + excluded.progress
                      >= (select target from missions where id = p.mission_id)
                 then ${at.toISOString()}::timestamptz end)`);
}

/** Runs one streak mission over the bets in order: a win adds one, a loss starts again. */
async function runStreaks(
  tx: Db,
  at: Date,
  mission: Mission,
  period: string,
  bets: readonly MissionBet[],
) {
  const counted = bets.filter((b) => b.stake > 0);
  const members = [...new Set(counted.map((b) => b.memberId))].sort((a, b) => a - b);
  if (members.length === 0) return;
  await tx.execute(sql`
    insert into mission_progress (mission_id, member_id, period)
    select ${mission.id}, unnest(${pgArray(members)}::int[]), ${period}
    on conflict do nothing`);
  const rows = rowsOf<{ id: number; member_id: number; progress: string; streak: number }>(
    await tx.execute(sql`select id, member_id, progress, streak from mission_progress
      where mission_id = ${mission.id} and period = ${period}
        and member_id = any(${pgArray(members)}::int[])
      order by member_id for update`),
  );
  const outcomes = new Map<number, boolean[]>();
  for (const bet of counted) {
    const mine = outcomes.get(bet.memberId) ?? [];
    mine.push(bet.won);
    outcomes.set(bet.memberId, mine);
  }
  const updates = rows.map((row) => {
    let streak = row.streak;
    let best = Number(row.progress);
    for (const won of outcomes.get(Number(row.member_id)) ?? []) {
      streak = won ? streak + 1 : 0;
      best = Math.max(best, streak);
    }
    return { id: row.id, streak, best };
  });
  // One statement for the whole batch, however many members it settles.
  const list = (pick: (u: (typeof updates)[number]) => number) => pgArray(updates.map(pick));
  await tx.execute(sql`update mission_progress p
      set streak = u.streak, progress = u.best,
          completed_at = coalesce(p.completed_at,
            case when u.best >= ${mission.target} then ${at.toISOString()}::timestamptz end)
     from unnest(${list((u) => u.id)}::int[], ${list((u) => u.streak)}::int[],
                 ${list((u) => u.best)}::bigint[]) as u(id, streak, best)
    where p.id = u.id`);
}
