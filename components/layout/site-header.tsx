import { getTranslations } from 'next-intl/server';
import { AccountArea } from '@/components/auth/account-area';
import { affiliateUrl } from '@/lib/agent/agent-entry';
import { Link } from '@/lib/i18n/navigation';
import { getBrand, getVendorLanes } from '@/lib/wps/catalogue';
import { getModules, getResources } from '@/lib/wps/site';
import { Icon } from '../ui/icon';
import { BrandMark } from './brand-mark';
import { CategoryNav } from './category-nav';
import { LicencePanel } from './licence-panel';
import { MenuButton } from './menu-button';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';

/**
 * Header: logo, the categories that have vendors, and the account area (a small client part that
 * asks who is logged in, so that the header itself stays cached). Wallet parts: `data-slot="wallet"`.
 */
export async function SiteHeader({ locale }: { locale: string }) {
  const [t, tm, tc, ta, tv, brand, lanes, modules, resources] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'mobileNav' }),
    getTranslations({ locale, namespace: 'categories' }),
    getTranslations({ locale, namespace: 'accounts' }),
    getTranslations({ locale, namespace: 'vip' }),
    getBrand(),
    getVendorLanes(),
    getModules(),
    getResources(),
  ]);
  const items = lanes
    .filter((lane) => lane.title !== 'INHOUSE')
    .map((lane) => ({ category: lane.title, label: tc(lane.title) }));
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <MenuButton label={tm('openMenu')} icon={<Icon name="menu" size={20} />} />
      <Link href="/" className="brand" aria-label={t('homeOf', { brand: brand.name })}>
        <BrandMark name={brand.name} />
      </Link>
      <CategoryNav label={t('mainNavigation')} items={items} />
      <div className="account-area">
        <LicencePanel locale={locale} brand={brand.name} />
        <ThemeToggle
          className={styles.theme}
          labels={{ dark: t('themeDark'), light: t('themeLight') }}
          icons={{ dark: <Icon name="sun" size={20} />, light: <Icon name="moon" size={20} /> }}
        />
        <AccountArea
          freePlay={modules.includes('FREEPLAY3')}
          registerButton={modules.includes('DIRECTREG3')}
          agentCentre={modules.includes('AGENT3')}
          affiliateUrl={affiliateUrl(resources)}
          rankPage={modules.includes('PROMOTION3')}
          labels={{
            login: t('login'),
            register: t('register'),
            freeDemo: t('freeDemo'),
            freeDemoFailed: t('freeDemo'),
            failed: ta('failed'),
            ok: ta('ok'),
            menu: ta('member.menu'),
            memberCentre: ta('member.memberCentre'),
            accountRecord: ta('member.accountRecord'),
            bettingRecord: ta('member.bettingRecord'),
            agentCentre: ta('member.agentCentre'),
            signOut: ta('logout'),
            rankPage: tv('title'),
            memberLabels: ta('member.labels'),
          }}
        />
      </div>
    </header>
  );
}
