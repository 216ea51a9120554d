import { eq } from 'drizzle-orm';
import { VIP_RANK_ABOVE } from '../../../../lib/contract/chat';
import { CallError } from '../../../../lib/contract/envelope';
import type { VipProgress, VipRank } from '../../../../lib/contract/rewards';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

type RankRow = typeof t.clubLabels.$inferSelect;
/** A rank that lifetime totals reach (both thresholds set). */
type Reachable = VipRank & { minTurnover: number; minDeposits: number };

const rankOf = (row: RankRow): VipRank => ({
  rankLevel: row.rankLevel,
  labelName: row.labelName,
  color: row.color,
  color2: row.color2,
  minTurnover: row.minTurnover,
  minDeposits: row.minDeposits,
  rebateRateBp: row.rebateRateBp,
  pointsRateBp: row.pointsRateBp,
  withdrawDailyMax: row.withdrawDailyMax,
  vipService: row.rankLevel > VIP_RANK_ABOVE,
});

/** Club ranks (docs/vip-ranks.md): the ladder for everyone, and a member's way up it. */
export function createVipRanks(db: Db) {
  const ladder = async () =>
    (await db.select().from(t.clubLabels).orderBy(t.clubLabels.rankLevel)).map(rankOf);

  return {
    ranks: ladder,

    async progress(memberId: number): Promise<VipProgress> {
      const [[member], ranks] = await Promise.all([
        db
          .select({ rank: t.members.clubRank, totals: t.memberLifetimeStats })
          .from(t.members)
          .leftJoin(t.memberLifetimeStats, eq(t.memberLifetimeStats.memberId, t.members.id))
          .where(eq(t.members.id, memberId)),
        ladder(),
      ]);
      if (!member) throw new CallError('UNAUTHORIZED');
      const turnover = member.totals?.validTurnover ?? 0;
      const deposits = member.totals?.deposits ?? 0;
      // The next rank the totals can reach; ranks only operators assign are passed over.
      const next = ranks.find(
        (r): r is Reachable =>
          r.rankLevel > member.rank && r.minTurnover !== null && r.minDeposits !== null,
      );
      return {
        rankLevel: member.rank,
        turnover,
        deposits,
        next: next
          ? {
              rankLevel: next.rankLevel,
              labelName: next.labelName,
              minTurnover: next.minTurnover,
              minDeposits: next.minDeposits,
              turnoverLeft: Math.max(0, next.minTurnover - turnover),
              depositsLeft: Math.max(0, next.minDeposits - deposits),
            }
          : null,
      };
    },
  };
}

export type VipRanks = ReturnType<typeof createVipRanks>;
