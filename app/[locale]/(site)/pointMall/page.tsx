import type { Metadata } from 'next';
import { Coins, Gift, Infinity as Forever } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BannerStrip } from '@/components/home/banner-strip';
import { PointsSummary } from '@/components/points/points-summary';
import { RewardGrid } from '@/components/points/reward-grid';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/contract/languages';
import { getBrand, getPointsMall } from '@/lib/wps/catalogue';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/pointMall'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pointMall' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/pointMall',
    title: t('title'),
    description: t('description'),
  });
}

/** The mall's rewards and the member's points (asked from the browser: the page stays cached). */
async function Mall({ locale }: { locale: Locale }) {
  const [{ rewards, config }, brand, t] = await Promise.all([
    getPointsMall(locale),
    getBrand(),
    getTranslations({ locale, namespace: 'pointMall' }),
  ]);
  return (
    <>
      <PointsSummary turnoverPerPoint={config.turnoverPerPoint} />
      <section aria-labelledby="point-mall-rewards">
        <h2 id="point-mall-rewards">{t('rewardsTitle')}</h2>
        <RewardGrid rewards={rewards} locale={locale} currency={brand.currency} />
      </section>
    </>
  );
}

/** The points shop: the member's points, the rewards to redeem, and how points work. */
export default async function PointMallPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pointMall' });
  const steps = [
    { icon: Coins, title: t('earnTitle'), body: t('earnBody') },
    { icon: Gift, title: t('redeemTitle'), body: t('redeemBody') },
    { icon: Forever, title: t('keepTitle'), body: t('keepBody') },
  ];
  return (
    <main className="point-mall">
      <BannerStrip group="shop" locale={locale} />
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      {/* Prerendered with the page (cached data), not streamed in after a skeleton: see /promotions. */}
      <Mall locale={locale} />
      <ul className="feature-grid">
        {steps.map(({ icon: Icon, title, body }) => (
          <li key={title} className="feature">
            <Icon size={28} aria-hidden />
            <h2>{title}</h2>
            <p className="muted">{body}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
