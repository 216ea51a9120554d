'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { VipRank } from '@/lib/contract/rewards';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { reloadMember, useMember } from '@/lib/hooks/use-member';
import { useVipProgress } from '@/lib/hooks/use-vip';
import { formatMoney } from '@/lib/wallet/money';
import { MemberLabel } from '../auth/member-label';
import styles from './vip.module.css';

/**
 * The signed-in member's rank and two bars towards the next one (lifetime valid turnover and
 * deposits); visitors get the way in. Asked from the browser: the rank page stays cached.
 */
export function VipProgress({ ranks, currency }: { ranks: VipRank[]; currency: string }) {
  const t = useTranslations('memberCentre.vip');
  const locale = useLocale();
  const { member, known } = useMember();
  const gate = useLoginGate();
  const signedIn = member !== null;
  const { data, error, mutate } = useVipProgress(signedIn);
  const shownRank = member?.clubLabel?.rankLevel;
  // Promoted since the header asked: the header's label catches up.
  useEffect(() => {
    if (data && shownRank !== undefined && data.rankLevel !== shownRank) void reloadMember();
  }, [data, shownRank]);

  if (!known) return <div className={`${styles.progress} skeleton`} aria-hidden />;
  if (!signedIn)
    return (
      <div className={styles.progress}>
        <p className="muted">{t('visitor')}</p>
        <button type="button" className="button button-accent" onClick={() => gate()}>
          {t('login')}
        </button>
      </div>
    );
  if (error && !data)
    return (
      <div className={styles.progress} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button button-outline" onClick={() => mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!data) return <div className={`${styles.progress} skeleton`} aria-busy="true" />;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const current = ranks.find((r) => r.rankLevel === data.rankLevel);
  const next = data.next && ranks.find((r) => r.rankLevel === data.next!.rankLevel);
  const bars = data.next
    ? [
        { key: 'turnover', done: data.turnover, target: data.next.minTurnover },
        { key: 'deposits', done: data.deposits, target: data.next.minDeposits },
      ]
    : [];
  return (
    <section className={styles.progress} aria-labelledby="vip-progress-title">
      <div className={styles.progressHead}>
        <h2 id="vip-progress-title">{t('title')}</h2>
        {current && <MemberLabel label={current} />}
      </div>
      {data.next ? (
        <>
          <p className={styles.nextRank}>
            {t('next')} {next ? <MemberLabel label={next} /> : data.next.labelName}
          </p>
          <ul className={styles.bars}>
            {bars.map(({ key, done, target }) => {
              const id = `vip-bar-${key}`;
              const left = Math.max(0, target - done);
              return (
                <li key={key} data-bar={key}>
                  <div className={styles.barHead}>
                    <span id={id}>{t(key as 'turnover' | 'deposits')}</span>
                    <span className={styles.figures}>
                      {t('ofTarget', { done: money(done), target: money(target) })}
                    </span>
                  </div>
                  <progress
                    aria-labelledby={id}
                    max={Math.max(target, 1)}
                    value={target === 0 ? 1 : Math.min(Math.max(done, 0), target)}
                  />
                  <p className="muted">
                    {left > 0 ? t('left', { amount: money(left) }) : t('reached')}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{t('top')}</p>
      )}
    </section>
  );
}
