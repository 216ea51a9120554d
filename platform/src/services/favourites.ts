import { and, desc, eq, sql } from 'drizzle-orm';
import type { Category, Game } from '../../../lib/contract/catalogue';
import { CallError } from '../../../lib/contract/envelope';
import type { Locale } from '../../../lib/contract/languages';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { columns, toGame } from './games';

/** A member's favourite games: add and remove by node id, list newest first with the id list. */
export function createFavourites(db: Db) {
  return {
    async add(memberId: number, nodeId: number, vendor: string): Promise<null> {
      const [game] = await db
        .select({ vendor: t.games.vendor })
        .from(t.games)
        .where(and(eq(t.games.nodeId, nodeId), eq(t.games.enabled, true)));
      if (!game || game.vendor !== vendor) throw new CallError('NOT_FOUND', 'no such game');
      await db.insert(t.favourites).values({ memberId, nodeId }).onConflictDoNothing();
      return null;
    },

    async remove(memberId: number, nodeId: number): Promise<null> {
      await db
        .delete(t.favourites)
        .where(and(eq(t.favourites.memberId, memberId), eq(t.favourites.nodeId, nodeId)));
      return null;
    },

    async list(memberId: number, locale: Locale, pageNo = 1, pageSize = 42) {
      const rows = await db
        .select(columns)
        .from(t.favourites)
        .innerJoin(t.games, eq(t.games.nodeId, t.favourites.nodeId))
        .where(and(eq(t.favourites.memberId, memberId), eq(t.games.enabled, true)))
        .orderBy(desc(t.favourites.createdAt), desc(t.favourites.nodeId))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const ids = await db
        .select({ nodeId: t.favourites.nodeId })
        .from(t.favourites)
        .where(eq(t.favourites.memberId, memberId));
      const content: Game[] = rows.map((row) => toGame(row, row.category as Category, locale));
      return {
        content,
        totalPages: Math.ceil(ids.length / pageSize),
        ids: ids.map((row) => row.nodeId),
      };
    },

    async count(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.favourites)
        .where(eq(t.favourites.memberId, memberId));
      return row?.n ?? 0;
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
