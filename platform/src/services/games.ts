import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { Category, Game, GamePage } from '../../../lib/contract/catalogue';
import { pickText, type Locale } from '../../../lib/contract/languages';
import type { gameListRequest } from '../../../lib/contract/requests';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { imagePath, laneOf } from './catalogue';

/** Spec section 9: the home list pages 42 games at a time. */
const GAME_PAGE_SIZE = 42;
const HOT_GAMES_LIMIT = 24;

export type GameQuery = InferType<typeof gameListRequest>;

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

/** List order: the operator's sort, then the oldest first. */
const order = [asc(t.games.sort), asc(t.games.nodeId)];

/** A playable game as the lists need it, with what they filter on. */
type ListedGame = GameRow & {
  category: string;
  gameClassify: string | null;
  searchNames: string;
};

/** ESPORTS is the SPORTS games of the brand's esports vendors; SPORTS is the rest of them. */
function inCategory(gameType: Category, esports: ReadonlySet<string>) {
  if (gameType === 'ESPORTS')
    return (g: ListedGame) => g.category === 'SPORTS' && esports.has(g.vendor);
  if (gameType === 'SPORTS')
    return (g: ListedGame) => g.category === 'SPORTS' && !esports.has(g.vendor);
  return (g: ListedGame) => g.category === gameType;
}

/** Where each run of three characters occurs in the games' search names: positions, ascending. */
function trigramIndex(games: ListedGame[]) {
  const index = new Map<string, number[]>();
  games.forEach((game, at) => {
    const text = game.searchNames;
    const seen = new Set<string>();
    for (let i = 0; i + 3 <= text.length; i += 1) {
      const gram = text.slice(i, i + 3);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = index.get(gram);
      if (list) list.push(at);
      else index.set(gram, [at]);
    }
  });
  return index;
}

/** Distinct filters whose matches a copy of the catalogue keeps; past it, the kept ones go. */
const KEPT_FILTERS = 1_000;

/**
 * The game lists read a copy of the playable catalogue (enabled games of enabled vendors, in list
 * order) held in memory: a list is a filter over a few thousand rows, not a scan with LIKE and a
 * count per page; a name search looks only at the games that hold its rarest three-character run
 * (an index of them built on the first search); and the copy keeps the matches of each filter it
 * was asked (every page of a filter reads the same matches). The copy is checked against
 * `catalogue_state.version` (one indexed read; triggers raise it with every change to games or
 * vendors, on whichever instance), and read again when it moved, with its kept matches; concurrent
 * lists share one version read and one reload. On PostgreSQL every list reads the version. On
 * PGlite the same triggers notify `catalogue_version` (migration 0037), which reaches this process
 * before the change's commit returns, so the version is read only after a notification: a list
 * then touches no database.
 */
export function createGamesService(database: Pick<Database, 'db' | 'listen'>) {
  const { db } = database;
  type Copy = {
    version: number;
    games: ListedGame[];
    matches: Map<string, ListedGame[]>;
    /** Built on the copy's first name search. */
    trigrams?: Map<string, number[]>;
  };

  /**
   * The games whose names may hold `needle`, in list order: those with the rarest of its
   * three-character runs (each still checked whole), or every game for a needle under three.
   */
  function mayHold(copy: Copy, needle: string): ListedGame[] {
    if (needle.length < 3) return copy.games;
    copy.trigrams ??= trigramIndex(copy.games);
    let rarest: number[] | undefined;
    for (let i = 0; i + 3 <= needle.length; i += 1) {
      const list = copy.trigrams.get(needle.slice(i, i + 3));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest!.map((at) => copy.games[at]!);
  }
  let copy: Copy | null = null;
  let loading: { version: number; promise: Promise<Copy> } | null = null;
  let reading: Promise<number> | null = null;
  // Every list asks this: prepared once, not rebuilt per call.
  const versionRead = db
    .select({ version: t.catalogueState.version })
    .from(t.catalogueState)
    .where(eq(t.catalogueState.id, 1))
    .prepare('catalogue_version');

  async function load(version: number): Promise<Copy> {
    const rows = await db
      .select({
        ...columns,
        category: t.games.category,
        gameClassify: t.games.gameClassify,
        searchNames: t.games.searchNames,
      })
      .from(t.games)
      .where(
        and(
          eq(t.games.enabled, true),
          notInArray(
            t.games.vendor,
            db.select({ code: t.vendors.code }).from(t.vendors).where(eq(t.vendors.enabled, false)),
          ),
        ),
      )
      .orderBy(...order);
    return {
      version,
      games: rows.map((row) => ({ ...row, searchNames: row.searchNames ?? '' })),
      matches: new Map(),
    };
  }

  // PGlite: notifications counted since the listener started, and the version the last read
  // found with the count it started at. While the count has not moved, that version is current.
  // Without a listener (PostgreSQL, or LISTEN failed) every list reads the version.
  let listening: Promise<boolean> | null = null;
  let notified = 0;
  let known: { version: number; notified: number } | null = null;

  /** Starts counting notifications: whether it could. */
  function listen(): Promise<boolean> {
    if (!database.listen) return Promise.resolve(false);
    return database
      .listen('catalogue_version', () => {
        notified += 1;
      })
      .then(
        () => true,
        (error: unknown) => {
          console.warn(`games: no catalogue notifications (${String(error)})`);
          return false;
        },
      );
  }

  /** The catalogue's version; a list that asks while a read is on its way shares that read. */
  function currentVersion(): Promise<number> | number {
    if (known && known.notified === notified) return known.version;
    reading ??= (async () => {
      // Listening starts before the first read, so no change can fall between the two.
      const heard = await (listening ??= listen());
      const at = notified;
      const [state] = await versionRead.execute();
      const version = state?.version ?? 0;
      if (heard) known = { version, notified: at };
      return version;
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function catalogue(): Promise<Copy> {
    const version = await currentVersion();
    if (copy?.version === version) return copy;
    if (loading?.version !== version) {
      const promise = load(version);
      loading = { version, promise };
      promise.then(
        (loaded) => {
          if (!copy || loaded.version >= copy.version) copy = loaded;
        },
        () => {
          if (loading?.promise === promise) loading = null;
        },
      );
    }
    return loading.promise;
  }

  async function list(
    query: GameQuery,
    esportsVassalages: string[],
    locale: Locale,
  ): Promise<GamePage> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? GAME_PAGE_SIZE;
    // As LIKE matched it: a substring of any of the game's names, in lower case.
    const needle = query.gameName?.toLowerCase();
    const filter = [
      query.gameType,
      esportsVassalages.join(','),
      query.vassalage ?? '',
      query.gameClassify ?? '',
      needle ?? '',
      query.minBet ?? '',
      query.minLineNum ?? '',
    ].join('\u0000');
    const copy = await catalogue();
    const { matches } = copy;
    let found = matches.get(filter);
    if (!found) {
      const category = inCategory(query.gameType, new Set(esportsVassalages));
      found = (needle ? mayHold(copy, needle) : copy.games).filter(
        (g) =>
          category(g) &&
          (!query.vassalage || g.vendor === query.vassalage) &&
          (!query.gameClassify || g.gameClassify === query.gameClassify) &&
          (needle === undefined || g.searchNames.includes(needle)) &&
          (query.minBet === undefined || g.minBet <= query.minBet) &&
          (query.minLineNum === undefined || g.lines >= query.minLineNum),
      );
      if (matches.size >= KEPT_FILTERS) matches.clear();
      matches.set(filter, found);
    }
    const from = (pageNo - 1) * pageSize;
    return {
      games: found.slice(from, from + pageSize).map((row) => toGame(row, query.gameType, locale)),
      totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
      pageNo,
      total: found.length,
    };
  }

  /** Hot games in list order; a game listed in two categories shows once, under its first. */
  async function hot(
    vassalage: string | undefined,
    esportsVassalages: string[],
    locale: Locale,
  ): Promise<Game[]> {
    const seen = new Set<string>();
    const picked: ListedGame[] = [];
    for (const g of (await catalogue()).games) {
      if (picked.length >= HOT_GAMES_LIMIT) break;
      if (g.isHot !== 1 || (vassalage && g.vendor !== vassalage)) continue;
      const key = `${g.vendor}\n${g.gameCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      picked.push(g);
    }
    return picked.map((row) =>
      toGame(row, laneOf(row.category, row.vendor, esportsVassalages), locale),
    );
  }

  return { list, hot };
}

export type GamesService = ReturnType<typeof createGamesService>;
