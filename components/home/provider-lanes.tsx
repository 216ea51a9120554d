import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { categoryPath } from '@/lib/routes';
import { getImageCdn, getVendorLanes } from '@/lib/wps/catalogue';
import { VendorLogo } from '../ui/vendor-logo';

/** One lane per category that has vendors, in the spec's order, each vendor with its logo. */
export async function ProviderLanes({ locale }: { locale: Locale }) {
  const [t, tc, lanes, cdn] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'categories' }),
    getVendorLanes(),
    getImageCdn(),
  ]);
  const prefix = localePrefix(locale);
  return (
    <section className="provider-lanes" aria-label={t('providers')}>
      {lanes.map((lane) => (
        <section
          key={lane.title}
          id={`cat-${lane.title}`}
          className="lane"
          aria-labelledby={`lane-${lane.title}`}
        >
          <header className="lane-head">
            <h2 id={`lane-${lane.title}`}>{tc(lane.title)}</h2>
            <span className="muted">{t('providerCount', { count: lane.cards.length })}</span>
          </header>
          <ul className="vendor-grid">
            {lane.cards.map((card) => (
              <li key={card.vassalage} className="vendor-card">
                <a
                  href={`${prefix}${categoryPath(lane.title)}?page=${encodeURIComponent(card.vassalage)}`}
                >
                  <VendorLogo cdn={cdn} vendor={card.vassalage} name="" width={240} height={96} />
                  <span className="vendor-name">{card.name}</span>
                  {card.isHot === 1 && <span className="badge-hot">{t('hot')}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
