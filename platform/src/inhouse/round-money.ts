import { payout } from '../../../lib/inhouse';
import { GameRefusal } from './round-view';
import type { InhouseStore, Round } from './store';
import type { VendorClient, WalletAnswer } from './vendor-client';

const CREDIT_TRIES = 3;

/**
 * A round's money through the vendor API: its bet (`{roundId}:bet`) and its result
 * (`{roundId}:win`, 0 for a loss), both idempotent, so a retry never pays twice.
 */
export function createRoundMoney(store: InhouseStore, vendor: VendorClient) {
  const betTxn = (round: Round) => `${round.roundId}:bet`;

  async function debit(round: Round): Promise<WalletAnswer> {
    const reply = await vendor('debit', {
      playerId: round.playerId,
      txnId: betTxn(round),
      roundId: round.roundId,
      amount: round.stake,
      gameCode: `spb-${round.game}`,
    });
    if (reply.ok) return reply.value;
    await store.update(round.id, { status: 'cancelled', settledAt: new Date() });
    // UNAUTHORIZED: the player's game session with the platform has ended (launch again).
    throw new GameRefusal(
      reply.code === 'INSUFFICIENT_FUNDS'
        ? 'INSUFFICIENT_FUNDS'
        : reply.code === 'UNAUTHORIZED'
          ? 'SESSION_EXPIRED'
          : 'UNAVAILABLE',
    );
  }

  /** Pays `win` (0 for a loss) and closes the round; a failed credit leaves it open for later. */
  async function settle(
    round: Round,
    win: number,
    outcome: unknown,
  ): Promise<{ round: Round; wallet: WalletAnswer | null }> {
    const pending = await store.update(round.id, { outcome });
    for (let attempt = 0; attempt < CREDIT_TRIES; attempt += 1) {
      const reply = await vendor('credit', {
        playerId: round.playerId,
        txnId: `${round.roundId}:win`,
        roundId: round.roundId,
        betTxnId: betTxn(round),
        amount: win,
      });
      if (reply.ok) {
        const done = await store.update(round.id, {
          status: win > 0 ? 'won' : 'lost',
          win,
          settledAt: new Date(),
        });
        return { round: done, wallet: reply.value };
      }
    }
    return { round: pending, wallet: null };
  }

  function payoutOf(round: Round, outcome: Record<string, unknown>): number {
    if (round.game === 'dice') return payout(round.stake, Number(outcome.x10000), 10_000);
    return payout(round.stake, Number(outcome.x100));
  }
  return { betTxn, debit, settle, payoutOf };
}
