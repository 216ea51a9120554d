import {
  STAKE_LIMITS,
  crashMultiplierAt,
  crashPoint,
  crashTimeOf,
  diceParams,
  hashServerSeed,
  payout,
  playDice,
  playSlot,
  settleCrash,
  validCashout,
  type GameCode,
} from '../../../lib/inhouse';
import { createRoundMoney } from './round-money';
import { GameRefusal, publicRound } from './round-view';
import type { InhouseStore, Round, Session } from './store';
import { INHOUSE_VENDOR, type VendorClient } from './vendor-client';

export { GameRefusal, publicRound };

/** A round whose bet never got an answer is rolled back after this long. */
const STALE_MS = 30_000;

/**
 * Playing the in-house games: a round is opened on the committed seed, its bet debited through
 * the vendor API, its outcome computed from the seeds only, and it is settled with a credit (0 for
 * a loss). Credits are retried with the same transaction id; rounds left half-way are finished by
 * `recover` (the next request of the player, and at start-up).
 */
export function createInhousePlay(store: InhouseStore, vendor: VendorClient) {
  const queues = new Map<string, Promise<unknown>>();
  /** One thing at a time per player on this instance (bets, cash-outs, recovery). */
  function serial<T>(playerId: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(playerId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(playerId, settled);
    void settled.then(() => queues.get(playerId) === settled && queues.delete(playerId));
    return run;
  }

  const { betTxn, debit, settle, payoutOf } = createRoundMoney(store, vendor);

  function checkStake(game: GameCode, stake: unknown): number {
    const limits = STAKE_LIMITS[game];
    if (
      typeof stake !== 'number' ||
      !Number.isInteger(stake) ||
      stake < limits.min ||
      stake > limits.max
    )
      throw new GameRefusal('BAD_REQUEST');
    return stake;
  }

  /** A crash round's result at `now`: settled when it crashed or hit the auto cash-out. */
  async function crashProgress(round: Round, now: number, cashout: boolean) {
    const started = (round.outcome as { startedAt: number }).startedAt;
    const elapsed = now - started;
    const crash = crashPoint(round);
    const auto = (round.params as { autoCashout: number | null }).autoCashout;
    if (auto !== null && auto <= crash && elapsed >= crashTimeOf(auto))
      return settle(round, payout(round.stake, auto), {
        startedAt: started,
        ...settleCrash(crash, auto),
      });
    if (elapsed >= crashTimeOf(crash))
      return settle(round, 0, { startedAt: started, ...settleCrash(crash, null) });
    if (!cashout) return { round, wallet: null, current: crashMultiplierAt(elapsed) };
    const at = crashMultiplierAt(elapsed);
    if (at < 101) throw new GameRefusal('TOO_EARLY');
    return settle(round, payout(round.stake, at), {
      startedAt: started,
      ...settleCrash(crash, at),
    });
  }

  /** Finishes what a player left half-way: unanswered bets, unpaid wins, crashed rounds. */
  async function recover(playerId?: string) {
    for (const round of await store.openRounds(playerId)) {
      const outcome = round.outcome as Record<string, unknown> | null;
      if (outcome === null) {
        if (Date.now() - round.createdAt.getTime() < STALE_MS) continue;
        await vendor('rollback', {
          playerId: round.playerId,
          txnId: `${round.roundId}:void`,
          betTxnId: betTxn(round),
        });
        await store.update(round.id, { status: 'cancelled', settledAt: new Date() });
      } else if (round.game === 'crash' && !('x100' in outcome)) {
        await crashProgress(round, Date.now(), false);
      } else {
        await settle(round, payoutOf(round, outcome), outcome);
      }
    }
  }

  return {
    recover,

    async start(session: Session) {
      return serial(session.playerId, async () => {
        await recover(session.playerId);
        const reply = await vendor('balance', { playerId: session.playerId });
        const seeds = await store.seeds(session.playerId, session.game);
        const history = await store.history(session.playerId, session.game);
        return {
          balance: reply.ok ? reply.value.balance : null,
          currency: session.currency,
          clientSeed: seeds.clientSeed,
          nextServerSeedHash: hashServerSeed(seeds.nextServerSeed),
          nonce: seeds.nonce,
          history: history.map(publicRound),
          vendor: INHOUSE_VENDOR,
        };
      });
    },

    /** A slot spin or a dice roll, settled at once. */
    async play(session: Session, input: { stake?: unknown; params?: unknown }) {
      const stake = checkStake(session.game, input.stake);
      const dice = session.game === 'dice' ? diceParams(input.params) : null;
      if (session.game === 'crash' || (session.game === 'dice' && !dice))
        throw new GameRefusal('BAD_REQUEST');
      return serial(session.playerId, async () => {
        await recover(session.playerId);
        const round = await store.openRound(session.playerId, session.game, stake, dice ?? {});
        await debit(round);
        const outcome = dice ? playDice(round, dice) : playSlot(round);
        const settled = await settle(
          round,
          payoutOf(round, outcome as unknown as Record<string, unknown>),
          outcome,
        );
        // The win could not be paid yet: it is kept and paid on the player's next request.
        if (settled.round.status === 'open') throw new GameRefusal('PENDING');
        return settled;
      });
    },

    async crashStart(session: Session, input: { stake?: unknown; autoCashout?: unknown }) {
      const stake = checkStake('crash', input.stake);
      const auto = input.autoCashout ?? null;
      if (session.game !== 'crash' || (auto !== null && !validCashout(auto)))
        throw new GameRefusal('BAD_REQUEST');
      return serial(session.playerId, async () => {
        await recover(session.playerId);
        const round = await store.openRound(session.playerId, 'crash', stake, {
          autoCashout: auto,
        });
        const wallet = await debit(round);
        const started = await store.update(round.id, { outcome: { startedAt: Date.now() } });
        return { round: started, wallet, current: 100 };
      });
    },

    /** A crash round now: still climbing, or settled (cashed out on request, crashed, auto). */
    async crashCheck(session: Session, roundId: unknown, cashout: boolean) {
      if (session.game !== 'crash' || typeof roundId !== 'string')
        throw new GameRefusal('BAD_REQUEST');
      return serial(session.playerId, async () => {
        const round = await store.round(session.playerId, roundId);
        if (!round) throw new GameRefusal('BAD_REQUEST');
        if (round.status !== 'open' || round.outcome === null) return { round, wallet: null };
        return crashProgress(round, Date.now(), cashout);
      });
    },

    async setClientSeed(session: Session, clientSeed: unknown) {
      if (typeof clientSeed !== 'string' || !/^[\w-]{1,64}$/.test(clientSeed))
        throw new GameRefusal('BAD_REQUEST');
      await store.setClientSeed(session.playerId, session.game, clientSeed);
      return { clientSeed };
    },
  };
}

export type InhousePlay = ReturnType<typeof createInhousePlay>;
