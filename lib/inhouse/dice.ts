import { roundFloats, type Seeds } from './fair';

/** Roll 0.00–99.99 (hundredths 0–9999); under wins below the target, over wins above it. */
export type DiceParams = { target: number; direction: 'under' | 'over' };
/** `x10000`: what a win pays in ten-thousandths of the stake (fine enough for 1.0102x). */
export type DiceOutcome = { roll: number; won: boolean; x10000: number };

export const DICE_RTP = 0.99;
export const DICE_TARGET = { min: 200, max: 9800 } as const;

export function diceParams(input: unknown): DiceParams | null {
  if (typeof input !== 'object' || input === null) return null;
  const { target, direction } = input as Record<string, unknown>;
  if (direction !== 'under' && direction !== 'over') return null;
  if (typeof target !== 'number' || !Number.isInteger(target)) return null;
  if (target < DICE_TARGET.min || target > DICE_TARGET.max) return null;
  return { target, direction };
}

/** How many of the 10,000 rolls win. */
export const winningRolls = (p: DiceParams) =>
  p.direction === 'under' ? p.target : 9999 - p.target;

/** What a win pays, in ten-thousandths: 99% of the fair odds, rounded down. */
export const diceMultiplier = (p: DiceParams) => Math.floor(99_000_000 / winningRolls(p)); // DICE_RTP × 10,000 rolls × 10,000ths

export function diceRoll(floats: number[], p: DiceParams): DiceOutcome {
  const roll = Math.floor(floats[0]! * 10_000);
  const won = p.direction === 'under' ? roll < p.target : roll > p.target;
  return { roll, won, x10000: won ? diceMultiplier(p) : 0 };
}

export const playDice = (seeds: Seeds, p: DiceParams) => diceRoll(roundFloats(seeds, 1), p);
