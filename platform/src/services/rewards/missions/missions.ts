import { and, asc, eq, sql } from 'drizzle-orm';
import { CallError } from '../../../../../lib/contract/envelope';
import { pickText, type Locale } from '../../../../../lib/contract/languages';
import type { MissionLeaderboard, MissionView } from '../../../../../lib/contract/rewards';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import * as t from '../../../db/schema';
import { addStats } from '../../agent/stats';
import type { LedgerAccounts } from '../../wallet/accounts';
import { payOrRefuse } from '../../wallet/ledger';
import { movePoints } from '../points/ledger';
import { maskAccount } from '../winners';
import { periodEnd, periodKey, type MissionPeriod } from './periods';

/** How many places a leaderboard shows. */
const BOARD_SIZE = 20;

/**
 * Daily and weekly missions (docs/rewards.md, Missions): a member's missions with their progress
 * (moved by settlements, see progress.ts), the claim of a completed one's reward, the badge count
 * and the leaderboard of a period.
 */
export function createMissions(
  db: Db,
  accounts: LedgerAccounts,
  clock: () => Date = () => new Date(),
) {
  const enabled = () =>
    db
      .select()
      .from(t.missions)
      .where(eq(t.missions.enabled, true))
      .orderBy(asc(t.missions.sort), asc(t.missions.id));

  async function list(memberId: number, locale: Locale): Promise<MissionView[]> {
    const now = clock();
    const [missions, rows] = await Promise.all([
      enabled(),
      db
        .select()
        .from(t.missionProgress)
        .where(
          and(
            eq(t.missionProgress.memberId, memberId),
            sql`${t.missionProgress.period} in (${periodKey('daily', now)}, ${periodKey('weekly', now)})`,
          ),
        ),
    ]);
    return missions.map((m) => {
      const mine = rows.find((r) => r.missionId === m.id && r.period === periodKey(m.period, now));
      return {
        id: m.id,
        period: m.period,
        kind: m.kind,
        category: m.category,
        title: pickText(m.titles, locale),
        target: m.target,
        progress: Math.min(mine?.progress ?? 0, m.target),
        rewardKind: m.rewardKind,
        rewardAmount: m.rewardAmount,
        state: mine?.claimedAt ? 'claimed' : mine?.completedAt ? 'completed' : 'joined',
        endsAt: periodEnd(m.period, now).toISOString(),
      };
    });
  }

  /** The member-centre badge: this period's missions not yet done and claimed. */
  async function summary(memberId: number) {
    const missions = await list(memberId, 'en');
    return {
      count: missions.filter((m) => m.state !== 'claimed').length,
      claimable: missions.filter((m) => m.state === 'completed').length,
    };
  }

  /** Pays a completed mission's reward once: cash from BONUS, or points. */
  async function claim(memberId: number, missionId: number): Promise<MissionView> {
    const now = clock();
    const [mission] = await db.select().from(t.missions).where(eq(t.missions.id, missionId));
    if (!mission || !mission.enabled) throw new CallError('NOT_FOUND', 'no such mission');
    const period = periodKey(mission.period, now);
    const [bonus, wallet] = await Promise.all([
      accounts.system('BONUS'),
      accounts.member(memberId),
    ]);
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [row] = await tx
        .select()
        .from(t.missionProgress)
        .where(
          and(
            eq(t.missionProgress.missionId, missionId),
            eq(t.missionProgress.memberId, memberId),
            eq(t.missionProgress.period, period),
          ),
        )
        .for('update');
      if (!row?.completedAt) throw new CallError('MISSION_NOT_COMPLETE');
      if (row.claimedAt) throw new CallError('MISSION_CLAIMED');
      const key = `mission:${row.id}`;
      let transferId: number | null = null;
      if (mission.rewardKind === 'cash') {
        transferId = await payOrRefuse(tx, {
          idempotencyKey: key,
          debitAccountId: bonus,
          creditAccountId: wallet,
          amount: mission.rewardAmount,
          kind: 'bonus',
          reference: `mission ${mission.id}`,
        });
        await addStats(tx, [{ memberId, at: now, promotions: mission.rewardAmount }]);
      } else
        await movePoints(tx, {
          memberId,
          delta: mission.rewardAmount,
          reason: 'mission',
          reference: `mission ${mission.id}`,
          idempotencyKey: key,
        });
      await tx
        .update(t.missionProgress)
        .set({ claimedAt: now, transferId })
        .where(eq(t.missionProgress.id, row.id));
    });
    const views = await list(memberId, 'en');
    return views.find((v) => v.id === missionId)!;
  }

  /** The period's leaders by missions completed (the earlier finisher first on a tie), masked. */
  async function leaderboard(period: MissionPeriod): Promise<MissionLeaderboard> {
    const key = periodKey(period, clock());
    const rows = rowsOf<{ username: string; completed: number }>(
      await db.execute(sql`
        select m.username, count(*)::int as completed
          from mission_progress p
          join missions mi on mi.id = p.mission_id
          join members m on m.id = p.member_id
         where p.period = ${key} and mi.period = ${period} and p.completed_at is not null
           and m.is_agent <> 4
         group by m.username
         order by completed desc, max(p.completed_at) asc, m.username
         limit ${BOARD_SIZE}`),
    );
    return {
      period,
      key,
      list: rows.map((r, i) => ({
        rank: i + 1,
        player: maskAccount(r.username),
        completed: Number(r.completed),
      })),
    };
  }

  return { list, summary, claim, leaderboard };
}

export type Missions = ReturnType<typeof createMissions>;
