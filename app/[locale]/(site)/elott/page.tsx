import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BannerStrip } from '@/components/home/banner-strip';
import { GridSkeleton } from '@/components/lobby/grid-skeleton';
import { LobbyResults } from '@/components/lobby/lobby-results';
import { OddsBoard } from '@/components/lottery-results/odds-board';
import '@/components/lottery-results/results.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/contract/languages';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/elott'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [tc, t] = await Promise.all([
    getTranslations({ locale, namespace: 'categories' }),
    getTranslations({ locale, namespace: 'lobby' }),
  ]);
  return pageMetadata({
    locale: locale as Locale,
    path: '/elott',
    title: tc('ELOTT'),
    description: t('description', { category: tc('ELOTT') }),
  });
}

/** E-lottery: header, banner, footer and side menu (spec route table); the fixed-odds games first. */
export default async function ElottPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const tc = await getTranslations({ locale, namespace: 'categories' });
  return (
    <main className="lobby">
      <BannerStrip group="lott" locale={locale} />
      <h1 className="lobby-title">{tc('ELOTT')}</h1>
      <Suspense fallback={<GridSkeleton />}>
        <OddsBoard locale={locale} />
      </Suspense>
      <Suspense fallback={<GridSkeleton />}>
        <LobbyResults category="ELOTT" lobby="elott" locale={locale} searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
