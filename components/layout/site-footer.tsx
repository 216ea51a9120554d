import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { Link } from '@/lib/i18n/navigation';
import { getBrand, getImageCdn, getVendorLanes } from '@/lib/wps/catalogue';
import { getHelpArticles, getResources, getYear } from '@/lib/wps/site';
import { VendorLogo } from '../ui/vendor-logo';

/** Footer: about and affiliate links, help links to /help#{tag}, vendor logos, responsibility, copyright. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, brand, articles, resources, lanes, cdn, year] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getBrand(),
    getHelpArticles(locale),
    getResources(),
    getVendorLanes(),
    getImageCdn(),
    getYear(),
  ]);
  const affiliate = resources.find((r) => r.resourceType === 'AFFILIATELINK');
  const vendors = [...new Map(lanes.flatMap((l) => l.cards).map((c) => [c.vassalage, c])).values()];
  const column = (category: string) => articles.filter((a) => a.category === category);
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section>
          <h2>{t('about')}</h2>
          <ul>
            <li>
              <Link href="/help#about-us">{t('aboutUs')}</Link>
            </li>
            {affiliate && (
              <li>
                <a href={affiliate.url} rel="noopener" target="_blank">
                  {t('affiliate')}
                </a>
              </li>
            )}
          </ul>
        </section>
        {(['account', 'wallet', 'responsible'] as const).map((category) => (
          <section key={category}>
            <h2>{t(`help_${category}`)}</h2>
            <ul>
              {column(category).map((a) => (
                <li key={a.tag}>
                  <Link href={`/help#${a.tag}`}>{a.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ul className="vendor-strip" aria-label={t('providers')}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <VendorLogo cdn={cdn} vendor={v.vassalage} name={v.name} width={120} height={48} />
          </li>
        ))}
      </ul>
      <p className="responsibility">{t('responsibility')}</p>
      <p className="copyright">{t('copyright', { year, brand: brand.name })}</p>
    </footer>
  );
}
