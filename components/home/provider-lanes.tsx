import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getImageCdn, getVendorLanes } from '@/lib/wps/catalogue';

/** One lane per category that has vendors, in the spec's order, each vendor with its logo. */
export async function ProviderLanes({ locale }: { locale: Locale }) {
  const [t, tc, lanes, cdn] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'categories' }),
    getVendorLanes(),
    getImageCdn(),
  ]);
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
                {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG from the brand's image CDN */}
                <img
                  src={`${cdn}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${card.vassalage}-WHITE.png`}
                  alt=""
                  width={240}
                  height={96}
                  loading="lazy"
                />
                <span className="vendor-name">{card.name}</span>
                {card.isHot === 1 && <span className="badge-hot">{t('hot')}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
