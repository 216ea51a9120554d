import { roundFloats, type Seeds } from './fair';

/**
 * The multiplier climbs from 1.00x along 1.00·e^(0.00006·t ms) until the crash point; a cash-out
 * at or below the crash point pays it. P(crash ≥ m) = 0.99 / m, so every cash-out target returns
 * 99% (a crash at 1.00x, 1% of rounds, is the edge).
 */
export const CRASH_RTP = 0.99;
export const CRASH_GROWTH = 0.00006;
/** The highest crash point and cash-out target (10,000x), in hundredths. */
export const CRASH_MAX_X100 = 1_000_000;
export const CASHOUT_MIN_X100 = 101;

export type CrashOutcome = { crashX100: number; cashoutX100: number | null; x100: number };

export function crashFromFloat(float: number): number {
  const raw = Math.floor((CRASH_RTP * 100) / (1 - float));
  return Math.min(CRASH_MAX_X100, Math.max(100, raw));
}

export const crashPoint = (seeds: Seeds) => crashFromFloat(roundFloats(seeds, 1)[0]!);

export const crashMultiplierAt = (elapsedMs: number) =>
  Math.min(CRASH_MAX_X100, Math.floor(100 * Math.exp(CRASH_GROWTH * Math.max(0, elapsedMs))));

/** When the curve reaches `x100` (ms after the start, rounded up). */
export const crashTimeOf = (x100: number) => Math.ceil(Math.log(x100 / 100) / CRASH_GROWTH);

export function settleCrash(crashX100: number, cashoutX100: number | null): CrashOutcome {
  const won = cashoutX100 !== null && cashoutX100 <= crashX100;
  return { crashX100, cashoutX100: won ? cashoutX100 : null, x100: won ? cashoutX100 : 0 };
}

export function validCashout(x100: unknown): x100 is number {
  return (
    typeof x100 === 'number' &&
    Number.isInteger(x100) &&
    x100 >= CASHOUT_MIN_X100 &&
    x100 <= CRASH_MAX_X100
  );
}
