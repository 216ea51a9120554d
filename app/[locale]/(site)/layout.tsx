import { FirstNotice } from '@/components/dialogs/first-notice';
import { BottomBar } from '@/components/layout/bottom-bar';
import { LeftBar } from '@/components/left-bar/left-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Pages with header, side menu and footer (home, lobbies, promotions, help, points mall). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      {/* First in the page, so that it is painted with the first paint (it covers the page). */}
      <FirstNotice locale={locale} />
      <SiteHeader locale={locale} />
      <div className="shell">
        <LeftBar locale={locale} />
        <div className="shell-main">
          <div id="content" className="page">
            {children}
          </div>
          <SiteFooter locale={locale} />
        </div>
      </div>
      <BottomBar locale={locale} />
    </>
  );
}
