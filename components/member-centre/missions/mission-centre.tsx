'use client';

import { MissionBoard } from './mission-board';
import { MissionList } from './mission-list';
import styles from './missions.module.css';

/** Mission activity: this period's missions and the leaderboards. */
export function MissionCentre() {
  return (
    <div className={styles.centre}>
      <MissionList />
      <MissionBoard />
    </div>
  );
}
