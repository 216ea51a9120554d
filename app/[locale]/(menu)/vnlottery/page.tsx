import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GridSkeleton } from '@/components/lobby/grid-skeleton';
import { VnHall } from '@/components/lottery-results/vn-hall';
import '@/components/lottery-results/results.css';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/vnlottery'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shells' });
  return { title: t('vnLottery') };
}

/**
 * The Vietnamese lottery: its games in a side menu (?gameCode= picks one), betting on the chosen
 * one and its latest draw.
 */
export default async function VnLotteryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'shells' });
  return (
    <main className="lottery-results vn-lottery">
      <h1 className="results-title">{t('vnLottery')}</h1>
      <Suspense fallback={<GridSkeleton />}>
        <VnHall locale={locale} searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
