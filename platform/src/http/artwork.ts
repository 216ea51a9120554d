import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../../lib/contract/envelope';
import * as t from '../db/schema';
import { renderArtwork, type ArtworkRequest } from '../services/artwork';
import type { Services } from './context';

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** Serves the generated images of the demo brand under /cdn (the seeded image CDN). */
export function registerArtwork(app: FastifyInstance, services: Services) {
  const { db } = services.database;

  async function describe(path: string): Promise<ArtworkRequest | null> {
    let m = /^banners\/(\d{1,9})\.svg$/.exec(path);
    if (m) {
      const [row] = await db
        .select()
        .from(t.banners)
        .where(eq(t.banners.id, Number(m[1])))
        .limit(1);
      return row ? { kind: 'banner', seed: `banner-${row.groupName}-${row.id}` } : null;
    }
    m = /^promotions\/(\d{1,9})\.svg$/.exec(path);
    if (m) {
      const [row] = await db
        .select()
        .from(t.promotions)
        .where(eq(t.promotions.id, Number(m[1])))
        .limit(1);
      return row ? { kind: 'promotion', seed: `promotion-${row.category}-${row.id}` } : null;
    }
    m = /^games\/([\w-]{1,40})\/([\w-]{1,60})\.svg$/.exec(path);
    if (m) {
      const [row] = await db
        .select()
        .from(t.games)
        .where(and(eq(t.games.vendor, m[1]!), eq(t.games.gameCode, m[2]!)))
        .limit(1);
      return row
        ? { kind: 'game', seed: `${row.vendor}-${row.gameCode}`, title: row.names.en }
        : null;
    }
    m = /^TCG_PROD_IMAGES\/RNG_LIST_VENDOR\/([\w-]{1,40})-WHITE\.png$/.exec(path);
    if (m) {
      const [row] = await db.select().from(t.vendors).where(eq(t.vendors.code, m[1]!)).limit(1);
      return row ? { kind: 'vendor', seed: row.code, title: row.name } : null;
    }
    if (path === 'logo.svg') {
      const brand = await services.system.brandConfig();
      return { kind: 'logo', seed: brand.merchantCode, title: brand.name };
    }
    return null;
  }

  app.get('/cdn/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const art = await describe(path);
    if (!art) return reply.status(404).send(failure('NOT_FOUND'));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(renderArtwork(art));
  });
}
