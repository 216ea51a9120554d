import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { advanceMissions } from '../rewards/missions/progress';
import { earnPoints } from '../rewards/points/ledger';
import { accrueRebates, postRebates } from './rebates';
import { addStats } from './stats';

/**
 * A vendor game's bet settled (its first win call; later ones add winnings only): the member's
 * stats move, points are earned (at the vendor category's weight), missions advance and the
 * uplines' rebates are paid at once, keyed by the bet, in the caller's transaction. `stake` is 0 for a second win call.
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
  const category = vendor?.category ?? '';
  await earnPoints(tx, category, bet.source, [
    { memberId: bet.memberId, validTurnover: bet.stake },
  ]);
  await advanceMissions(tx, bet.at, {
    type: 'bets',
    category,
    bets: [{ memberId: bet.memberId, stake: bet.stake, won: bet.payout > bet.stake }],
  });
  await accrueRebates(tx, bet.source, [{ memberId: bet.memberId, turnover: bet.stake }]);
  await postRebates(tx, bet.source, house, bet.at);
}
