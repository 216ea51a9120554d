/** An exact fraction; bigint so that probabilities such as 98^27 / 100^27 stay exact. */
export type Ratio = { readonly num: bigint; readonly den: bigint };

export const ratio = (num: number | bigint, den: number | bigint = 1): Ratio => ({
  num: BigInt(num),
  den: BigInt(den),
});

/** Binomial coefficient C(n, k); 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return result;
}

/** floor(num / den) for non-negative bigints, as a number. */
export const floorDiv = (num: bigint, den: bigint): number => Number(num / den);

/** ceil(num / den) for non-negative bigints. */
export const ceilDiv = (num: bigint, den: bigint): bigint => (num + den - 1n) / den;

/** Integers from..to inclusive. */
export const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
