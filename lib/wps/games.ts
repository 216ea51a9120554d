import { cacheLife, cacheTag } from 'next/cache';
import type { Category, Game, GamePage } from '../contract/catalogue';
import type { Locale } from '../contract/languages';
import { GAME_LIST_CLIENT, HOT_GAMES_CLIENT } from '../games/catalogue-requests';
import { CACHE_TAGS, getBrand } from './catalogue';
import { wps } from './client';

/** The lobbies of the spec's route table, by path. */
export const LOBBIES = {
  rng: 'RNG',
  pvp: 'PVP',
  live: 'LIVE',
  fish: 'FISH',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  inhouse: 'INHOUSE',
} as const satisfies Record<string, Category>;

export type LobbyPath = keyof typeof LOBBIES;
export const LOBBY_PAGE_SIZE = 42;

export type GameQuery = {
  gameType: Category;
  vassalage?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
};

/** One page of a lobby's games; shared by every visitor asking the same page, so cached. */
export async function getGamePage(query: GameQuery, locale: Locale): Promise<GamePage> {
  'use cache';
  cacheTag(CACHE_TAGS.games);
  cacheLife({ stale: 30, revalidate: 60, expire: 3600 });
  const brand = await getBrand();
  return wps('gameList', {
    ...GAME_LIST_CLIENT,
    channel: brand.device,
    merchant: brand.merchantCode,
    ...query,
    pageSize: LOBBY_PAGE_SIZE,
    language: locale,
  });
}

export async function getHotGames(vassalage: string | undefined, locale: Locale): Promise<Game[]> {
  'use cache';
  cacheTag(CACHE_TAGS.games);
  cacheLife({ stale: 30, revalidate: 60, expire: 3600 });
  const brand = await getBrand();
  const request = { ...HOT_GAMES_CLIENT, merchantCode: brand.merchantCode, vassalage };
  return (await wps('hotGames', { ...request, language: locale })).list;
}
