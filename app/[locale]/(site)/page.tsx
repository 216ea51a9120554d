import { AnnouncementBar } from '@/components/home/announcement-bar';
import { BannerStrip } from '@/components/home/banner-strip';
import { PromotionRow } from '@/components/home/promotion-row';
import { ProviderLanes } from '@/components/home/provider-lanes';
import { pageLocale } from '@/lib/i18n/page-locale';

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
