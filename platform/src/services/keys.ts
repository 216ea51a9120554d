import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import { JWE_ALG } from '../../../lib/wps/jwe';

export type PlatformKeys = { kid: string; publicJwk: JWK; privateKey: CryptoKey };

async function fromJwk(privateJwk: JWK): Promise<PlatformKeys> {
  const privateKey = (await importJWK(privateJwk, JWE_ALG)) as CryptoKey;
  const { kty, n, e } = privateJwk;
  if (kty !== 'RSA' || !n || !e)
    throw new Error('PLATFORM_PRIVATE_KEY: must be an RSA private key in JWK form');
  const publicJwk: JWK = { kty, n, e };
  return { kid: await calculateJwkThumbprint(publicJwk), publicJwk, privateKey };
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(JWE_ALG, { modulusLength: 2048, extractable: true });
  return exportJWK(privateKey);
}

/**
 * The payload-encryption key pair: from PLATFORM_PRIVATE_KEY, else from the data directory,
 * else generated there on first start (mode 0600). With no data directory it lives in memory.
 */
export async function loadPlatformKeys(
  configured: string | null,
  dataDir: string | null,
): Promise<PlatformKeys> {
  if (configured) {
    try {
      return await fromJwk(JSON.parse(configured) as JWK);
    } catch (error) {
      throw new Error(
        `PLATFORM_PRIVATE_KEY: not a usable RSA private JWK (${(error as Error).message})`,
      );
    }
  }
  if (!dataDir) return fromJwk(await generate());
  const file = path.join(dataDir, 'platform-key.json');
  try {
    return await fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const jwk = await generate();
  await writeFile(file, JSON.stringify(jwk), { mode: 0o600 });
  return fromJwk(jwk);
}

/** The operator token for the ops API and CLI: from OPERATOR_TOKEN, else generated into the data dir. */
export function loadOperatorToken(configured: string | null, dataDir: string | null) {
  return loadSecret(configured, dataDir, 'operator-token');
}

/** A secret from the environment, else the one generated into the data directory on first start. */
export async function loadSecret(
  configured: string | null | undefined,
  dataDir: string | null,
  name: string,
): Promise<string> {
  if (configured) return configured;
  if (!dataDir) return randomBytes(24).toString('base64url');
  const file = path.join(dataDir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  await writeFile(file, token, { mode: 0o600 });
  return token;
}
