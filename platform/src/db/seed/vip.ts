import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { promoteByLadderChange } from '../../services/rewards/vip-rules';

type RankRules = {
  minTurnover: number;
  minDeposits: number;
  rebateRateBp: number;
  withdrawDailyMax: number | null;
};

/**
 * The demo ladder (minor units, MYR): lifetime valid turnover and confirmed deposits that reach
 * each rank, its rebate rate (the demo rebate text: 0.6% for everyone, up to 1.2% for VIPs) and its
 * daily withdrawal cap (Royal: the brand's limits only). Points rates are seeded with the mall.
 */
const RANKS: Record<number, RankRules> = {
  1: { minTurnover: 0, minDeposits: 0, rebateRateBp: 60, withdrawDailyMax: 2_000_000 },
  2: { minTurnover: 500_000, minDeposits: 50_000, rebateRateBp: 70, withdrawDailyMax: 5_000_000 },
  3: {
    minTurnover: 5_000_000,
    minDeposits: 500_000,
    rebateRateBp: 80,
    withdrawDailyMax: 10_000_000,
  },
  4: {
    minTurnover: 25_000_000,
    minDeposits: 2_500_000,
    rebateRateBp: 90,
    withdrawDailyMax: 20_000_000,
  },
  5: {
    minTurnover: 100_000_000,
    minDeposits: 10_000_000,
    rebateRateBp: 100,
    withdrawDailyMax: 50_000_000,
  },
  6: {
    minTurnover: 500_000_000,
    minDeposits: 50_000_000,
    rebateRateBp: 120,
    withdrawDailyMax: null,
  },
};

/**
 * Fills the ladder's thresholds and benefits while no rank has thresholds yet (a fresh brand, or
 * one from before VIP ranks), then promotes the members whose lifetime totals already reach a
 * rank. Runs once per database (seedRewards); a ladder an operator has set is left alone.
 */
export async function seedVipRanks(db: Db): Promise<void> {
  const [set] = await db
    .select({ rank: t.clubLabels.rankLevel })
    .from(t.clubLabels)
    .where(sql`${t.clubLabels.minTurnover} is not null`)
    .limit(1);
  if (set) return;
  for (const [rank, rules] of Object.entries(RANKS))
    await db
      .update(t.clubLabels)
      .set(rules)
      .where(eq(t.clubLabels.rankLevel, Number(rank)));
  // The ladder had no thresholds before: whoever reaches a rank now has crossed it.
  await promoteByLadderChange(db, []);
}
