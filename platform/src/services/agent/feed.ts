import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { settledBetRewards } from '../rewards/settled';
import { accrueRebates, postRebates } from './rebates';
import { addStats } from './stats';

/**
 * A vendor game's bet settled (its first win call; later ones add winnings only): the member's
 * stats and rewards (bonus wagering, points and missions, at the vendor category's weights) move
 * and the uplines' rebates are paid at once, keyed by the bet, in the caller's transaction.
 * `stake` is 0 for a second win call.
 */
export async function vendorBetSettled(
  tx: Db,
  house: number,
  bet: {
    source: string;
    vendor: string;
    memberId: number;
    stake: number;
    payout: number;
    at: Date;
  },
): Promise<void> {
  const counted = bet.stake > 0;
  await addStats(tx, [
    {
      memberId: bet.memberId,
      at: bet.at,
      bets: counted ? 1 : 0,
      turnover: bet.stake,
      validTurnover: bet.stake,
      payout: bet.payout,
    },
  ]);
  if (!counted) return;
  const [vendor] = await tx
    .select({ category: t.vendors.category })
    .from(t.vendors)
    .where(eq(t.vendors.code, bet.vendor));
  await settledBetRewards(tx, {
    category: vendor?.category ?? '',
    source: bet.source,
    at: bet.at,
    bets: [
      { memberId: bet.memberId, validTurnover: bet.stake, stake: bet.stake, payout: bet.payout },
    ],
  });
  await accrueRebates(tx, bet.source, [{ memberId: bet.memberId, turnover: bet.stake }]);
  await postRebates(tx, bet.source, house, bet.at);
}
