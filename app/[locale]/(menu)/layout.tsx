import { FirstNotice } from '@/components/dialogs/first-notice';
import { BottomBar } from '@/components/layout/bottom-bar';
import { LeftBar } from '@/components/left-bar/left-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getModules } from '@/lib/wps/site';

/**
 * Header and side menu (/vnlottery, /seamless). The bars are hidden there unless the brand turns
 * SEAMLESSBAR3 on (spec section 2); then the side menu starts collapsed.
 */
export default async function MenuLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const withBars = (await getModules()).includes('SEAMLESSBAR3');
  return (
    <>
      {/* First in the page, so that it is painted with the first paint (it covers the page). */}
      <FirstNotice locale={locale} />
      {withBars && <SiteHeader locale={locale} />}
      <div className={withBars ? 'shell shell-collapsed' : 'shell shell-full'}>
        {withBars && <LeftBar locale={locale} />}
        <div id="content" className="page">
          {children}
        </div>
      </div>
      {withBars && <BottomBar locale={locale} />}
    </>
  );
}
