import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/**
 * `GET /cache/versions`: each portal cache tag's version (migration 0030 raises them). The portals
 * poll it and revalidate a tag whose version moved (scripts/cache-sync.ts); nothing secret, and
 * one indexed table of ten rows, so a poll every few seconds per portal costs nothing.
 */
export function registerCacheVersions(app: FastifyInstance, db: Db) {
  app.get('/cache/versions', async (_request, reply) => {
    const rows = await db.select().from(t.cacheVersions);
    return reply
      .header('cache-control', 'no-store')
      .send({ versions: Object.fromEntries(rows.map((row) => [row.tag, row.version])) });
  });
}
