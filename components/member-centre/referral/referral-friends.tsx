'use client';

import { useTranslations } from 'next-intl';
import type { ReferralInfo } from '@/lib/contract/rewards';
import { DateTime } from '../date-time';
import { StatusBadge } from '../status-badge';
import styles from './referral.module.css';

/** The friends who joined with the member's code: deposited yet, turnover towards the target, earned. */
export function ReferralFriends({
  info,
  money,
}: {
  info: ReferralInfo;
  money: (minor: number) => string;
}) {
  const t = useTranslations('memberCentre.referral');
  const target = info.rules.turnoverTarget;
  return (
    <section className="mc-card" aria-labelledby="referral-friends">
      <div className={styles.friendsHead}>
        <h4 id="referral-friends">{t('friends', { count: info.friends.length })}</h4>
        <strong data-testid="referral-earned">{t('earned', { amount: money(info.earned) })}</strong>
      </div>
      {info.friends.length === 0 ? (
        <p className="mc-note">{t('noFriends')}</p>
      ) : (
        <div className="mc-table-wrap" tabIndex={0} role="region" aria-label={t('friendsTable')}>
          <table className="mc-table">
            <thead>
              <tr>
                <th scope="col">{t('friend')}</th>
                <th scope="col">{t('joined')}</th>
                <th scope="col">{t('deposit')}</th>
                <th scope="col">{t('turnover')}</th>
                <th scope="col" className="num">
                  {t('reward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {info.friends.map((f, i) => (
                <tr key={`${f.player}-${i}`} data-friend={f.player}>
                  <td>{f.player}</td>
                  <td>
                    <DateTime iso={f.registeredAt} />
                  </td>
                  <td>
                    <StatusBadge
                      status={f.deposited ? 'confirmed' : 'pending'}
                      label={f.deposited ? t('deposited') : t('notDeposited')}
                    />
                  </td>
                  <td>
                    {target > 0 && (
                      <progress
                        max={target}
                        value={f.turnover}
                        aria-label={t('turnoverOf', { friend: f.player })}
                      />
                    )}
                    <div className="mc-item-meta">
                      {target > 0 ? `${money(f.turnover)} / ${money(target)}` : money(f.turnover)}
                    </div>
                  </td>
                  <td className="num">{money(f.earned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
