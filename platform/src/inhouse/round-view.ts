import type { Round } from './store';

/** Refusals the game shows the player (translated by the client under `inhouse.errors`). */
export class GameRefusal extends Error {
  constructor(
    readonly code:
      | 'SESSION_EXPIRED'
      | 'INSUFFICIENT_FUNDS'
      | 'BAD_REQUEST'
      | 'TOO_EARLY'
      | 'UNAVAILABLE'
      | 'PENDING',
  ) {
    super(code);
  }
}

/** What the client may see of a round: the server seed only once the round is over. */
export function publicRound(round: Round) {
  const over = round.status !== 'open';
  return {
    roundId: round.roundId,
    game: round.game,
    stake: round.stake,
    win: round.win ?? 0,
    status: round.status,
    serverSeed: over ? round.serverSeed : null,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    params: round.params,
    outcome: over ? round.outcome : null,
    createdAt: round.createdAt.toISOString(),
  };
}
