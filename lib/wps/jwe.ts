import { randomUUID } from 'node:crypto';
import { CompactEncrypt, compactDecrypt, type CryptoKey, type KeyObject } from 'jose';
import { CallError } from '../contract/envelope';

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';
export const JWE_CONTENT_TYPE = 'application/jose';
/** How old a sealed payload may be when it arrives; older ones are refused as replays. */
export const MAX_PAYLOAD_AGE_SECONDS = 120;

type Key = CryptoKey | KeyObject;

/** The plaintext inside every JWE: the call it was sealed for, when, a one-time id, and the body. */
export type SealedPayload = { call: string; iat: number; jti: string; body: unknown };

export async function sealPayload(
  call: string,
  body: unknown,
  publicKey: Key,
  kid: string,
): Promise<string> {
  const payload: SealedPayload = {
    call,
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    body,
  };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid, cty: 'json' })
    .encrypt(publicKey);
}

/**
 * Decrypts and checks a sealed payload: it must decrypt with our key, be sealed for this call and be
 * fresh. Whether its `jti` was seen before is the caller's check (it needs shared storage).
 */
export async function openPayload(
  jwe: string,
  privateKey: Key,
  expectedCall: string,
): Promise<SealedPayload> {
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, privateKey, {
      keyManagementAlgorithms: [JWE_ALG],
      contentEncryptionAlgorithms: [JWE_ENC],
    }));
  } catch {
    throw new CallError('PAYLOAD_INVALID', 'payload does not decrypt');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw new CallError('PAYLOAD_INVALID', 'payload is not JSON');
  }
  if (!isSealedPayload(payload) || payload.call !== expectedCall) {
    throw new CallError('PAYLOAD_INVALID', 'payload sealed for another call');
  }
  const age = Math.floor(Date.now() / 1000) - payload.iat;
  if (age > MAX_PAYLOAD_AGE_SECONDS || age < -MAX_PAYLOAD_AGE_SECONDS) {
    throw new CallError('PAYLOAD_EXPIRED');
  }
  return payload;
}

function isSealedPayload(value: unknown): value is SealedPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.call === 'string' &&
    typeof v.iat === 'number' &&
    typeof v.jti === 'string' &&
    v.jti.length <= 64
  );
}
