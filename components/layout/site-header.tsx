import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getBrand, getVendorLanes } from '@/lib/wps/catalogue';
import { getModules } from '@/lib/wps/site';
import { BrandMark } from './brand-mark';
import { CategoryNav } from './category-nav';
import { LicencePanel } from './licence-panel';
import { ThemeToggle } from './theme-toggle';

/**
 * Header: logo, the categories that have vendors, and the visitor's account area. Members' parts
 * (balance, deposit, avatar menu) arrive with the accounts and wallet work in `data-slot="member"`.
 */
export async function SiteHeader({ locale }: { locale: string }) {
  const [t, tc, brand, lanes, modules] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'categories' }),
    getBrand(),
    getVendorLanes(),
    getModules(),
  ]);
  const items = lanes
    .filter((lane) => lane.title !== 'INHOUSE')
    .map((lane) => ({ category: lane.title, label: tc(lane.title) }));
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Link href="/" className="brand" aria-label={t('homeOf', { brand: brand.name })}>
        <BrandMark name={brand.name} />
      </Link>
      <CategoryNav label={t('mainNavigation')} items={items} />
      <div className="account-area" data-slot="visitor">
        <LicencePanel locale={locale} brand={brand.name} />
        <ThemeToggle labels={{ dark: t('themeDark'), light: t('themeLight') }} />
        {modules.includes('FREEPLAY3') && (
          <Link className="button button-ghost" href="/login?mode=freeplay">
            {t('freeDemo')}
          </Link>
        )}
        <Link className="button button-outline" href="/login">
          {t('login')}
        </Link>
        {modules.includes('DIRECTREG3') && (
          <Link className="button button-accent" href="/register">
            {t('register')}
          </Link>
        )}
      </div>
    </header>
  );
}
