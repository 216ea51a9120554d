import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { RedisCounters, type Counters } from '../services/counters';

/** Past this, a store that has not answered counts as down (a load balancer's probe is short). */
export const READY_DEADLINE_MS = 2000;

type Check = 'ok' | 'off' | string;

async function within(work: Promise<unknown>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms);
  });
  try {
    return await Promise.race([work.then(() => 'ok' as const), late]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers. `/readyz` (and `/health`, which `npm start` waits on): the
 * database and Redis answer within the deadline; otherwise 503 with the reason per store.
 */
export function registerHealth(
  app: FastifyInstance,
  parts: { database: Database; counters: Counters },
) {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const [database, redis] = await Promise.all([
      within(parts.database.db.execute(sql`select 1`), READY_DEADLINE_MS),
      parts.counters instanceof RedisCounters
        ? within(parts.counters.ping(), READY_DEADLINE_MS)
        : Promise.resolve<Check>('off'),
    ]);
    const reasons = [
      ...(database === 'ok' ? [] : [`database: ${database}`]),
      ...(redis === 'ok' || redis === 'off' ? [] : [`redis: ${redis}`]),
    ];
    return reply
      .status(reasons.length ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ ok: reasons.length === 0, driver: parts.database.driver, database, redis, reasons });
  };
  app.get('/health', ready);
  app.get('/readyz', ready);
}
