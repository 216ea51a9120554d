'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MissionView } from '@/lib/contract/rewards';
import { refreshMoney, useBalance } from '@/lib/hooks/use-balance';
import { refreshMissions, useMissions } from '@/lib/hooks/use-missions';
import { refreshPoints } from '@/lib/hooks/use-points';
import { formatMoney } from '@/lib/wallet/money';
import { postCall } from '@/lib/wallet/wallet-call';
import { ListState } from '../list-state';
import { useRefusalText } from '../use-refusal-text';
import styles from './missions.module.css';

/** This period's missions: progress towards each target, the reward, and its claim once done. */
export function MissionList() {
  const t = useTranslations('memberCentre.missions');
  const { data, error, isLoading, mutate } = useMissions();
  if (!data || data.length === 0)
    return (
      <ListState
        loading={isLoading}
        error={Boolean(error)}
        empty={Boolean(data)}
        emptyText={t('empty')}
        onRetry={() => void mutate()}
      />
    );
  return (
    <ul className={styles.missions}>
      {data.map((mission) => (
        <MissionItem key={mission.id} mission={mission} />
      ))}
    </ul>
  );
}

function MissionItem({ mission }: { mission: MissionView }) {
  const t = useTranslations('memberCentre.missions');
  const locale = useLocale();
  const currency = useBalance(true).data?.currency ?? 'MYR';
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = mission.kind === 'DEPOSIT' || mission.kind === 'TURNOVER';
  const figure = (n: number) =>
    money ? formatMoney(n, currency, locale) : n.toLocaleString(locale);
  const reward =
    mission.rewardKind === 'cash'
      ? formatMoney(mission.rewardAmount, currency, locale)
      : t('points', { points: mission.rewardAmount.toLocaleString(locale) });
  async function claim() {
    setBusy(true);
    setRefusal(null);
    const result = await postCall('missionClaim', { missionId: mission.id }, locale);
    setBusy(false);
    if (!result.ok) setRefusal(refusalText(result, currency));
    await Promise.all([refreshMissions(), refreshMoney(), refreshPoints()]);
  }
  return (
    <li
      className={`mc-card ${styles.mission}`}
      data-mission={mission.id}
      data-state={mission.state}
    >
      <div className={styles.head}>
        <h4>{mission.title}</h4>
        <span className={styles.period}>{t(`periods.${mission.period}`)}</span>
      </div>
      <progress
        max={mission.target}
        value={mission.progress}
        aria-label={t('progressOf', { title: mission.title })}
      />
      <p className={styles.figures}>
        <span>
          {figure(mission.progress)} / {figure(mission.target)}
        </span>
        <span>{t('reward', { reward })}</span>
      </p>
      {mission.state === 'completed' ? (
        <button
          type="button"
          className="button button-accent"
          onClick={claim}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('claim')}
        </button>
      ) : (
        <span
          className="mc-status"
          data-status={mission.state === 'claimed' ? 'confirmed' : undefined}
          role="status"
        >
          {t(`states.${mission.state}`)}
        </span>
      )}
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
}
