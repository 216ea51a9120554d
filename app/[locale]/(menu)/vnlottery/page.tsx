import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GridSkeleton } from '@/components/lobby/grid-skeleton';
import { LobbyResults } from '@/components/lobby/lobby-results';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/vnlottery'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'shells' });
  return { title: t('vnLottery') };
}

/** The Vietnamese lottery (vendor TCG_LOTTO_VN); ?gameCode= picks a game once betting lands. */
export default async function VnLotteryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'shells' });
  return (
    <main className="lobby">
      <h1 className="lobby-title">{t('vnLottery')}</h1>
      <Suspense fallback={<GridSkeleton />}>
        <LobbyResults
          category="LOTT"
          lobby="vnlottery"
          vendor="TCG_LOTTO_VN"
          locale={locale}
          searchParams={searchParams}
        />
      </Suspense>
    </main>
  );
}
