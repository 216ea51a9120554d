import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Header-only pages: the lottery hall, the game frame and the standalone help centre. */
export default async function BareLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SiteHeader locale={locale} />
      <div id="content" className="page page-bare">
        {children}
      </div>
    </>
  );
}
