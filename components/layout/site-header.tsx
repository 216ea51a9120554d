import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getBrand, getVendorLanes } from '@/lib/wps/catalogue';
import { BrandMark } from './brand-mark';

/** Logged-out header: logo, the categories that have vendors, and the account area's slot. */
export async function SiteHeader({ locale }: { locale: string }) {
  const [t, tc, brand, lanes] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'categories' }),
    getBrand(),
    getVendorLanes(),
  ]);
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Link href="/" className="brand">
        <BrandMark name={brand.name} />
      </Link>
      <nav aria-label={t('mainNavigation')} className="category-nav">
        {lanes.map((lane) => (
          <a key={lane.title} href={`#cat-${lane.title}`}>
            {tc(lane.title)}
          </a>
        ))}
      </nav>
      <div className="account-area" data-slot="account" />
    </header>
  );
}
