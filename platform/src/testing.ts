import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildPlatform, handlers as defaultHandlers } from './app';
import { readPlatformConfig } from './config';
import type { Database } from './db/client';
import { openScratchDatabase } from './db/scratch';
import { seedDemoBrand } from './db/seed';
import type { Handlers } from './http/context';
import { openCounters, type Counters } from './services/counters';
import { loadPlatformKeys } from './services/keys';

export type TestPlatform = {
  app: FastifyInstance;
  database: Database;
  counters: Counters;
  operatorToken: string;
  /** Set when started with `listen: true`. */
  url: string;
  close: () => Promise<void>;
};

/**
 * A real platform for one test file: its own scratch database (PGlite, or PostgreSQL when
 * DATABASE_URL is set), seeded, with Redis counters when REDIS_URL is set.
 */
export async function startTestPlatform(
  options: { handlers?: Handlers; listen?: boolean } = {},
): Promise<TestPlatform> {
  const config = readPlatformConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
  });
  const database = await openScratchDatabase();
  await seedDemoBrand(database.db);
  const counters = await openCounters(config.redisUrl, `test:${randomBytes(4).toString('hex')}:`);
  const keys = await loadPlatformKeys(null, null);
  const operatorToken = randomBytes(24).toString('base64url');
  const app = await buildPlatform(
    { config, database, counters, keys, operatorToken },
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
    url,
    close: async () => {
      await app.close();
      await counters.close();
      await database.close();
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
