import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BannerStrip } from '@/components/home/banner-strip';
import { PromotionList } from '@/components/promotions/promotion-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/contract/languages';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/promotions'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/promotions',
    title: t('title'),
    description: t('description'),
  });
}

export default async function PromotionsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return (
    <main className="promotions-page">
      <BannerStrip group="promotion" locale={locale} />
      <h1>{t('title')}</h1>
      {/* Prerendered with the page (cached catalogue data), not streamed in after a skeleton: a
          list that arrived later would push the footer down while the visitor looks. */}
      <PromotionList locale={locale} />
    </main>
  );
}
