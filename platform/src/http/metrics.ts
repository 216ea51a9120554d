import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '../../../lib/contract/calls';
import type { ErrorCode } from '../../../lib/contract/envelope';
import {
  callCount,
  callErrors,
  callSeconds,
  platformMetrics,
  watchPool,
  type PoolCounts,
} from '../services/metrics';
import type { Services } from './context';
import { operatorOf, sameSecret } from './operations';

const callByRoute = new Map(
  Object.entries(calls).map(([name, def]) => [`${def.method} ${def.path}`, name]),
);

/** The call table's key for a request's route (labels stay bounded: never the raw URL). */
function callOf(request: FastifyRequest): string | undefined {
  return callByRoute.get(`${request.method} ${request.routeOptions.url}`);
}

export function countCallError(request: FastifyRequest, code: ErrorCode) {
  const call = callOf(request);
  if (call) callErrors.inc({ call, code });
}

function poolOf(services: Services): PoolCounts | null {
  if (services.database.driver !== 'postgres') return null;
  const client = (services.database.db as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : null;
}

/**
 * Counts and times every call of the table, and serves `GET /metrics` (Prometheus text) to the
 * read-only METRICS_TOKEN, or the operator token: the figures tell an outsider too much about the
 * brand's traffic.
 */
export function registerMetrics(app: FastifyInstance, services: Services) {
  app.addHook('onResponse', async (request, reply) => {
    const call = callOf(request);
    if (!call) return;
    const labels = { call, status: `${Math.floor(reply.statusCode / 100)}xx` };
    callCount.inc(labels);
    callSeconds.observe(labels, reply.elapsedTime / 1000);
  });
  const pool = poolOf(services);
  if (pool) {
    const unwatch = watchPool(pool);
    app.addHook('onClose', async () => unwatch());
  }
  const scraper = services.config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!(scraper && sameSecret(given, scraper))) operatorOf(request, services);
    return reply
      .header('content-type', platformMetrics.contentType)
      .header('cache-control', 'no-store')
      .send(await platformMetrics.metrics());
  });
}
