import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPlatform, handlers as defaultHandlers, type PlatformParts } from './app';
import { readPlatformConfig } from './config';
import type { Database } from './db/client';
import { openScratchDatabase } from './db/scratch';
import { seedDemoBrand } from './db/seed';
import type { Handlers } from './http/context';
import { importJWK, type CryptoKey } from 'jose';
import { calls, type CallName } from '../../lib/contract/calls';
import { JWE_CONTENT_TYPE, sealPayload } from '../../lib/wps/jwe';
import * as t from './db/schema';
import { vendorSignature } from './http/vendor-api';
import { hashPassword, setPasswordHashMemory } from './services/accounts/crypto';
import { openCounters, type Counters } from './services/counters';
import { openChatBus } from './services/chat/bus';
import { loadPlatformKeys } from './services/keys';

export type TestPlatform = {
  app: FastifyInstance;
  database: Database;
  counters: Counters;
  operatorToken: string;
  /** What the sandbox payment provider signs with (tests play the provider). */
  sandboxSecret: string;
  /** Set when started with `listen: true`. */
  url: string;
  close: () => Promise<void>;
};

/**
 * A real platform for one test file: its own scratch database (PGlite, or PostgreSQL when
 * DATABASE_URL is set), seeded, with Redis counters when REDIS_URL is set.
 */
export async function startTestPlatform(
  options: {
    handlers?: Handlers;
    listen?: boolean;
    adapters?: PlatformParts['adapters'];
    /** In place of DATABASE_URL and REDIS_URL (e.g. a relay a test can cut). */
    databaseUrl?: string;
    redisUrl?: string;
    /** The sandbox payment provider; on unless a test switches it off. */
    paymentSandbox?: boolean;
    /** The lottery scheduler runs by itself; off by default (tests tick it on their own clock). */
    lotteryRunner?: boolean;
    clock?: () => Date;
    /** A read-only token for GET /metrics (METRICS_TOKEN). */
    metricsToken?: string;
    /** Another test platform's database: a second instance of the same brand (not closed here). */
    database?: Database;
    /** Chat's bus channel; instances given the same one (and REDIS_URL) hear each other. */
    chatChannel?: string;
    /**
     * argon2id's memory for new password hashes: 4 MiB unless a test needs the production cost
     * (65536), because what it checks depends on how long a check takes.
     */
    passwordHashMemoryKib?: number;
  } = {},
): Promise<TestPlatform> {
  const config = readPlatformConfig({
    LOG_LEVEL: 'silent',
    PLATFORM_DEV_CAPTCHA: '1',
    DATA_DIR: path.join(os.tmpdir(), `platform-test-${randomBytes(6).toString('hex')}`),
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: options.redisUrl ?? process.env.REDIS_URL,
    PAYMENT_SANDBOX: options.paymentSandbox === false ? '0' : '1',
    LOTTERY_RUNNER: options.lotteryRunner ? '1' : '0',
    METRICS_TOKEN: options.metricsToken,
    // Real argon2id at 4 MiB: the suites register and log in hundreds of members.
    PASSWORD_HASH_MEMORY_KIB: String(options.passwordHashMemoryKib ?? 4096),
  });
  setPasswordHashMemory(config.passwordHashMemoryKib);
  const shared = options.database;
  const database =
    shared ??
    (await openScratchDatabase(
      options.databaseUrl,
      // A relay a test cuts must fail calls as quickly as production would.
      options.databaseUrl ? { connectTimeoutMs: 3000 } : {},
    ));
  if (!shared) await seedDemoBrand(database.db);
  const counters = await openCounters(config.redisUrl, `test:${randomBytes(4).toString('hex')}:`);
  const chatBus = await openChatBus(
    config.redisUrl,
    options.chatChannel ?? `test:${randomBytes(4).toString('hex')}:chat`,
  );
  const keys = await loadPlatformKeys(null, null);
  const operatorToken = randomBytes(24).toString('base64url');
  const sandboxSecret = randomBytes(24).toString('base64url');
  const app = await buildPlatform(
    {
      config,
      database,
      counters,
      keys,
      operatorToken,
      sandboxSecret,
      adapters: options.adapters,
      clock: options.clock,
      chatBus,
    },
    options.handlers ?? defaultHandlers,
  );
  let url = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    database,
    counters,
    operatorToken,
    sandboxSecret,
    url,
    close: async () => {
      await app.close();
      await counters.close();
      await chatBus.close();
      if (!shared) await database.close();
    },
  };
}

/** An operator request through the ops API, as the CLI sends it. */
export async function operate(platform: TestPlatform, route: string, body: unknown) {
  const response = await platform.app.inject({
    method: 'POST',
    url: route,
    headers: { authorization: `Bearer ${platform.operatorToken}`, 'x-operator': 'test' },
    payload: body as object,
  });
  if (response.statusCode !== 200)
    throw new Error(`${route}: ${response.statusCode} ${response.body}`);
}

/** A member straight in the database, as an operator would open one (tests only). */
export async function createMember(
  platform: Pick<TestPlatform, 'database'>,
  fields: { username: string; password: string } & Partial<typeof t.members.$inferInsert>,
) {
  const { password, ...rest } = fields;
  const [row] = await platform.database.db
    .insert(t.members)
    .values({ ...rest, passwordHash: await hashPassword(password, 'operator'), firstLogin: false })
    .returning();
  return row!;
}

const publicKeys = new WeakMap<object, Promise<{ key: CryptoKey; kid: string }>>();

function publicKeyOf(platform: TestPlatform) {
  let key = publicKeys.get(platform.app);
  if (!key) {
    key = platform.app.inject({ method: 'GET', url: calls.publicKey.path }).then(async (r) => {
      const value = r.json().value as { jwk: Record<string, string>; kid: string };
      return { key: (await importJWK(value.jwk, 'RSA-OAEP-256')) as CryptoKey, kid: value.kid };
    });
    publicKeys.set(platform.app, key);
  }
  return key;
}

/** One call of the table as the portal sends it: query, JSON, form or sealed JWE, with headers. */
export async function callPlatform(
  platform: TestPlatform,
  name: CallName,
  input: Record<string, unknown> = {},
  options: { token?: string; captchaKey?: string; ip?: string; forwardedFor?: string } = {},
) {
  const def = calls[name];
  const headers: Record<string, string> = {};
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.captchaKey) headers['x-captcha-key'] = options.captchaKey;
  let url = def.path;
  let payload: string | undefined;
  if (def.body === 'query') {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
    if (query) url += `?${query}`;
  } else if (def.encrypt) {
    const { key, kid } = await publicKeyOf(platform);
    headers['content-type'] = JWE_CONTENT_TYPE;
    payload = await sealPayload(name, input, key, kid);
  } else if (def.body === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(input as Record<string, string>).toString();
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input);
  }
  const response = await platform.app.inject({
    method: def.method,
    url,
    headers,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json() };
}

/** The operators' read of the dev outbox (newest first) and of the last captcha. */
export async function readOps(platform: TestPlatform, url: string) {
  const response = await platform.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${platform.operatorToken}` },
  });
  return response.json().value;
}

/** A new signing secret for a vendor from the operators' route (the old one stops working). */
export async function issueVendorSecret(platform: TestPlatform, vendor = 'SPB'): Promise<string> {
  const response = await platform.app.inject({
    method: 'POST',
    url: '/ops/vendor-keys',
    payload: { vendor },
    headers: { authorization: `Bearer ${platform.operatorToken}` },
  });
  return response.json().value.secret;
}

/** A call of the vendor wallet API signed with `secret`, as a game vendor sends it. */
export async function vendorCall(
  platform: TestPlatform,
  secret: string,
  action: string,
  body: object,
  options: { vendor?: string; at?: number } = {},
) {
  const text = JSON.stringify(body);
  const timestamp = String(options.at ?? Date.now());
  const response = await platform.app.inject({
    method: 'POST',
    url: `/vendor/${options.vendor ?? 'SPB'}/${action}`,
    payload: text,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': vendorSignature(secret, timestamp, text),
    },
  });
  return response.json();
}
