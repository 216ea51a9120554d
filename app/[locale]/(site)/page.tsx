import { AnnouncementBar } from '@/components/home/announcement-bar';
import { BannerStrip } from '@/components/home/banner-strip';
import { PromotionRow } from '@/components/home/promotion-row';
import { ProviderLanes } from '@/components/home/provider-lanes';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { getBrand } from '@/lib/wps/catalogue';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: 'seo' }), getBrand()]);
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle', { brand: brand.name }),
    description: t('homeDescription', { brand: brand.name }),
    fullTitle: true,
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const lang = await pageLocale(params);
  return (
    <main className="home">
      <AnnouncementBar locale={lang} />
      <BannerStrip group="home" locale={lang} />
      <ProviderLanes locale={lang} />
      <PromotionRow locale={lang} />
    </main>
  );
}
