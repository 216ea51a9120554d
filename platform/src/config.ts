import path from 'node:path';
import { trustedProxies } from '../../lib/contract/trusted-proxies';

/** The platform's configuration, read once from the environment and checked before anything starts. */
export type PlatformConfig = {
  port: number;
  host: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** REDIS_PREFIX: what keys and channels in Redis start with (default portal:). */
  redisPrefix: string;
  dataDir: string;
  privateKeyJwk: string | null;
  operatorToken: string | null;
  /** Reads `GET /metrics` and nothing else (METRICS_TOKEN), so a scraper need not hold the operator token. */
  metricsToken: string | null;
  trustProxy: string;
  bodyLimit: number;
  countryHeader: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** Tests only: operators may read the last captcha's text (GET /ops/captcha/last). */
  devCaptcha: boolean;
  /** The sandbox payment provider (no real money): demo and tests only, never in production. */
  paymentSandbox: boolean;
  /** This instance may run the lottery's draws and settlement (one at a time holds its lock). */
  lotteryRunner: boolean;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long in-flight requests and jobs get before the exit. */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DRAIN_MS: first part of it, new requests are refused with 503 (readyz says so). */
  shutdownDrainMs: number;
  /** argon2id's memory for new password hashes, KiB. */
  passwordHashMemoryKib: number;
};

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** TRUST_PROXY plus loopback (the portal on the same host), as fastify's trustProxy list. */
function trustProxy(env: Env): string {
  try {
    return trustedProxies(env.TRUST_PROXY).entries.join(',');
  } catch (error) {
    throw new ConfigError('TRUST_PROXY', (error as Error).message);
  }
}

/**
 * PAYMENT_SANDBOX=1 offers the sandbox provider, which credits without real money: off unless
 * asked for, and a production configuration that asks for it does not start.
 */
function paymentSandbox(env: Env): boolean {
  const raw = env.PAYMENT_SANDBOX ?? '';
  if (!['', '0', '1'].includes(raw))
    throw new ConfigError('PAYMENT_SANDBOX', `must be 1 (on) or 0 (off), got "${raw}"`);
  if (raw === '1' && env.NODE_ENV === 'production')
    throw new ConfigError(
      'PAYMENT_SANDBOX',
      'the sandbox payment provider must be off in production',
    );
  return raw === '1';
}

/** Keys and channels in a shared Redis start with this, so that two brands can share one server. */
function redisPrefix(env: Env): string {
  const prefix = env.REDIS_PREFIX ?? 'portal:';
  if (!/^[\w.:-]{1,40}$/.test(prefix))
    throw new ConfigError('REDIS_PREFIX', 'must be 1-40 letters, digits, _ . : or -');
  return prefix;
}

/**
 * PASSWORD_HASH_MEMORY_KIB: argon2id's memory for new password hashes, 64 MiB by default. Less is
 * for test runs only (they hash hundreds of passwords): production refuses anything below.
 */
function passwordHashMemory(env: Env): number {
  const kib = integer(env, 'PASSWORD_HASH_MEMORY_KIB', 65_536, 4096, 1_048_576);
  if (kib < 65_536 && env.NODE_ENV === 'production')
    throw new ConfigError('PASSWORD_HASH_MEMORY_KIB', 'must be at least 65536 in production');
  return kib;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

export function readPlatformConfig(env: Env = process.env): PlatformConfig {
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const operatorToken = env.OPERATOR_TOKEN || null;
  if (operatorToken !== null && operatorToken.length < 24) {
    throw new ConfigError('OPERATOR_TOKEN', 'must be at least 24 characters');
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 24) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 24 characters');
  }
  return {
    port: integer(env, 'PLATFORM_PORT', 4000, 0, 65535),
    host: env.PLATFORM_HOST || '127.0.0.1',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: redisPrefix(env),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    privateKeyJwk: env.PLATFORM_PRIVATE_KEY || null,
    operatorToken,
    metricsToken,
    trustProxy: trustProxy(env),
    bodyLimit: integer(env, 'PLATFORM_BODY_LIMIT', 1_048_576, 1024, 50 * 1_048_576),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || null,
    logLevel: logLevel as PlatformConfig['logLevel'],
    devCaptcha: env.PLATFORM_DEV_CAPTCHA === '1',
    paymentSandbox: paymentSandbox(env),
    lotteryRunner: env.LOTTERY_RUNNER !== '0',
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 1000, 0, 60_000),
    passwordHashMemoryKib: passwordHashMemory(env),
  };
}
