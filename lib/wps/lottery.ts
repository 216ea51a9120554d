import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '../contract/languages';
import type { LotteryGameView, LotteryMenuGroup } from '../contract/lottery-api';
import { CACHE_TAGS, getBrand } from './catalogue';
import { wps } from './client';
import { WpsError } from './errors';

/**
 * The lottery menu of every prize mode the brand offers (LOTT families first, then the VN and
 * SEA groups), groups in the platform's order. Catalogue data: cached for every visitor.
 */
export async function getLotteryMenu(locale: Locale): Promise<LotteryMenuGroup[]> {
  'use cache';
  cacheTag(CACHE_TAGS.lottery);
  cacheLife({ stale: 30, revalidate: 60, expire: 3600 });
  const brand = await getBrand();
  const lists = await Promise.all(
    brand.prizeModes.map((prizeMode) => wps('gameMenus', { prizeMode }, { language: locale })),
  );
  const groups = new Map<string, LotteryMenuGroup>();
  const seen = new Set<string>();
  for (const group of lists.flat()) {
    const kept = groups.get(group.gameGroupCode) ?? { ...group, gameMenus: [] };
    for (const game of group.gameMenus)
      if (!seen.has(game.gameCode)) {
        seen.add(game.gameCode);
        kept.gameMenus.push(game);
      }
    groups.set(group.gameGroupCode, kept);
  }
  return [...groups.values()].filter((group) => group.gameMenus.length > 0);
}

/**
 * One game's public view now (issue on sale, latest results): never cached, it moves every
 * minute; `readAt` is this server's clock at the answer. Null when the game is unknown or
 * switched off, or the platform did not answer (the page then asks again from the browser).
 */
export async function getLotteryGame(
  gameCode: string,
  locale: Locale,
): Promise<{ view: LotteryGameView | null; readAt: number }> {
  try {
    const view = await wps('lotteryGame', { gameCode, language: locale });
    return { view, readAt: Date.now() };
  } catch (error) {
    if (error instanceof WpsError) return { view: null, readAt: Date.now() };
    throw error;
  }
}
