import { trustedProxies, type TrustedProxies } from './contract/trusted-proxies';

/** The portal's configuration, checked once at start (instrumentation.ts and scripts/start.ts). */
export type PortalConfig = {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  sessionSecret: string;
  allowedOrigins: string[];
  /** Reverse proxies whose X-Forwarded-* the portal believes (TRUST_PROXY, plus loopback). */
  trustProxy: TrustedProxies;
  /** The site's public origin for canonical, hreflang and sitemap links; null: the request's. */
  publicOrigin: string | null;
  /** The bearer token that reads the portal's `/metrics` (METRICS_TOKEN); null: nobody may. */
  metricsToken: string | null;
  /** SIGTERM: refuse new requests for `drainMs`, then close; exit by `timeoutMs` whatever runs. */
  shutdown: { drainMs: number; timeoutMs: number };
  /**
   * How often the portal asks the platform which cache tags changed (CACHE_SYNC_MS; 0: never, and
   * pages refresh only when their cache life runs out).
   */
  cacheSyncMs: number;
};

export class PortalConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'PortalConfigError';
  }
}

type Env = Record<string, string | undefined>;

function upstream(env: Env): string {
  const raw = env.WPS_UPSTREAM_URL || `http://127.0.0.1:${env.PLATFORM_PORT || 4000}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new PortalConfigError('WPS_UPSTREAM_URL', `must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function integerIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new PortalConfigError(name, `must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function timeout(env: Env): number {
  const raw = env.WPS_TIMEOUT_MS;
  if (!raw) return 8000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 120_000) {
    throw new PortalConfigError(
      'WPS_TIMEOUT_MS',
      `must be an integer from 100 to 120000, got "${raw}"`,
    );
  }
  return value;
}

/** SESSION_SECRET: npm start and npm run dev generate a per-install one into the data directory. */
function sessionSecret(env: Env): string {
  const given = env.SESSION_SECRET;
  if (!given) {
    throw new PortalConfigError(
      'SESSION_SECRET',
      'is required (32+ characters); npm start and npm run dev generate one',
    );
  }
  if (given.length < 32)
    throw new PortalConfigError('SESSION_SECRET', 'must be at least 32 characters');
  return given;
}

function origins(env: Env): string[] {
  const list = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin) {
      throw new PortalConfigError(
        'ALLOWED_ORIGINS',
        `"${origin}" is not an origin like https://www.example.com`,
      );
    }
  }
  return list;
}

function publicOrigin(env: Env): string | null {
  const raw = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '');
  if (!raw) return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {}
  if (!parsed || parsed.origin !== raw || !/^https?:$/.test(parsed.protocol)) {
    throw new PortalConfigError(
      'PUBLIC_ORIGIN',
      `must be an origin like https://www.example.com, got "${env.PUBLIC_ORIGIN}"`,
    );
  }
  return raw;
}

function trustProxy(env: Env): TrustedProxies {
  try {
    return trustedProxies(env.TRUST_PROXY);
  } catch (error) {
    throw new PortalConfigError('TRUST_PROXY', (error as Error).message);
  }
}

function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 24) throw new PortalConfigError('METRICS_TOKEN', 'must be 24+ characters');
  return token;
}

export function readPortalConfig(env: Env = process.env): PortalConfig {
  return {
    upstreamUrl: upstream(env),
    upstreamTimeoutMs: timeout(env),
    sessionSecret: sessionSecret(env),
    allowedOrigins: origins(env),
    trustProxy: trustProxy(env),
    publicOrigin: publicOrigin(env),
    metricsToken: metricsToken(env),
    shutdown: {
      drainMs: integerIn(env, 'SHUTDOWN_DRAIN_MS', 1000, 0, 60_000),
      timeoutMs: integerIn(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    },
    cacheSyncMs: integerIn(env, 'CACHE_SYNC_MS', 2000, 0, 600_000),
  };
}

let current: PortalConfig | null = null;

export function portalConfig(): PortalConfig {
  current ??= readPortalConfig();
  return current;
}
