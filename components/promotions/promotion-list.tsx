import { getTranslations } from 'next-intl/server';
import { PROMOTION_CATEGORIES } from '@/lib/contract/catalogue';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { getImageCdn, getPromotions } from '@/lib/wps/catalogue';
import { FallbackImage } from '../ui/fallback-image';
import { claimLabels } from './claim-labels';
import { PromotionClaim } from './promotion-claim';
import { PromotionTypes } from './promotion-types';

/**
 * Every running promotion, each linking to its detail page, under type tabs that filter in the
 * browser (?type=): the same HTML for every visitor, so the page is prerendered with the catalogue.
 */
export async function PromotionList({ locale }: { locale: Locale }) {
  const [t, all, cdn] = await Promise.all([
    getTranslations({ locale, namespace: 'promotions' }),
    getPromotions(locale),
    getImageCdn(),
  ]);
  const present = PROMOTION_CATEGORIES.filter((candidate) =>
    all.some((p) => p.category === candidate),
  );
  const labels = claimLabels(t);
  return (
    <PromotionTypes
      base={`${localePrefix(locale)}/promotions`}
      types={present}
      names={Object.fromEntries(present.map((type) => [type, t(`type_${type}`)]))}
      all={t('all')}
      label={t('types')}
    >
      <ul className="promotion-grid">
        {all.map((p, i) => (
          <li key={p.id} className="promotion-card" data-category={p.category}>
            <a href={`${localePrefix(locale)}/promoDetail?id=${p.id}`}>
              <FallbackImage
                src={`${cdn}${p.image}`}
                alt=""
                width={800}
                height={400}
                eager={i < 2}
              />
              <span className="promotion-type">{t(`type_${p.category}`)}</span>
              <h2>{p.title}</h2>
              <p className="muted">{p.summary}</p>
            </a>
            <PromotionClaim
              promotionId={p.id}
              claimable={p.claimable}
              raffle={p.raffle}
              labels={labels}
            />
          </li>
        ))}
      </ul>
    </PromotionTypes>
  );
}
