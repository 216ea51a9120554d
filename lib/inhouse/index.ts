import { CRASH_RTP } from './crash';
import { DICE_RTP } from './dice';
import type { GameCode } from './fair';
import { SLOT_RTP } from './slot';

export * from './crash';
export * from './dice';
export * from './fair';
export * from './slot';

/** The documented return to player of each game (docs/inhouse-games.md). */
export const RTP: Record<GameCode, number> = { slot: SLOT_RTP, dice: DICE_RTP, crash: CRASH_RTP };

/** Stakes in minor units: the minimum matches the catalogue's minBet of each game. */
export const STAKE_LIMITS: Record<GameCode, { min: number; max: number }> = {
  slot: { min: 20, max: 1_000_000 },
  dice: { min: 10, max: 1_000_000 },
  crash: { min: 10, max: 1_000_000 },
};
