import type { Db } from '../../db/client';
import { advanceMissions } from './missions/progress';
import { earnPoints } from './points/ledger';
import { addTurnoverProgress } from './turnover';

/** A settled bet as rewards see it: its valid turnover and what it paid. */
export type SettledBet = { memberId: number; validTurnover: number; stake: number; payout: number };

/**
 * What settled bets of one game category move in the rewards, in the settlement's transaction:
 * bonus wagering (at the bonus's weight for the category), points and missions.
 */
export async function settledBetRewards(
  tx: Db,
  settled: { category: string; source: string; at: Date; bets: readonly SettledBet[] },
): Promise<void> {
  const { category, source, at, bets } = settled;
  const turnover = bets.map((b) => ({ memberId: b.memberId, validTurnover: b.validTurnover }));
  await addTurnoverProgress(tx, category, turnover);
  await earnPoints(tx, category, source, turnover);
  await advanceMissions(tx, at, {
    type: 'bets',
    category,
    bets: bets.map((b) => ({
      memberId: b.memberId,
      stake: b.validTurnover,
      won: b.payout > b.stake,
    })),
  });
}
