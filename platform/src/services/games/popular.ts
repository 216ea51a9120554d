import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Game } from '../../../../lib/contract/catalogue';
import type { Locale } from '../../../../lib/contract/languages';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { imagePath, laneOf } from '../catalogue';
import { columns, toGame } from '../games';

const LOTTERY_LANES = ['ELOTT', 'LOTT'];
const POPULAR_DAYS = 30;

/**
 * The lottery hall's popular games (spec: count 20): the most launched of the last 30 days, then
 * hot games, then the rest in list order, so that a new brand's hall is never empty. And a vendor
 * hall's rooms (its games) for VASSALAGE entries.
 */
export function createPopular(db: Db) {
  const playable = and(eq(t.games.enabled, true), inArray(t.games.category, LOTTERY_LANES));
  return {
    async popular(count: number, locale: Locale, esports: string[]): Promise<Game[]> {
      const launches = db
        .select({ nodeId: t.gameLaunches.nodeId, n: sql<number>`count(*)`.as('n') })
        .from(t.gameLaunches)
        .where(gt(t.gameLaunches.createdAt, sql`now() - make_interval(days => ${POPULAR_DAYS})`))
        .groupBy(t.gameLaunches.nodeId)
        .as('launches');
      const rows = await db
        .select(columns)
        .from(t.games)
        .leftJoin(launches, eq(launches.nodeId, t.games.nodeId))
        .where(playable)
        .orderBy(
          desc(sql`coalesce(${launches.n}, 0)`),
          desc(t.games.isHot),
          asc(t.games.sort),
          asc(t.games.nodeId),
        )
        .limit(count);
      return rows.map((row) => toGame(row, laneOf(row.category, row.vendor, esports), locale));
    },

    async rooms(vendor: string, locale: Locale) {
      const rows = await db
        .select(columns)
        .from(t.games)
        .where(
          and(
            eq(t.games.vendor, vendor),
            eq(t.games.enabled, true),
            notInArray(t.games.isGame, ['VASSALAGE', 'LOBBY']),
          ),
        )
        .orderBy(asc(t.games.sort), asc(t.games.nodeId));
      return {
        rooms: rows.map((row) => {
          const game = toGame(row, row.category as Game['gameType'], locale);
          return {
            roomId: row.gameCode,
            nodeId: row.nodeId,
            roomName: game.gameName,
            minBet: row.minBet,
            image: imagePath.game(row.vendor, row.gameCode),
          };
        }),
      };
    },
  };
}

export type Popular = ReturnType<typeof createPopular>;
