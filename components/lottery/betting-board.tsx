'use client';

import type { PlayType } from '@/lib/contract/lottery';
import type { LotteryGameView, LotteryPlayView } from '@/lib/contract/lottery-api';
import { BetBuilder } from './bet-builder';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import styles from './lottery.module.css';
import { PlayTabs } from './play-tabs';
import type { LotteryBetting } from './use-lottery-betting';
import { useLotteryText } from './use-lottery-text';

type Props = {
  betting: LotteryBetting;
  game: LotteryGameView;
  view: LotteryPlayView;
  play: PlayType;
  currency: string;
  signedIn: boolean;
  /** The game's name is the page's title in the hall, a section's under another title. */
  heading?: 'h1' | 'h2';
};

/** The draw, the play tabs with the picker, and the slip with its chase. */
export function BettingBoard({ betting, game, view, play, currency, signedIn, heading }: Props) {
  const { t } = useLotteryText();
  return (
    <>
      <section className={styles.board} aria-label={t('betting')}>
        <DrawPanel game={game} now={betting.now} stream={betting.stream} heading={heading} />
        <PlayTabs plays={game.plays} current={view.code} onChange={betting.choosePlay} />
        <BetBuilder
          key={view.code}
          game={game}
          play={play}
          view={view}
          currency={currency}
          unitMode={betting.unitMode}
          multiple={betting.multiple}
          onUnitMode={betting.setUnitMode}
          onMultiple={betting.setMultiple}
          onAdd={betting.addLine}
        />
      </section>
      {/* The slip sticks within its own row, never over the results and bets under it. */}
      <div className={styles.slipArea}>
        <BetSlip
          game={game}
          lines={betting.lines}
          currency={currency}
          signedIn={signedIn}
          onRemove={betting.removeLine}
          onClear={betting.clearLines}
          onPlaced={betting.placed}
          onStale={betting.stale}
        />
      </div>
    </>
  );
}

/** While the game loads, or when it could not be read: a status, and a retry after a failure. */
export function GameUnavailable({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useLotteryText();
  return (
    <section className={`${styles.board} ${styles.unavailable}`} role={failed ? 'alert' : 'status'}>
      <p>{t(failed ? 'unavailable' : 'loading')}</p>
      {failed && (
        <button type="button" className="button button-outline" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </section>
  );
}
