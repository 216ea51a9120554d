import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Pages with header and footer (lobbies, promotions, help); bare pages get their own group. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <SiteHeader locale={locale} />
      <div id="content" className="page">
        {children}
      </div>
      <SiteFooter locale={locale} />
    </>
  );
}
