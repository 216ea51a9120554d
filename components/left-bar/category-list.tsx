import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { Link } from '@/lib/i18n/navigation';
import { categoryPath } from '@/lib/routes';
import { getImageCdn, getVendorLanes } from '@/lib/wps/catalogue';
import { Icon } from '../ui/icon';
import { BarLink } from './bar-link';
import { CategoryIcon } from './category-icon';
import { VendorLogo } from './vendor-logo';

/** The categories that have vendors, each opening to its vendors (links to the category lobby). */
export async function CategoryList({ locale }: { locale: Locale }) {
  const [t, tc, lanes, cdn] = await Promise.all([
    getTranslations({ locale, namespace: 'leftBar' }),
    getTranslations({ locale, namespace: 'categories' }),
    getVendorLanes(),
    getImageCdn(),
  ]);
  return (
    <ul className="lb-list" aria-label={t('games')}>
      {lanes.map((lane) => {
        const lobby = categoryPath(lane.title);
        const name = tc(lane.title);
        return (
          <li key={lane.title} className="lb-category" data-category={lane.title}>
            <details name="lb-category" className="lb-details">
              <summary className="lb-row">
                <CategoryIcon category={lane.title} />
                <span className="lb-label">{name}</span>
                <Icon name="chevron-down" className="lb-chevron" size={16} />
              </summary>
              <ul className="lb-vendors" aria-label={t('vendorsOf', { category: name })}>
                {lane.cards.map((card) => (
                  <li key={card.vassalage}>
                    <Link
                      className="lb-vendor"
                      href={{ pathname: lobby, query: { page: card.vassalage } }}
                    >
                      <VendorLogo
                        src={`${cdn}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${card.vassalage}-WHITE.png`}
                        fallback={<Icon name="gamepad-2" size={16} />}
                      />
                      <span>{card.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
            <BarLink href={lobby} className="lb-row lb-rail-only" title={name}>
              <CategoryIcon category={lane.title} />
              <span className="lb-label">{name}</span>
            </BarLink>
          </li>
        );
      })}
    </ul>
  );
}
