import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeContent } from '@/components/home/home-content';
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
  return <HomeContent locale={await pageLocale(params)} />;
}
