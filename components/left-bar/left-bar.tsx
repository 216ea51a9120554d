import { getTranslations } from 'next-intl/server';
import { LOCALE_BY_CODE, type Locale } from '@/lib/contract/languages';
import { RESTORE_SCRIPT } from '@/lib/store/left-bar-storage';
import { getBrand, getStatusInfo } from '@/lib/wps/catalogue';
import { appLinks } from '../dialogs/app-links';
import { usableEntries } from '../dialogs/customer-service-url';
import { Icon } from '../ui/icon';
import { ThemeToggle } from '../layout/theme-toggle';
import { AppDownloadCard } from './app-download-card';
import { BarLink } from './bar-link';
import { CategoryList } from './category-list';
import { CollapseToggle } from './collapse-toggle';
import { CustomerServiceMenu } from './customer-service-menu';
import { DrawerFrame } from './drawer-frame';
import styles from './drawer.module.css';
import { ExpandButton } from './expand-button';
import { GoToTop } from './go-to-top';
import { LanguagePicker } from './language-picker';
import { Shortcuts } from './shortcuts';

/**
 * The side menu, in the spec's order: home, game categories with their vendors, shortcuts,
 * customer service, app download, language; collapse and back-to-top stay pinned at its foot.
 * Below 901 px it is the drawer of the header's menu button, with the theme switch added.
 * `drawerOnly`: pages without the column still get the drawer.
 */
export async function LeftBar({ locale, drawerOnly }: { locale: Locale; drawerOnly?: boolean }) {
  const [t, tl, tn, tm, brand, info] = await Promise.all([
    getTranslations({ locale, namespace: 'leftBar' }),
    getTranslations({ locale, namespace: 'language' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'mobileNav' }),
    getBrand(),
    getStatusInfo(),
  ]);
  const languages = brand.languages.map((code) => LOCALE_BY_CODE[code]);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />
      <DrawerFrame
        label={t('label')}
        closeLabel={tm('closeMenu')}
        closeIcon={<Icon name="x" size={20} />}
        drawerOnly={drawerOnly}
      >
        <div className="lb-scroll">
          <nav>
            <BarLink href="/" className="lb-row lb-home" title={t('home')}>
              <Icon name="house" size={20} />
              <span className="lb-label">{t('home')}</span>
            </BarLink>
            <CategoryList locale={locale} />
          </nav>
          <Shortcuts
            locale={locale}
            referral={info.modules.includes('REFERRAL3')}
            agentCentre={info.modules.includes('AGENT3')}
          />
          <CustomerServiceMenu locale={locale} entries={usableEntries(info.customerService)} />
          <AppDownloadCard locale={locale} links={appLinks(info.resources)} />
          {languages.length > 1 && (
            <div className="lb-section">
              <LanguagePicker
                label={tl('label')}
                icon={<Icon name="globe" size={20} />}
                options={languages.map((l) => ({ locale: l, name: tl(`names.${l}`) }))}
              />
              <ExpandButton label={tl('label')} focus="select" className="lb-row lb-rail-only">
                <Icon name="globe" size={20} />
              </ExpandButton>
            </div>
          )}
          <div className={`lb-section ${styles.themeRow}`}>
            <span>{tm('theme')}</span>
            <ThemeToggle
              labels={{ dark: tn('themeDark'), light: tn('themeLight') }}
              icons={{ dark: <Icon name="sun" size={20} />, light: <Icon name="moon" size={20} /> }}
            />
          </div>
        </div>
        <div className="lb-foot">
          <CollapseToggle
            collapse={t('collapse')}
            expand={t('expand')}
            icons={{
              collapse: <Icon name="panel-left-close" size={20} />,
              expand: <Icon name="panel-left-open" size={20} />,
            }}
          />
          <GoToTop label={t('goToTop')} icon={<Icon name="arrow-up" size={20} />} />
        </div>
      </DrawerFrame>
    </>
  );
}
