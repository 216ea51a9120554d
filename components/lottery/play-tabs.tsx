'use client';

import type { KeyboardEvent } from 'react';
import type { LotteryPlayView } from '@/lib/contract/lottery-api';
import styles from './lottery.module.css';
import { useLotteryText } from './use-lottery-text';

/** The game's play types as tabs; arrow keys move between them. */
export function PlayTabs({
  plays,
  current,
  onChange,
}: {
  plays: LotteryPlayView[];
  current: string;
  onChange: (code: string) => void;
}) {
  const { t, play } = useLotteryText();
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = plays[(index + step + plays.length) % plays.length];
    if (!next) return;
    onChange(next.code);
    document.getElementById(`lottery-tab-${next.code}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('playTypes')}>
      {plays.map((view, index) => (
        <button
          key={view.code}
          id={`lottery-tab-${view.code}`}
          type="button"
          role="tab"
          aria-selected={view.code === current}
          aria-controls="lottery-play-panel"
          tabIndex={view.code === current ? 0 : -1}
          onClick={() => onChange(view.code)}
          onKeyDown={(event) => move(event, index)}
        >
          {play(view.code)}
        </button>
      ))}
    </div>
  );
}
