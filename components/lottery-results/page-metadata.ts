import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { pageMetadata } from '@/lib/seo';
import { getResultsGame } from '@/lib/wps/lottery-results';
import { GAME_CODE } from './local-time';

/** A game's results or trend page: its title, description, canonical and language links. */
export async function gamePageMetadata(
  kind: 'results' | 'trend',
  params: Promise<{ locale: string; gameCode: string }>,
): Promise<Metadata> {
  const { locale, gameCode } = await params;
  const t = await getTranslations({ locale, namespace: 'lotteryResults' });
  const game = GAME_CODE.test(gameCode) ? await getResultsGame(gameCode, locale as Locale) : null;
  const name = game?.gameName ?? gameCode;
  return pageMetadata({
    locale: locale as Locale,
    path: `/${kind}/${gameCode}`,
    title: t(kind === 'results' ? 'resultsTitle' : 'trendTitle', { game: name }),
    description: t(kind === 'results' ? 'resultsDescription' : 'trendDescription', { game: name }),
  });
}
