'use client';

import { useLocale, useTranslations } from 'next-intl';
import { inviteUrl } from '@/lib/accounts/invite-url';
import { useBalance } from '@/lib/hooks/use-balance';
import { useReferral } from '@/lib/hooks/use-referral';
import { formatMoney } from '@/lib/wallet/money';
import { QrCode } from '../../dialogs/qr-code';
import { CopyField } from '../../ui/copy-field';
import { ListState } from '../list-state';
import { ReferralFriends } from './referral-friends';
import styles from './referral.module.css';

/** Invite friends: the member's code, link and QR code, what referrers earn, and their friends. */
export function ReferralPage() {
  const t = useTranslations('memberCentre.referral');
  const locale = useLocale();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const { data, error, isLoading, mutate } = useReferral();
  if (!data)
    return (
      <ListState
        loading={isLoading}
        error={Boolean(error)}
        empty={false}
        emptyText=""
        onRetry={() => void mutate()}
      />
    );
  const url = inviteUrl(window.location.origin, locale, data.code);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const { rules } = data;
  return (
    <div className={styles.page}>
      <section className={`mc-card ${styles.invite}`} aria-labelledby="referral-invite">
        <QrCode value={url} size={125} label={t('qr')} />
        <div className={styles.inviteBody}>
          <h4 id="referral-invite">{t('yourCode')}</h4>
          <p className={styles.code} data-testid="referral-code">
            {data.code}
          </p>
          <CopyField
            label={t('link')}
            value={url}
            texts={{ copy: t('copy'), copied: t('copied'), copyByHand: t('copyByHand') }}
          />
        </div>
      </section>
      <section className="mc-card" aria-labelledby="referral-rules">
        <h4 id="referral-rules">{t('rulesTitle')}</h4>
        {data.enabled ? (
          <ul className={styles.rules}>
            {rules.depositReward > 0 && (
              <li>
                {t('depositRule', {
                  reward: money(rules.depositReward),
                  deposit: money(rules.minDeposit),
                })}
              </li>
            )}
            {rules.turnoverReward > 0 && rules.turnoverTarget > 0 && (
              <li>
                {t('turnoverRule', {
                  reward: money(rules.turnoverReward),
                  turnover: money(rules.turnoverTarget),
                })}
              </li>
            )}
          </ul>
        ) : (
          <p className="mc-note">{t('paused')}</p>
        )}
      </section>
      <ReferralFriends info={data} money={money} />
    </div>
  );
}
