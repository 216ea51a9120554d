import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';

/** What a draw is derived from; `beacon` is "" when the brand configures no public beacon. */
export type DrawInput = {
  readonly seed: string;
  readonly beacon: string;
  readonly game: string;
  readonly issue: string;
};

/** Yields unsigned 32-bit integers. */
export type WordSource = () => number;

/** HMAC-SHA256 keyed by a seed (its UTF-8 bytes): message in, 32-byte digest out. */
export type SeededMac = (message: string) => Uint8Array;
export type MacFactory = (seed: string) => SeededMac;

/** @noble/hashes, so the browser verifies a draw with the very code the platform drew it with. */
export const nobleMac: MacFactory = (seed) => {
  const keyed = hmac.create(sha256, utf8ToBytes(seed));
  return (message) => keyed.clone().update(utf8ToBytes(message)).digest();
};

/**
 * HMAC-SHA256(key = seed, msg = `${beacon}:${game}:${issue}:${cursor}`), cursor 0, 1, …, each
 * digest read as eight 4-byte big-endian words (LOTTERY.md, verifiable RNG draws, step 3). Another
 * HMAC-SHA256 (node:crypto) may be passed for speed; the words are the same.
 */
export function wordStream({ seed, beacon, game, issue }: DrawInput, mac = nobleMac): WordSource {
  const keyed = mac(seed);
  let digest: Uint8Array = new Uint8Array(0);
  let offset = 0;
  let cursor = 0;
  return () => {
    if (offset >= digest.length) {
      digest = keyed(`${beacon}:${game}:${issue}:${cursor}`);
      cursor += 1;
      offset = 0;
    }
    const word =
      digest[offset]! * 2 ** 24 +
      digest[offset + 1]! * 2 ** 16 +
      digest[offset + 2]! * 2 ** 8 +
      digest[offset + 3]!;
    offset += 4;
    return word;
  };
}

/** Words at or above this limit are rejected so that `x mod n` is exactly uniform. */
export const rejectionLimit = (n: number): number => Math.floor(2 ** 32 / n) * n;

/** An integer in [0, n) by rejection sampling; never by floats (LOTTERY.md step 4). */
export function uniform(next: WordSource, n: number): number {
  const limit = rejectionLimit(n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** `count` distinct values: each step takes index j in [0, remaining) of the ascending pool. */
export function distinct(next: WordSource, pool: readonly number[], count: number): number[] {
  const remaining = [...pool].sort((a, b) => a - b);
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1)
    drawn.push(remaining.splice(uniform(next, remaining.length), 1)[0]!);
  return drawn;
}
