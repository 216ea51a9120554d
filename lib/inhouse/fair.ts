import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * Provable fairness. Before a round the player sees sha256(serverSeed); the round's numbers come
 * from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), four bytes per number; after
 * the round the server seed is revealed, so anyone can recompute the round (see
 * docs/inhouse-games.md). Runs the same in Node and in the browser.
 */
export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };
export type GameCode = 'slot' | 'dice' | 'crash';
export const GAME_CODES: readonly GameCode[] = ['slot', 'dice', 'crash'];

/** 32 random bytes from the platform's CSPRNG, as hex. */
export const newServerSeed = () => bytesToHex(randomBytes(32));
export const newClientSeed = () => bytesToHex(randomBytes(8));
export const hashServerSeed = (serverSeed: string) => bytesToHex(sha256(utf8ToBytes(serverSeed)));

/** `count` numbers in [0, 1), in order, for one round. */
export function roundFloats(seeds: Seeds, count: number): number[] {
  const key = utf8ToBytes(seeds.serverSeed);
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    const digest = hmac(sha256, key, utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`));
    for (let i = 0; i < 32 && floats.length < count; i += 4)
      floats.push(
        (digest[i]! * 2 ** 24 +
          digest[i + 1]! * 2 ** 16 +
          digest[i + 2]! * 2 ** 8 +
          digest[i + 3]!) /
          2 ** 32,
      );
  }
  return floats;
}

/** A stake (minor units) times a multiplier in `scale`ths (hundredths by default), rounded down, exactly. */
export function payout(stake: number, multiplier: number, scale = 100): number {
  return Number((BigInt(stake) * BigInt(multiplier)) / BigInt(scale));
}
