import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LotteryHall } from '@/components/lottery/lottery-hall';
import { HallSkeleton } from '@/components/lottery/hall-skeleton';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/lottery'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const tc = await getTranslations({ locale, namespace: 'categories' });
  return { title: tc('LOTT') };
}

/** The lottery hall under the header only; `?gameCode=` and `?playType=` pick the game and play. */
export default async function LotteryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <main className="lottery-page">
      <Suspense fallback={<HallSkeleton />}>
        <LotteryHall locale={locale} searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
