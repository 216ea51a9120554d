import { FirstNotice } from '@/components/dialogs/first-notice';
import { SiteHeader } from '@/components/layout/site-header';
import { LeftBar } from '@/components/left-bar/left-bar';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * Header-only pages: the lottery hall, the game frame and the standalone help centre. The side
 * menu is there only as the drawer of the header's menu button (phones and tablets).
 */
export default async function BareLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      {/* First in the page, so that it is painted with the first paint (it covers the page). */}
      <FirstNotice locale={locale} />
      <SiteHeader locale={locale} />
      <LeftBar locale={locale} drawerOnly />
      <div id="content" className="page page-bare">
        {children}
      </div>
    </>
  );
}
