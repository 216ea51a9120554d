import type { Metadata } from 'next';
import Crown from 'lucide-react/icons/crown';
import Lock from 'lucide-react/icons/lock';
import TrendingUp from 'lucide-react/icons/trending-up';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RankTable } from '@/components/vip/rank-table';
import { VipProgress } from '@/components/vip/vip-progress';
import styles from '@/components/vip/vip.module.css';
import type { Locale } from '@/lib/contract/languages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';
import { getBrand, getVipRanks } from '@/lib/wps/catalogue';
import { getModules } from '@/lib/wps/site';

type Props = PageProps<'/[locale]/vip'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'vip' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/vip',
    title: t('title'),
    description: t('description'),
  });
}

/** The ladder for everyone, and the member's progress on it (asked from the browser). */
async function Ladder({ locale }: { locale: Locale }) {
  const [ranks, brand] = await Promise.all([getVipRanks(), getBrand()]);
  return (
    <>
      <VipProgress ranks={ranks} currency={brand.currency} />
      <RankTable ranks={ranks} currency={brand.currency} locale={locale} />
    </>
  );
}

/** The player rank page (spec: the avatar menu's member label opens it): ranks, benefits, progress. */
export default async function VipPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (!(await getModules()).includes('PROMOTION3')) notFound();
  const t = await getTranslations({ locale, namespace: 'vip' });
  const rules = [
    { icon: TrendingUp, title: t('riseTitle'), body: t('riseBody') },
    { icon: Lock, title: t('keepTitle'), body: t('keepBody') },
    { icon: Crown, title: t('serviceTitle'), body: t('serviceBody') },
  ];
  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      {/* Prerendered with the page (cached data), not streamed in after a skeleton: see /promotions. */}
      <Ladder locale={locale} />
      <ul className={`feature-grid ${styles.rules}`} aria-label={t('rulesTitle')}>
        {rules.map(({ icon: Icon, title, body }) => (
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
