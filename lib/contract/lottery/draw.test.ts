import { createHmac } from 'node:crypto';

import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

import { commitOf, drawResult, newSeed, verifyCommit } from './draw';
import { distinct, rejectionLimit, uniform, wordStream, type MacFactory } from './draw-stream';
import { VN_MB_LAYOUT } from './layouts';

const SEED = '5f2c0a9e3b7d41c68e19a0b2d4f6c8e1a3b5c7d9e1f20304a5b6c7d8e9f00112';
const BEACON = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ISSUE = '20250101-0001';
const COMMIT = '36d101a27d86a3f7270e1027e5382c53b6298924b93095dc5feb74043d9d2e95';

const nodeMac: MacFactory = (seed) => (message) =>
  createHmac('sha256', seed).update(message).digest();

/** A word source that replays the given words. */
const replay = (words: number[]) => {
  const queue = [...words];
  return () => queue.shift() ?? 0;
};

describe('commit', () => {
  it('is SHA-256 of the seed hex text, not of its raw bytes (worked example 1)', () => {
    expect(commitOf(SEED)).toBe(COMMIT);
    expect(bytesToHex(sha256(hexToBytes(SEED)))).not.toBe(COMMIT);
  });

  it('verifies against its seed and not against a changed seed', () => {
    expect(verifyCommit(SEED, COMMIT)).toBe(true);
    expect(verifyCommit(SEED, COMMIT.toUpperCase())).toBe(true);
    expect(verifyCommit(`${SEED.slice(0, -1)}3`, COMMIT)).toBe(false);
  });

  it('makes 32-byte hex seeds that differ', () => {
    const [a, b] = [newSeed(), newSeed()];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });
});

describe('worked example 1: beacon written twice, i.e. the hex text concatenated', () => {
  const input = (game: string) => ({ seed: SEED, beacon: BEACON + BEACON, game, issue: ISSUE });

  it.each([
    ['SSC', 'SSC1', [3, 6, 2, 2, 6]],
    ['11X5', '11X5-3', [9, 2, 7, 10, 8]],
    ['K3', 'K3-3', [2, 1, 1]],
    ['PK10', 'PK10-5', [10, 2, 1, 5, 3, 4, 7, 9, 8, 6]],
  ] as const)('%s game %s draws %j', (family, game, balls) => {
    expect(drawResult(family, input(game))).toEqual({ family, balls });
  });

  it('does not reproduce with the beacon written once', () => {
    const once = drawResult('SSC', { ...input('SSC1'), beacon: BEACON });
    expect(once).not.toEqual({ family: 'SSC', balls: [3, 6, 2, 2, 6] });
  });
});

describe('rejection sampling', () => {
  it.each([
    [10, 6],
    [6, 4],
    [11, 4],
  ])('for n = %i rejects %i values of 2³²', (n, rejected) => {
    expect(2 ** 32 - rejectionLimit(n)).toBe(rejected);
  });

  it('skips exactly the words at or above the limit', () => {
    const top = 2 ** 32 - 1;
    const rejected = [0, 1, 2, 3, 4, 5].map((i) => top - i);
    expect(uniform(replay([...rejected, top - 6]), 10)).toBe((top - 6) % 10);
    expect(uniform(replay([top - 6]), 10)).toBe(9);
    expect(uniform(replay([top - 3, top - 4]), 6)).toBe((top - 4) % 6);
  });

  it('takes distinct values by index from the ascending pool', () => {
    expect(distinct(replay([3, 0, 0]), [5, 1, 4, 2], 3)).toEqual([5, 1, 2]);
  });
});

describe('draws', () => {
  const input = (issue: number, game = 'G') => ({
    seed: SEED,
    beacon: '',
    game,
    issue: `${issue}`,
  });

  it('reads the same words through @noble/hashes and node:crypto', () => {
    const [noble, native] = [wordStream(input(1)), wordStream(input(1), nodeMac)];
    const words = Array.from({ length: 20 }, () => [noble(), native()]);
    expect(words.every(([a, b]) => a === b)).toBe(true);
    expect(drawResult('VN_MB', input(7), nodeMac)).toEqual(drawResult('VN_MB', input(7)));
  });

  it('keeps every family in its shape', () => {
    for (let i = 0; i < 200; i += 1) {
      const x5 = drawResult('11X5', input(i));
      const pk = drawResult('PK10', input(i));
      const k3 = drawResult('K3', input(i));
      if (!('balls' in x5) || !('balls' in pk) || !('balls' in k3)) throw new Error('balls');
      expect(new Set(x5.balls).size).toBe(5);
      expect(x5.balls.every((b) => b >= 1 && b <= 11)).toBe(true);
      expect([...pk.balls].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(k3.balls.every((d) => d >= 1 && d <= 6)).toBe(true);
    }
  });

  it('draws MB as 27 digit strings in prize order and 4D as 23 distinct 4-digit numbers', () => {
    const mb = drawResult('VN_MB', input(1));
    const fourD = drawResult('4D', input(1));
    if (!('numbers' in mb) || !('numbers' in fourD)) throw new Error('numbers');
    const widths = VN_MB_LAYOUT.flatMap((row) => Array<number>(row.count).fill(row.digits));
    expect(mb.numbers.map((n) => n.length)).toEqual(widths);
    expect(mb.numbers.every((n) => /^\d+$/.test(n))).toBe(true);
    expect(fourD.numbers).toHaveLength(23);
    expect(new Set(fourD.numbers).size).toBe(23);
    expect(fourD.numbers.every((n) => /^\d{4}$/.test(n))).toBe(true);
  });

  it('depends on the game and the issue', () => {
    expect(drawResult('PK10', input(1, 'A'))).not.toEqual(drawResult('PK10', input(1, 'B')));
    expect(drawResult('PK10', input(1))).not.toEqual(drawResult('PK10', input(2)));
  });
});
