import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getBanners, getImageCdn } from '@/lib/wps/catalogue';
import { BannerCarousel } from '../banner/banner-carousel';

/** The banners of one group (home, rng, live, promotion, shop, help, reg, ...), as a carousel. */
export async function BannerStrip({ group, locale }: { group: string; locale: Locale }) {
  const [t, banners, cdn] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getBanners(group, locale),
    getImageCdn(),
  ]);
  if (banners.length === 0) return null;
  const slides = banners.map((b) => ({
    id: b.bannerId,
    image: `${cdn}${b.url}`,
    title: b.title,
    link: b.link,
  }));
  return (
    <section className="banner-strip" data-group={group}>
      <BannerCarousel slides={slides} label={t('banners')} />
    </section>
  );
}
