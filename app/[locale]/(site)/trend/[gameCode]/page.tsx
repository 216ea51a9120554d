import type { Metadata } from 'next';
import { TrendView } from '@/components/lottery-results/trend-view';
import { gamePageMetadata } from '@/components/lottery-results/page-metadata';
import '@/components/lottery-results/results.css';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/trend/[gameCode]'>;

// Live data behind a code only known at request time (games are data): rendered per request, the
// data cached for a few seconds (lib/wps/lottery-results.ts); an unknown code gets the not-found
// page, marked noindex.
export const instant = false;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return gamePageMetadata('trend', params);
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
