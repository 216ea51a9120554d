import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { GridSkeleton } from '@/components/lobby/grid-skeleton';
import { LobbyResults } from '@/components/lobby/lobby-results';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/lottery'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const tc = await getTranslations({ locale, namespace: 'categories' });
  return { title: tc('LOTT') };
}

/** The lottery hall under the header only (?gameCode=&playType= pick a game once betting lands). */
export default async function LotteryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const tc = await getTranslations({ locale, namespace: 'categories' });
  return (
    <main className="lobby">
      <h1 className="lobby-title">{tc('LOTT')}</h1>
      <Suspense fallback={<GridSkeleton />}>
        <LobbyResults category="LOTT" lobby="lottery" locale={locale} searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
