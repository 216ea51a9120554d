import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PlayGate } from '@/components/play/play-gate';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/seamless'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'play' });
  return { title: t('title'), robots: { index: false } };
}

export default async function SeamlessPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <main className="play">
      <Suspense fallback={<div className="skeleton detail-skeleton" />}>
        <PlayGate locale={locale} path="/seamless" searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
