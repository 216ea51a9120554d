import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PromotionDetail } from '@/components/promotions/promotion-detail';
import type { Locale } from '@/lib/contract/languages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getPromotions } from '@/lib/wps/catalogue';

type Props = PageProps<'/[locale]/promoDetail'>;

/** The promotion is looked up before anything is sent, so an unknown id answers 404, not a 200 shell. */
export const instant = false;

async function promotionOf({ params, searchParams }: Props) {
  const [{ locale }, search] = await Promise.all([params, searchParams]);
  const promotion = (await getPromotions(locale as Locale)).find((p) => String(p.id) === search.id);
  if (!promotion) notFound();
  return promotion;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const promotion = await promotionOf(props);
  return { title: promotion.title, description: promotion.summary };
}

/** A promotion's page (/promoDetail?id=); claiming arrives with the promotions service. */
export default async function PromotionDetailPage(props: Props) {
  const locale = await pageLocale(props.params);
  const promotion = await promotionOf(props);
  const t = await getTranslations({ locale, namespace: 'promotions' });
  return (
    <main className="promotion-detail">
      <PromotionDetail locale={locale} promotion={promotion} backLabel={t('back')} />
    </main>
  );
}
