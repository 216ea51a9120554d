'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMissionLeaderboard } from '@/lib/hooks/use-missions';
import { TabList } from '../../auth/tab-list';
import { ListState } from '../list-state';
import styles from './missions.module.css';

type Period = 'daily' | 'weekly';

/** The period's leaders by missions completed, masked, refreshed while open. */
export function MissionBoard() {
  const t = useTranslations('memberCentre.missions');
  const [period, setPeriod] = useState<Period>('daily');
  const { data, error, isLoading, mutate } = useMissionLeaderboard(period);
  return (
    <section className="mc-card" aria-labelledby="mission-board-title">
      <h4 id="mission-board-title">{t('leaderboard')}</h4>
      <TabList
        items={[
          { id: 'daily', label: t('periods.daily') },
          { id: 'weekly', label: t('periods.weekly') },
        ]}
        value={period}
        onChange={setPeriod}
        label={t('leaderboard')}
        prefix="mission-board"
      />
      <div id="mission-board-panel" role="tabpanel" aria-labelledby={`mission-board-tab-${period}`}>
        {!data || data.list.length === 0 ? (
          <ListState
            loading={isLoading}
            error={Boolean(error)}
            empty={Boolean(data)}
            emptyText={t('boardEmpty')}
            onRetry={() => void mutate()}
          />
        ) : (
          <ol className={styles.board}>
            {data.list.map((row) => (
              <li key={row.rank} data-rank={row.rank}>
                <span className={styles.rank}>{row.rank}</span>
                <span className={styles.player}>{row.player}</span>
                <span>{t('completed', { count: row.completed })}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
