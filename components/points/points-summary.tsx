'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBalance } from '@/lib/hooks/use-balance';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { usePointsSummary } from '@/lib/hooks/use-points';
import { formatMoney } from '@/lib/wallet/money';
import styles from './points.module.css';

/**
 * The member's points, what they are worth at the brand's ratio and the rank's earning rate;
 * visitors get the way in (the login popup). `turnoverPerPoint`: the rule's figure, in minor units.
 */
export function PointsSummary({
  turnoverPerPoint,
  heading: Heading = 'h2',
}: {
  turnoverPerPoint: number;
  /** The member centre's pages sit under its own h2 and h3. */
  heading?: 'h2' | 'h4';
}) {
  const t = useTranslations('memberCentre.points');
  const locale = useLocale();
  const { member, known } = useMember();
  const gate = useLoginGate();
  const signedIn = member !== null;
  const { data } = usePointsSummary(signedIn);
  const currency = useBalance(signedIn).data?.currency ?? 'MYR';
  // Until the browser knows who is there, the visitor's button keeps its place (no shift below).
  if (!known)
    return (
      <div className={`${styles.summary} holds-place`} aria-hidden="true">
        <button type="button" className="button button-accent" disabled tabIndex={-1}>
          {t('loginToRedeem')}
        </button>
      </div>
    );
  if (!signedIn)
    return (
      <div className={styles.summary}>
        <button type="button" className="button button-accent" onClick={() => gate()}>
          {t('loginToRedeem')}
        </button>
      </div>
    );
  return (
    <section
      className={styles.summary}
      aria-labelledby="points-summary-title"
      aria-busy={!data || undefined}
    >
      <Heading id="points-summary-title" className={styles.summaryTitle}>
        {t('balance')}
      </Heading>
      <p className={styles.balance} data-testid="points-balance">
        {data ? data.points.toLocaleString(locale) : '…'}
      </p>
      {data && (
        <ul className={styles.facts}>
          <li>{t('ratio', { ratio: data.ratio, unit: formatMoney(100, currency, locale) })}</li>
          <li>{t('rankRate', { rate: (data.rankRate / 10_000).toLocaleString(locale) })}</li>
        </ul>
      )}
      <p className="muted">
        {t('earnRule', { amount: formatMoney(turnoverPerPoint, currency, locale) })}
      </p>
    </section>
  );
}
