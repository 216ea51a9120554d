import { getTranslations } from 'next-intl/server';
import type { PromotionCategory } from '@/lib/contract/catalogue';
import type { Locale } from '@/lib/contract/languages';
import { localePrefix } from '@/lib/i18n/prefix';
import { getImageCdn, getPromotions } from '@/lib/wps/catalogue';
import { FallbackImage } from '../ui/fallback-image';
import { claimLabels } from './claim-labels';
import { PromotionClaim } from './promotion-claim';

const TYPES: PromotionCategory[] = ['new_player', 'daily', 'deposit', 'rebate', 'vip', 'lottery'];
type Search = Record<string, string | string[] | undefined>;

/** Running promotions with type filters (?type=), each linking to its detail page. */
export async function PromotionList({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Search>;
}) {
  const [t, all, cdn, search] = await Promise.all([
    getTranslations({ locale, namespace: 'promotions' }),
    getPromotions(locale),
    getImageCdn(),
    searchParams,
  ]);
  const asked = typeof search.type === 'string' ? search.type : undefined;
  const type = TYPES.find((candidate) => candidate === asked);
  const present = TYPES.filter((candidate) => all.some((p) => p.category === candidate));
  const shown = type ? all.filter((p) => p.category === type) : all;
  const base = `${localePrefix(locale)}/promotions`;
  const labels = claimLabels(t);
  return (
    <>
      <nav className="vendor-tabs" aria-label={t('types')}>
        <a href={base} aria-current={type ? undefined : 'page'}>
          {t('all')}
        </a>
        {present.map((candidate) => (
          <a
            key={candidate}
            href={`${base}?type=${candidate}`}
            aria-current={candidate === type ? 'page' : undefined}
          >
            {t(`type_${candidate}`)}
          </a>
        ))}
      </nav>
      <ul className="promotion-grid">
        {shown.map((p, i) => (
          <li key={p.id} className="promotion-card">
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
    </>
  );
}
