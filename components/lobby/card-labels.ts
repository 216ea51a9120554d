import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import type { CardLabels } from './game-cards';

/** The game cards' labels in a language (hot badge, a vendor hall's popup). */
export async function cardLabels(locale: Locale): Promise<CardLabels> {
  const t = await getTranslations({ locale, namespace: 'lobby' });
  return { hot: t('hot'), close: t('close'), loading: t('loading'), failed: t('loadFailed') };
}
