import { floorDiv, type Ratio } from './math';
import type { Win } from './types';

/** Unit modes 元/角/分: the price of one combination at multiple 1, in minor units. */
export const UNIT_MODES = { yuan: 200, jiao: 20, fen: 2 } as const;
export type UnitMode = keyof typeof UNIT_MODES;
export const UNIT_LABELS: Record<UnitMode, string> = { yuan: '元', jiao: '角', fen: '分' };

/** Money of the 2.00 unit in minor units; prizes are quoted per this unit. */
const BASE_UNIT = 200n;
const FOUR_DP = 10_000n;

/**
 * Prize at the 2.00 unit in ten-thousandths: series ÷ (1000·p), or with a refunded tie of chance q,
 * 2·(series/2000 − q) ÷ p. Rounded half up at the 4th decimal, as LOTTERY.md quotes 龙虎 at 3.5556.
 */
export function prizePerUnit(series: number, p: Ratio, tie: Ratio = { num: 0n, den: 1n }): number {
  const num = 10n * (BigInt(series) * tie.den - 2000n * tie.num) * p.den;
  const den = tie.den * p.num;
  return floorDiv(2n * num + den, 2n * den);
}

export type SeriesChoice =
  { ok: true; series: number } | { ok: false; problem: 'not-integer' | 'above-cap' | 'below-min' };

/**
 * The series an order is priced at: at most min(member group, the game's max bet series), by
 * default that cap; what is left below the member's group comes back as rebate.
 */
export function betSeries(
  memberGroup: number,
  maxBetSeries: number,
  chosen: number = Math.min(memberGroup, maxBetSeries),
  minSeries = 0,
): SeriesChoice {
  if (!Number.isInteger(chosen)) return { ok: false, problem: 'not-integer' };
  if (chosen > Math.min(memberGroup, maxBetSeries)) return { ok: false, problem: 'above-cap' };
  if (chosen < minSeries) return { ok: false, problem: 'below-min' };
  return { ok: true, series: chosen };
}

/** The member's own rebate: stake × (group − bet series) ÷ 2000, rounded down. */
export const rebate = (stake: number, group: number, series: number): number =>
  floorDiv(BigInt(stake) * BigInt(Math.max(0, group - series)), 2000n);

/** Debited at placement: unit × combos × multiple (× point cost for VN lô). */
export const stake = (unitMinor: number, combos: number, multiple: number, pointCost = 1): number =>
  unitMinor * combos * multiple * pointCost;

/** LOTT: hits × prize × (unit ÷ 2.00) × multiple, rounded down to minor units once. */
export const payout = (hits: number, prize4dp: number, unitMinor: number, multiple: number) =>
  lottPayout([{ cls: 0, count: hits, divisor: 1 }], [prize4dp], unitMinor, multiple);

/** LOTT with several prize classes (和值, 冠亚和): summed exactly, rounded down once per order. */
export function lottPayout(
  wins: readonly Win[],
  prizes4dp: readonly number[],
  unitMinor: number,
  multiple: number,
): number {
  const [num, den] = sumWins(wins, prizes4dp);
  // prize is in currency units × 10⁴; × 100 to minor units, × unit ÷ 200.
  return floorDiv(num * 100n * BigInt(unitMinor) * BigInt(multiple), den * FOUR_DP * BASE_UNIT);
}

/** ELOTT / SEA: Σ count × odds ÷ divisor, per point of `pointPriceMinor`, rounded down once. */
export function oddsPayout(
  wins: readonly Win[],
  odds4dp: readonly number[],
  pointPriceMinor: number,
  points: number,
): number {
  const [num, den] = sumWins(wins, odds4dp);
  return floorDiv(num * BigInt(pointPriceMinor) * BigInt(points), den * FOUR_DP);
}

/** Odds or prizes written as decimals (99.6, 1.997) in ten-thousandths. */
export const fourDp = (value: number): number => Math.round(value * 10_000);

/** Σ count × amount[cls] ÷ divisor as one exact fraction over the divisors' common multiple. */
function sumWins(wins: readonly Win[], amounts: readonly number[]): [bigint, bigint] {
  const den = wins.reduce((l, w) => lcm(l, BigInt(w.divisor)), 1n);
  const num = wins.reduce(
    (sum, w) => sum + (BigInt(w.count) * BigInt(amounts[w.cls] ?? 0) * den) / BigInt(w.divisor),
    0n,
  );
  return [num, den];
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;
