import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PromotionDetail } from '@/components/promotions/promotion-detail';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/promoDetail'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return { title: t('detailTitle'), description: t('description') };
}

/** A promotion's page (/promoDetail?id=); claiming arrives with the promotions service. */
export default async function PromotionDetailPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <main className="promotion-detail">
      <Suspense fallback={<div className="skeleton detail-skeleton" />}>
        <PromotionDetail locale={locale} searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
