import { setRequestLocale } from 'next-intl/server';
import { AnnouncementBar } from '@/components/home/announcement-bar';
import { BannerStrip } from '@/components/home/banner-strip';
import { PromotionRow } from '@/components/home/promotion-row';
import { ProviderLanes } from '@/components/home/provider-lanes';
import type { Locale } from '@/lib/contract/languages';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lang = locale as Locale;
  return (
    <main className="home">
      <AnnouncementBar locale={lang} />
      <BannerStrip group="home" locale={lang} />
      <ProviderLanes locale={lang} />
      <PromotionRow locale={lang} />
    </main>
  );
}
