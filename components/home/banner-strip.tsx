import type { Locale } from '@/lib/contract/languages';
import { getBanners, getImageCdn } from '@/lib/wps/catalogue';

/** The banners of one group, server-rendered (the carousel behaviour arrives with the shell). */
export async function BannerStrip({ group, locale }: { group: string; locale: Locale }) {
  const [banners, cdn] = await Promise.all([getBanners(group, locale), getImageCdn()]);
  if (banners.length === 0) return null;
  return (
    <section className="banner-strip" data-group={group}>
      {banners.map((banner, index) => (
        <figure key={banner.bannerId} className="banner">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG from the brand's image CDN */}
          <img
            src={`${cdn}${banner.url}`}
            alt=""
            width={1200}
            height={400}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          <figcaption>{banner.title}</figcaption>
        </figure>
      ))}
    </section>
  );
}
