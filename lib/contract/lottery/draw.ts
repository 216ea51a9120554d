import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils';

import {
  distinct,
  uniform,
  wordStream,
  type DrawInput,
  type MacFactory,
  type WordSource,
} from './draw-stream';
import { FOUR_D_LAYOUT, VN_MB_LAYOUT, countOf } from './layouts';
import { range } from './math';
import type { Draw, Family } from './types';

/** 32 bytes from the CSPRNG as hex; made when the issue is created, revealed after the draw. */
export const newSeed = (): string => bytesToHex(randomBytes(32));

/** Published before sales: SHA-256 of the seed's hex text as UTF-8 (as worked example 1 has it). */
export const commitOf = (seed: string): string => bytesToHex(sha256(utf8ToBytes(seed)));

export const verifyCommit = (seed: string, commit: string): boolean =>
  commitOf(seed) === commit.toLowerCase();

const digits = (next: WordSource, count: number): string =>
  Array.from({ length: count }, () => uniform(next, 10)).join('');

/** The result of one issue; the same input gives the same result in Node and in the browser. */
export function drawResult(family: Family, input: DrawInput, mac?: MacFactory): Draw {
  const next = wordStream(input, mac);
  switch (family) {
    case 'SSC':
      return { family, balls: Array.from({ length: 5 }, () => uniform(next, 10)) };
    case '11X5':
      return { family, balls: distinct(next, range(1, 11), 5) };
    case 'K3':
      return { family, balls: Array.from({ length: 3 }, () => uniform(next, 6) + 1) };
    case 'PK10':
      return { family, balls: distinct(next, range(1, 10), 10) };
    case 'VN_MB':
      // Row by row from ĐB down, each digit drawn on its own, most significant first.
      return {
        family,
        numbers: VN_MB_LAYOUT.flatMap((row) =>
          Array.from({ length: row.count }, () => digits(next, row.digits)),
        ),
      };
    case '4D':
      return {
        family,
        numbers: distinct(next, range(0, 9999), countOf(FOUR_D_LAYOUT)).map((n) =>
          String(n).padStart(4, '0'),
        ),
      };
  }
}
