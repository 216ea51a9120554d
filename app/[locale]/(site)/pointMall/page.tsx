import type { Metadata } from 'next';
import { Coins, Gift, Infinity as Forever } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BannerStrip } from '@/components/home/banner-strip';
import { localePrefix } from '@/lib/i18n/prefix';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/contract/languages';
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

/** The points shop as visitors see it: how points work, and the way in (rewards list with the points service). */
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
      <ul className="feature-grid">
        {steps.map(({ icon: Icon, title, body }) => (
          <li key={title} className="feature">
            <Icon size={28} aria-hidden />
            <h2>{title}</h2>
            <p className="muted">{body}</p>
          </li>
        ))}
      </ul>
      <a
        className="button button-accent"
        href={`${localePrefix(locale)}/login?next=${localePrefix(locale)}/pointMall`}
      >
        {t('login')}
      </a>
    </main>
  );
}
