import type { Metadata } from 'next';
import { ResultsView } from '@/components/lottery-results/results-view';
import { gamePageMetadata } from '@/components/lottery-results/page-metadata';
import '@/components/lottery-results/results.css';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/results/[gameCode]'>;

// Live data behind a code only known at request time (games are data): rendered per request, the
// data cached for a few seconds (lib/wps/lottery-results.ts); an unknown code gets the not-found
// page, marked noindex.
export const instant = false;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return gamePageMetadata('results', params);
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
