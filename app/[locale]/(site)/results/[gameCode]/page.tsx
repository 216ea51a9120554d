import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResultsView } from '@/components/lottery-results/results-view';
import { GAME_CODE } from '@/components/lottery-results/local-time';
import '@/components/lottery-results/results.css';
import type { Locale } from '@/lib/contract/languages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { getResultsGame } from '@/lib/wps/lottery-results';

type Props = PageProps<'/[locale]/results/[gameCode]'>;

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
    path: `/results/${gameCode}`,
    title: t('resultsTitle', { game: name }),
    description: t('resultsDescription', { game: name }),
  });
}

/** A lottery game's results, server-rendered for search engines: date, issue, numbers. */
export default async function ResultsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <main className="lottery-results">
      <ResultsView locale={locale} params={params} searchParams={searchParams} />
    </main>
  );
}
