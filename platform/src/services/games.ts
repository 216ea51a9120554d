import { and, asc, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { Category, Game, GamePage } from '../../../lib/contract/catalogue';
import { pickText, type Locale } from '../../../lib/contract/languages';
import type { gameListRequest } from '../../../lib/contract/requests';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { imagePath, laneOf } from './catalogue';

/** Spec section 9: the home list pages 42 games at a time. */
const GAME_PAGE_SIZE = 42;
const HOT_GAMES_LIMIT = 24;

export type GameQuery = InferType<typeof gameListRequest>;

/** A substring pattern for LIKE in which the player's `%`, `_` and `\` match only themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const columns = {
  nodeId: t.games.nodeId,
  vendor: t.games.vendor,
  category: t.games.category,
  gameCode: t.games.gameCode,
  names: t.games.names,
  isGame: t.games.isGame,
  isHot: t.games.isHot,
  defaultPlayType: t.games.defaultPlayType,
  minBet: t.games.minBet,
  lines: t.games.lines,
  sort: t.games.sort,
};
type GameRow = Pick<typeof t.games.$inferSelect, keyof typeof columns>;

export function toGame(row: GameRow, gameType: Category, locale: Locale): Game {
  return {
    nodeId: row.nodeId,
    vassalage: row.vendor,
    gameType,
    gameId: row.gameCode,
    gameCode: row.gameCode,
    code: row.gameCode,
    gameName: pickText(row.names, locale),
    isGame: row.isGame,
    isHot: row.isHot === 1 ? 1 : 0,
    defaultPlayType: row.defaultPlayType,
    accountTypeName: null,
    vendor: row.vendor,
    minBet: row.minBet,
    lines: row.lines,
    image: imagePath.game(row.vendor, row.gameCode),
  };
}

/** ESPORTS is the SPORTS games of the brand's esports vendors; SPORTS is the rest of them. */
function inCategory(gameType: Category, esportsVassalages: string[]): SQL | undefined {
  if (gameType === 'ESPORTS')
    return and(eq(t.games.category, 'SPORTS'), inArray(t.games.vendor, esportsVassalages));
  if (gameType === 'SPORTS')
    return and(eq(t.games.category, 'SPORTS'), notInArray(t.games.vendor, esportsVassalages));
  return eq(t.games.category, gameType);
}

/** Any of the game's names, in every language, so a search need not match the page's language. */
function nameContains(text: string): SQL {
  return sql`${t.games.searchNames} like lower(${containsPattern(text)})`;
}

const order = [asc(t.games.sort), asc(t.games.nodeId)];

export function createGamesService(db: Db) {
  // Vendors are rarely off: a hashed NOT IN costs less than joining vendors to every game.
  const playable = () =>
    and(
      eq(t.games.enabled, true),
      notInArray(
        t.games.vendor,
        db.select({ code: t.vendors.code }).from(t.vendors).where(eq(t.vendors.enabled, false)),
      ),
    );

  async function list(
    query: GameQuery,
    esportsVassalages: string[],
    locale: Locale,
  ): Promise<GamePage> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
    const where = and(
      playable(),
      inCategory(query.gameType, esportsVassalages),
      query.vassalage ? eq(t.games.vendor, query.vassalage) : undefined,
      query.gameClassify ? eq(t.games.gameClassify, query.gameClassify) : undefined,
      query.gameName ? nameContains(query.gameName) : undefined,
      query.minBet !== undefined ? lte(t.games.minBet, query.minBet) : undefined,
      query.minLineNum !== undefined ? gte(t.games.lines, query.minLineNum) : undefined,
    );
    // The page's ids first, then their rows: a deep page skips over narrow rows, not whole games.
    const pageIds = db
      .select({ nodeId: t.games.nodeId })
      .from(t.games)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [rows, [count]] = await Promise.all([
      db
        .select(columns)
        .from(t.games)
        .where(inArray(t.games.nodeId, pageIds))
        .orderBy(...order),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.games)
        .where(where),
    ]);
    const total = count?.n ?? 0;
    return {
      games: rows.map((row) => toGame(row, query.gameType, locale)),
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      pageNo,
      total,
    };
  }

  /** Hot games in list order; a game listed in two categories shows once, under its first. */
  async function hot(
    vassalage: string | undefined,
    esportsVassalages: string[],
    locale: Locale,
  ): Promise<Game[]> {
    const distinct = db
      .selectDistinctOn([t.games.vendor, t.games.gameCode], columns)
      .from(t.games)
      .where(
        and(
          playable(),
          eq(t.games.isHot, 1),
          vassalage ? eq(t.games.vendor, vassalage) : undefined,
        ),
      )
      .orderBy(t.games.vendor, t.games.gameCode, ...order)
      .as('hot');
    const rows = await db
      .select()
      .from(distinct)
      .orderBy(asc(distinct.sort), asc(distinct.nodeId))
      .limit(HOT_GAMES_LIMIT);
    return rows.map((row) =>
      toGame(row, laneOf(row.category, row.vendor, esportsVassalages), locale),
    );
  }

  return { list, hot };
}

export type GamesService = ReturnType<typeof createGamesService>;
