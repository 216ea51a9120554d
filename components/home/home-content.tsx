import type { Locale } from '@/lib/contract/languages';
import { AnnouncementBar } from './announcement-bar';
import { BannerStrip } from './banner-strip';
import { PromotionRow } from './promotion-row';
import { ProviderLanes } from './provider-lanes';

/** What the home page shows; /help shows the same under its help dialog. */
export function HomeContent({ locale }: { locale: Locale }) {
  return (
    <main className="home">
      <AnnouncementBar locale={locale} />
      <BannerStrip group="home" locale={locale} />
      <ProviderLanes locale={locale} />
      <PromotionRow locale={locale} />
    </main>
  );
}
