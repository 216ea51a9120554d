import {
  crashPoint,
  diceParams,
  hashServerSeed,
  playDice,
  playSlot,
  roundFloats,
  settleCrash,
  type GameCode,
} from '@/lib/inhouse';

export type VerifyInput = {
  game: GameCode;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  target: string;
  direction: 'under' | 'over';
  cashout: string;
};

export type Verified =
  | { ok: false }
  | {
      ok: true;
      hash: 'match' | 'differs' | 'none';
      floats: number[];
      slot?: ReturnType<typeof playSlot>;
      dice?: ReturnType<typeof playDice> & { target: number };
      crash?: ReturnType<typeof settleCrash>;
    };

/** Recomputes a round from its seeds, exactly as the game server did (lib/inhouse). */
export function verifyRound(input: VerifyInput): Verified {
  const nonce = Number(input.nonce);
  if (!input.serverSeed || !input.clientSeed || !/^\d{1,9}$/.test(input.nonce))
    return { ok: false };
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce };
  const expected = input.serverSeedHash.trim().toLowerCase();
  const hash = !expected
    ? 'none'
    : hashServerSeed(input.serverSeed) === expected
      ? 'match'
      : 'differs';
  const floats = roundFloats(seeds, input.game === 'slot' ? 5 : 1);
  if (input.game === 'slot') return { ok: true, hash, floats, slot: playSlot(seeds) };
  if (input.game === 'dice') {
    const params = diceParams({
      target: Math.round(Number(input.target) * 100),
      direction: input.direction,
    });
    if (!params) return { ok: false };
    return { ok: true, hash, floats, dice: { ...playDice(seeds, params), target: params.target } };
  }
  const cashout = input.cashout.trim() ? Math.round(Number(input.cashout) * 100) : null;
  return { ok: true, hash, floats, crash: settleCrash(crashPoint(seeds), cashout) };
}
