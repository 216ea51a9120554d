import { createHash, randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { hashing, type Lane } from './hashing-queue';

/** argon2id's memory in KiB: the library's default, 64 MiB, unless configured (PASSWORD_HASH_MEMORY_KIB). */
let memoryCost = 65_536;

/**
 * Sets the memory new hashes take (config.ts allows less than 64 MiB only outside production:
 * the test suites hash hundreds of passwords). A hash keeps its own parameters, so checks of
 * hashes made before are unaffected.
 */
export function setPasswordHashMemory(kib: number) {
  memoryCost = kib;
}

const hash = (password: string) =>
  argon2.hash(password, { type: argon2.argon2id, memoryCost, timeCost: 3 });

/**
 * argon2id, 64 MiB and t=3 by default: OWASP's recommended floor or above. Every hash waits its
 * turn in `hashing` (BUSY when full); unauthenticated callers pass `public`.
 */
export function hashPassword(password: string, lane: Lane = 'member'): Promise<string> {
  return hashing.run(lane, () => hash(password));
}

export async function verifyPassword(
  hash: string,
  password: string,
  lane: Lane = 'member',
): Promise<boolean> {
  return hashing.run(lane, async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time a real check would, for an account that does not exist: an answer that came back
 * faster would tell a caller which usernames are taken.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password, 'public');
}

/** Session tokens and keys: 256 random bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and one-time codes are stored by their SHA-256 only. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit SMS code, uniformly drawn. */
export function smsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A mailed one-time password: letters and digits, so that it passes the password rule. */
export function oneTimePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const body = Array.from({ length: 8 }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]);
  return `${letters[randomInt(letters.length)]}${body.join('')}${randomInt(2, 10)}`;
}
