import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Verifier, type VerifierLabels } from '@/components/fairness/verifier';
import type { Locale } from '@/lib/contract/languages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/fairness'>;

const LABELS = [
  'game',
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'target',
  'direction',
  'under',
  'over',
  'cashout',
  'verify',
  'hashMatches',
  'hashDiffers',
  'noHash',
  'numbers',
  'result',
  'slotNoWin',
  'won',
  'lost',
  'invalid',
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'fairness' });
  return {
    ...pageMetadata({
      locale: locale as Locale,
      path: '/fairness',
      title: t('title'),
      description: t('description'),
    }),
    robots: { index: false },
  };
}

/** Provable fairness: any in-house round recomputed in the browser from its revealed seeds. */
export default async function FairnessPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'fairness' });
  const labels = {
    ...Object.fromEntries(LABELS.map((key) => [key, t(key)])),
    games: { slot: t('games.slot'), dice: t('games.dice'), crash: t('games.crash') },
    // Templates the client fills in: each formatted with its own placeholders as the values (the
    // messages are compiled at build time, so there is no raw text to send).
    slotWins: t('slotWins', { count: '{count}', x: '{x}' }),
    diceResult: t('diceResult', { roll: '{roll}', outcome: '{outcome}' }),
    crashResult: t('crashResult', { crash: '{crash}' }),
    cashedOut: t('cashedOut', { x: '{x}' }),
    notCashed: t('notCashed'),
  } as VerifierLabels;
  return (
    <main className="fairness">
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <p className="muted">{t('how')}</p>
      <Suspense fallback={<div className="skeleton detail-skeleton" />}>
        <Verifier labels={labels} locale={locale} />
      </Suspense>
    </main>
  );
}
