import Check from 'lucide-react/icons/check';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import type { VipRank } from '@/lib/contract/rewards';
import { formatMoney } from '@/lib/wallet/money';
import { MemberLabel } from '../auth/member-label';
import { multipleOf, percentOf } from './rates';
import styles from './vip.module.css';

/**
 * Every club rank in a row: what reaches it (lifetime totals) and what it gives. Scrolls sideways
 * on narrow screens with the rank column kept in view.
 */
export async function RankTable({
  ranks,
  currency,
  locale,
}: {
  ranks: VipRank[];
  currency: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'vip' });
  const threshold = (value: number | null) =>
    value === null
      ? t('byInvitation')
      : value === 0
        ? t('noMinimum')
        : formatMoney(value, currency, locale);
  return (
    <section className={styles.ranks}>
      <h2 id="vip-ranks-title">{t('ranksTitle')}</h2>
      <div className={styles.scroller} role="region" aria-labelledby="vip-ranks-title" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('rank')}</th>
              <th scope="col">{t('turnover')}</th>
              <th scope="col">{t('deposits')}</th>
              <th scope="col">{t('rebate')}</th>
              <th scope="col">{t('points')}</th>
              <th scope="col">{t('withdraw')}</th>
              <th scope="col">{t('service')}</th>
            </tr>
          </thead>
          <tbody>
            {ranks.map((rank) => (
              <tr key={rank.rankLevel} data-rank={rank.rankLevel}>
                <th scope="row">
                  <MemberLabel label={rank} />
                </th>
                <td>{threshold(rank.minTurnover)}</td>
                <td>{threshold(rank.minDeposits)}</td>
                <td>{percentOf(rank.rebateRateBp, locale)}</td>
                <td>{t('pointsRate', { rate: multipleOf(rank.pointsRateBp, locale) })}</td>
                <td>
                  {rank.withdrawDailyMax === null
                    ? t('brandLimits')
                    : formatMoney(rank.withdrawDailyMax, currency, locale)}
                </td>
                <td>
                  {rank.vipService ? (
                    <span className={styles.vipService}>
                      <Check size={16} aria-hidden />
                      {t('serviceVip')}
                    </span>
                  ) : (
                    t('serviceLive')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('tableNote')}</p>
    </section>
  );
}
