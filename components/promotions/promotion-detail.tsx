import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/contract/languages';
import { sanitizeContent } from '@/lib/contract/html';
import { localePrefix } from '@/lib/i18n/prefix';
import { getImageCdn, getPromotions } from '@/lib/wps/catalogue';
import { FallbackImage } from '../ui/fallback-image';
import { claimLabels } from './claim-labels';
import { PromotionClaim } from './promotion-claim';

type Search = Record<string, string | string[] | undefined>;

export async function PromotionDetail({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Search>;
}) {
  const [t, format, promotions, cdn, search] = await Promise.all([
    getTranslations({ locale, namespace: 'promotions' }),
    getFormatter({ locale }),
    getPromotions(locale),
    getImageCdn(),
    searchParams,
  ]);
  const promotion = promotions.find((p) => String(p.id) === search.id);
  if (!promotion) notFound();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <article className="promotion-article">
      <a className="back-link" href={`${localePrefix(locale)}/promotions`}>
        ← {t('back')}
      </a>
      <FallbackImage
        src={`${cdn}${promotion.image}`}
        alt=""
        width={800}
        height={400}
        eager
        className="promotion-hero"
      />
      <span className="promotion-type">{t(`type_${promotion.category}`)}</span>
      <h1>{promotion.title}</h1>
      <p className="muted">
        {promotion.endAt
          ? t('period', { start: date(promotion.startAt), end: date(promotion.endAt) })
          : t('since', { start: date(promotion.startAt) })}
      </p>
      <p className="lead">{promotion.summary}</p>
      <PromotionClaim
        promotionId={promotion.id}
        claimable={promotion.claimable}
        raffle={promotion.raffle}
        labels={claimLabels(t)}
      />
      <div
        className="rich-text"
        dangerouslySetInnerHTML={{ __html: sanitizeContent(promotion.content) }}
      />
    </article>
  );
}
