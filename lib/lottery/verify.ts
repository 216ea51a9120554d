import { drawResult, verifyCommit, type Family } from '../contract/lottery';
import type { LotteryResult } from '../contract/lottery-api';

/**
 * Whether a published result checks out in the browser with the platform's own code: the revealed
 * seed hashes to the commitment published before sales, and its HMAC stream gives these numbers.
 */
export function resultVerifies(gameCode: string, family: string, result: LotteryResult): boolean {
  const { seed, commit, result: drawn } = result;
  if (!seed || !commit || !drawn || !verifyCommit(seed, commit)) return false;
  const input = { seed, beacon: result.beacon, game: gameCode, issue: result.numero };
  const draw = drawResult(family as Family, input);
  const again = 'balls' in draw ? draw.balls : draw.numbers;
  return again.length === drawn.length && again.every((v, i) => String(v) === String(drawn[i]));
}
