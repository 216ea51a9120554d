import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrendView } from '@/components/lottery-results/trend-view';
import { GAME_CODE } from '@/components/lottery-results/local-time';
import '@/components/lottery-results/results.css';
import type { Locale } from '@/lib/contract/languages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { getResultsGame } from '@/lib/wps/lottery-results';

type Props = PageProps<'/[locale]/trend/[gameCode]'>;

// Live data behind a code only known at request time (games are data): rendered per request, the
// data cached for a few seconds (lib/wps/lottery-results.ts); an unknown code gets the not-found
// page, marked noindex.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, gameCode } = await params;
  const t = await getTranslations({ locale, namespace: 'lotteryResults' });
  const game = GAME_CODE.test(gameCode) ? await getResultsGame(gameCode, locale as Locale) : null;
  const name = game?.gameName ?? gameCode;
  return pageMetadata({
    locale: locale as Locale,
    path: `/trend/${gameCode}`,
    title: t('trendTitle', { game: name }),
    description: t('trendDescription', { game: name }),
  });
}

/** A ball game's trend chart (走势图) with omission counts and hot and cold numbers. */
export default async function TrendPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <main className="lottery-results">
      <TrendView locale={locale} params={params} searchParams={searchParams} />
    </main>
  );
}
