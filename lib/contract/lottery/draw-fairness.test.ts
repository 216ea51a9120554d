import { createHmac } from 'node:crypto';

import { drawResult } from './draw';
import type { MacFactory } from './draw-stream';

const DRAWS = 1_000_000;
/** χ² critical value at 99 % with 9 degrees of freedom. */
const CRITICAL = 21.666;

/**
 * Native HMAC-SHA256: a million draws through @noble/hashes take minutes on a loaded CI box.
 * draw.test.ts checks that both give the same words, so this tests the mapping to digits.
 */
const nodeMac: MacFactory = (seed) => (message) =>
  createHmac('sha256', seed).update(message).digest();

const chiSquare = (counts: readonly number[], expected: number) =>
  counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);

describe('SSC draws are uniform', () => {
  it('passes χ² at 99 % on each position over 1,000,000 issues', () => {
    const counts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
    const seed = '5f2c0a9e3b7d41c68e19a0b2d4f6c8e1a3b5c7d9e1f20304a5b6c7d8e9f00112';
    for (let i = 0; i < DRAWS; i += 1) {
      const draw = drawResult('SSC', { seed, beacon: '', game: 'SSC1', issue: String(i) }, nodeMac);
      if (!('balls' in draw)) throw new Error('SSC draws balls');
      draw.balls.forEach((digit, position) => (counts[position]![digit]! += 1));
    }
    const totals = counts.map((perDigit) => perDigit.reduce((a, b) => a + b, 0));
    expect(totals).toEqual(Array(5).fill(DRAWS));
    const stats = counts.map((perDigit) => chiSquare(perDigit, DRAWS / 10));
    for (const stat of stats) expect(stat).toBeLessThan(CRITICAL);
  });
});
