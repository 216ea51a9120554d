import path from 'node:path';

/** The platform's configuration, read once from the environment and checked before anything starts. */
export type PlatformConfig = {
  port: number;
  host: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  privateKeyJwk: string | null;
  operatorToken: string | null;
  trustProxy: string;
  bodyLimit: number;
  countryHeader: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** Tests only: operators may read the last captcha's text (GET /ops/captcha/last). */
  devCaptcha: boolean;
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
  return {
    port: integer(env, 'PLATFORM_PORT', 4000, 0, 65535),
    host: env.PLATFORM_HOST || '127.0.0.1',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    privateKeyJwk: env.PLATFORM_PRIVATE_KEY || null,
    operatorToken,
    trustProxy: env.TRUST_PROXY || '127.0.0.1,::1',
    bodyLimit: integer(env, 'PLATFORM_BODY_LIMIT', 1_048_576, 1024, 50 * 1_048_576),
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || null,
    logLevel: logLevel as PlatformConfig['logLevel'],
    devCaptcha: env.PLATFORM_DEV_CAPTCHA === '1',
  };
}
