import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { DIST_DIRS } from '../scripts/dist-dirs';

/** The CI machine's PostgreSQL and Redis (README: the real-server pass); overridable. */
export const SHARED_POSTGRES =
  process.env.E2E_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const SHARED_REDIS = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379';

export type Pair = {
  portal: string;
  platform: string;
  dataDir: string;
  /** Stops this pair's platform at once (SIGKILL): a host that dies. */
  killPlatform: () => void;
};
export type Cluster = {
  pairs: Pair[];
  operatorToken: string;
  databaseUrl: string;
  /** Runs SQL on the shared database (test set-up an operator would do by hand). */
  sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  stop: () => Promise<void>;
};

/** Whether PostgreSQL and Redis answer here: the two-instance tests need both. */
export async function sharedServersUp(): Promise<boolean> {
  const client = new Client({ connectionString: SHARED_POSTGRES, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(SHARED_REDIS, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Exited, or killed by a signal (a killed child has no exit code). */
const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitFor(url: string, child: ChildProcess, label: string, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (gone(child)) throw new Error(`${label} exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} did not answer at ${url} within ${seconds} s`);
}

/**
 * Two portals and two platforms on one fresh PostgreSQL database and one Redis (a prefix of their
 * own), portal N talking to platform N, sharing the session secret as instances behind one proxy
 * would. They serve the e2e build (E2E_DIST_DIR, built by the e2e server before any test runs).
 */
export async function startCluster(
  basePort: number,
  options: { lotteryOnBoth?: boolean } = {},
): Promise<Cluster> {
  const root = path.resolve(__dirname, '..');
  const database = `e2e_cluster_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: SHARED_POSTGRES });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const url = new URL(SHARED_POSTGRES);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const operatorToken = randomBytes(24).toString('base64url');
  const shared = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: SHARED_REDIS,
    REDIS_PREFIX: `${database}:`,
    OPERATOR_TOKEN: operatorToken,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SUPPORT_DEMO_PASSWORD: randomBytes(12).toString('hex'),
    PLATFORM_DEV_CAPTCHA: '1',
    PASSWORD_HASH_MEMORY_KIB: '4096',
    PAYMENT_SANDBOX: '',
    LOG_LEVEL: 'warn',
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR || DIST_DIRS.e2e,
    PUBLIC_ORIGIN: '',
  };
  const children: ChildProcess[] = [];
  const pairs: Pair[] = [];
  const stop = async () => {
    for (const child of children) if (!gone(child)) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (gone(child)) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    for (const pair of pairs) rmSync(pair.dataDir, { recursive: true, force: true });
    const dropper = new Client({ connectionString: SHARED_POSTGRES });
    await dropper.connect();
    await dropper.query(`drop database if exists "${database}" with (force)`);
    await dropper.end();
  };
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const n of [0, 1]) {
      const platformPort = basePort + 1000 + n;
      const portalPort = basePort + n;
      const dataDir = path.join(root, '.data', `${database}-${n}`);
      const env = {
        ...shared,
        DATA_DIR: dataDir,
        PLATFORM_PORT: String(platformPort),
        PORT: String(portalPort),
        WPS_UPSTREAM_URL: `http://127.0.0.1:${platformPort}`,
        // One scheduler is enough for a test; the lottery's own locks are tested elsewhere.
        LOTTERY_RUNNER: n === 0 || options.lotteryOnBoth ? '1' : '0',
      };
      const platform = spawn(process.execPath, ['--import', 'tsx', 'platform/src/server.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(platform);
      await waitFor(`http://127.0.0.1:${platformPort}/health`, platform, `platform ${n}`);
      const portal = spawn(process.execPath, ['--import', 'tsx', 'scripts/portal-server.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(portal);
      await waitFor(`http://127.0.0.1:${portalPort}/en/helpmc`, portal, `portal ${n}`);
      pairs.push({
        portal: `http://127.0.0.1:${portalPort}`,
        platform: `http://127.0.0.1:${platformPort}`,
        dataDir,
        killPlatform: () => platform.kill('SIGKILL'),
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const sql = async (text: string, values: unknown[] = []) => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  return { pairs, operatorToken, databaseUrl, sql, stop };
}

export type Proxy = { url: string; stop: () => Promise<void> };

/**
 * A round-robin reverse proxy in front of the portals, as nginx would be: it adds
 * X-Forwarded-For (the portals trust loopback) and tries the next portal when one cannot be
 * reached or answers 502/503 to a GET.
 */
export async function startProxy(targets: string[], port: number): Promise<Proxy> {
  let next = 0;
  const server = createServer(async (request, response) => {
    const body = await new Promise<Buffer>((resolve) => {
      const parts: Buffer[] = [];
      request.on('data', (chunk: Buffer) => parts.push(chunk));
      request.on('end', () => resolve(Buffer.concat(parts)));
    });
    const first = next++ % targets.length;
    for (let attempt = 0; attempt < targets.length; attempt++) {
      const target = new URL(targets[(first + attempt) % targets.length]!);
      const answer = await new Promise<{
        status: number;
        headers: Record<string, unknown>;
        body: Buffer;
      } | null>((resolve) => {
        const outgoing = httpRequest(
          {
            host: target.hostname,
            port: target.port,
            path: request.url,
            method: request.method,
            headers: {
              ...request.headers,
              host: request.headers.host ?? target.host,
              'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
            },
          },
          (incoming) => {
            const parts: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => parts.push(chunk));
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 502,
                headers: incoming.headers,
                body: Buffer.concat(parts),
              }),
            );
            incoming.on('error', () => resolve(null));
          },
        );
        outgoing.on('error', () => resolve(null));
        outgoing.end(body);
      });
      const retry = !answer || (request.method === 'GET' && [502, 503].includes(answer.status));
      if (retry && attempt < targets.length - 1) continue;
      if (!answer) {
        response.writeHead(502).end();
        return;
      }
      response.writeHead(answer.status, answer.headers as Record<string, string>);
      response.end(answer.body);
      return;
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
