import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getBrand } from '@/lib/wps/catalogue';
import { MyGamesSection } from '../lobby/my-games-section';
import { WinnersSection } from '../winners/winners-section';
import { AnnouncementBar } from './announcement-bar';
import { BannerStrip } from './banner-strip';
import { PromotionRow } from './promotion-row';
import { ProviderLanes } from './provider-lanes';

/** What the home page shows; /help shows the same under its help dialog. */
export async function HomeContent({ locale }: { locale: Locale }) {
  const [t, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getBrand(),
  ]);
  return (
    <main className="home">
      <h1 className="visually-hidden">{t('title', { brand: brand.name })}</h1>
      <AnnouncementBar locale={locale} />
      <BannerStrip group="home" locale={locale} />
      <MyGamesSection locale={locale} />
      <ProviderLanes locale={locale} />
      <WinnersSection locale={locale} />
      <PromotionRow locale={locale} />
    </main>
  );
}
