import Gift from 'lucide-react/icons/gift';
import Package from 'lucide-react/icons/package';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import type { PointsReward } from '@/lib/contract/rewards';
import { formatMoney } from '@/lib/wallet/money';
import { RedeemButton } from './redeem-button';
import styles from './points.module.css';

/** The mall's rewards: what each costs in points, its value, what is left, and its redeem button. */
export async function RewardGrid({
  rewards,
  locale,
  currency,
}: {
  rewards: PointsReward[];
  locale: Locale;
  currency: string;
}) {
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'memberCentre.points' }),
    getTranslations({ locale, namespace: 'pointMall' }),
  ]);
  if (rewards.length === 0) return <p className="muted">{tm('empty')}</p>;
  return (
    <ul className={styles.grid}>
      {rewards.map((reward) => {
        const Icon = reward.kind === 'GOODS' ? Package : Gift;
        return (
          <li key={reward.id} className={styles.card} data-reward={reward.id}>
            <div className={styles.cardHead}>
              <Icon size={28} aria-hidden />
              <span className={styles.kind}>{t(`kinds.${reward.kind}`)}</span>
            </div>
            <h3>{reward.name}</h3>
            <p className="muted">{reward.description}</p>
            <div>
              <p className={styles.cost}>
                {t('requiredPoints', { points: reward.points.toLocaleString(locale) })}
              </p>
              <p className={styles.meta}>
                <span>{t('value', { amount: formatMoney(reward.amount, currency, locale) })}</span>
                {reward.remaining !== null && (
                  <span>{t('remaining', { count: reward.remaining })}</span>
                )}
                {reward.perMember !== null && (
                  <span>{t('perMember', { count: reward.perMember })}</span>
                )}
              </p>
            </div>
            <RedeemButton reward={reward} />
          </li>
        );
      })}
    </ul>
  );
}
