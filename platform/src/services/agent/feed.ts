import type { Db } from '../../db/client';
import { accrueRebates, postRebates } from './rebates';
import { addStats } from './stats';

/**
 * A vendor game's bet settled (its first win call; later ones add winnings only): the member's
 * stats move and the uplines' rebates are paid at once, keyed by the bet, in the caller's
 * transaction. `stake` is 0 for a second win call of the same bet.
 */
export async function vendorBetSettled(
  tx: Db,
  house: number,
  bet: { source: string; memberId: number; stake: number; payout: number; at: Date },
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
  await accrueRebates(tx, bet.source, [{ memberId: bet.memberId, turnover: bet.stake }]);
  await postRebates(tx, bet.source, house, bet.at);
}
