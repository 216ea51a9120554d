import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '../contract/languages';
import type { LotteryGameView, LotteryPage, LotteryResult } from '../contract/lottery-api';
import { wps } from './client';
import { WpsError } from './errors';

/** Results change once a draw: every visitor of a page shares one copy for a few seconds. */
const SHORT = { stale: 5, revalidate: 5, expire: 120 } as const;

/** What the results and trend pages need of a game: its name, family and time zone. */
export type ResultsGame = Pick<
  LotteryGameView,
  'gameCode' | 'gameName' | 'family' | 'prizeMode' | 'drawSource' | 'tzOffsetMinutes' | 'plays'
>;

export async function getResultsGame(
  gameCode: string,
  locale: Locale,
): Promise<ResultsGame | null> {
  'use cache';
  cacheTag('lottery-results');
  cacheLife(SHORT);
  try {
    const view = await wps('lotteryGame', { gameCode, language: locale });
    const { gameName, family, prizeMode, drawSource, tzOffsetMinutes, plays } = view;
    return { gameCode, gameName, family, prizeMode, drawSource, tzOffsetMinutes, plays };
  } catch (error) {
    if (error instanceof WpsError && error.code === 'GAME_UNAVAILABLE') return null;
    throw error;
  }
}

/** One page of a game's past draws, newest first, of one local day when given. */
export async function getResults(
  gameCode: string,
  query: { date?: string; pageNo: number; pageSize: number },
): Promise<LotteryPage<LotteryResult>> {
  'use cache';
  cacheTag('lottery-results');
  cacheLife(SHORT);
  return wps('lotteryResults', { gameCode, ...query });
}

/** The trend chart covers the ball families; VN and 4D draws have no positions to chart. */
export const TREND_FAMILIES = ['SSC', '11X5', 'K3', 'PK10'];

/** Every lottery game's code and family, for the sitemap's results and trend pages. */
export async function getLotteryGameCodes(): Promise<{ gameCode: string; family: string }[]> {
  'use cache';
  cacheTag('lottery-results');
  cacheLife({ stale: 60, revalidate: 300, expire: 3600 });
  const menus = await Promise.all(
    ['Lott', 'Elott', 'SEA'].map((prizeMode) => wps('gameMenus', { prizeMode })),
  );
  return menus
    .flat()
    .flatMap((group) => group.gameMenus)
    .map(({ gameCode, family }) => ({ gameCode, family }));
}

/**
 * The fixed-odds games (ELOTT, SEA) with their plays and odds: catalogue data that changes only
 * when an operator changes a game, so cached like the catalogue (a prerendered page may hold it).
 */
export async function getOddsGames(locale: Locale): Promise<ResultsGame[]> {
  'use cache';
  cacheTag('lottery-results');
  cacheLife({ stale: 30, revalidate: 60, expire: 3600 });
  const menus = await Promise.all(
    ['Elott', 'SEA'].map((prizeMode) => wps('gameMenus', { prizeMode }, { language: locale })),
  );
  const codes = menus.flat().flatMap((group) => group.gameMenus.map((g) => g.gameCode));
  const views = await Promise.all(
    codes.map((gameCode) => wps('lotteryGame', { gameCode, language: locale })),
  );
  return views.map(
    ({ gameCode, gameName, family, prizeMode, drawSource, tzOffsetMinutes, plays }) => ({
      gameCode,
      gameName,
      family,
      prizeMode,
      drawSource,
      tzOffsetMinutes,
      plays,
    }),
  );
}
