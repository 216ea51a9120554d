import type { Category, Game } from '../contract/catalogue';
import { localePrefix } from '../i18n/prefix';

/** What names a game to launch: the /game page's query (`nodeId`, `gameId`, `vendor`). */
export type GameRef = { nodeId: number; gameId: string; vendor: string };

/** A game as cards, rows and favourites know it. */
export type GameTile = GameRef & {
  key: string;
  gameType: Category;
  name: string;
  image: string;
  hot: boolean;
  /** A vendor's hall (VASSALAGE): it opens its game list instead of a game. */
  hall: boolean;
};

export function toTile(game: Game): GameTile {
  return {
    key: `${game.gameType}-${game.nodeId}`,
    nodeId: game.nodeId,
    gameId: game.gameId,
    vendor: game.vassalage,
    gameType: game.gameType,
    name: game.gameName,
    image: game.image,
    hot: game.isHot === 1,
    hall: game.isGame === 'VASSALAGE',
  };
}

/** Where a game runs: `/{prefix}/game?nodeId=..&gameId=..&vendor=..`. */
export function gameHref(locale: string, ref: GameRef): string {
  const query = new URLSearchParams({
    nodeId: String(ref.nodeId),
    gameId: ref.gameId,
    vendor: ref.vendor,
  });
  return `${localePrefix(locale)}/game?${query}`;
}

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The game a /game or /seamless query names; null when it names none (or junk). */
export function parseGameRef(search: Search): GameRef | null {
  const nodeId = Number(one(search.nodeId));
  const gameId = one(search.gameId) ?? '';
  // The spec's older links name the vendor `vassalage`.
  const vendor = one(search.vendor) ?? one(search.vassalage) ?? '';
  if (!Number.isSafeInteger(nodeId) || nodeId < 1) return null;
  if (!/^[\w.:-]{1,64}$/.test(gameId) || !/^[\w-]{1,40}$/.test(vendor)) return null;
  return { nodeId, gameId, vendor };
}
