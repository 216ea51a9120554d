'use client';

import type { LotteryGameView } from '@/lib/contract/lottery-api';
import { Link } from '@/lib/i18n/navigation';
import { gameClock } from '@/lib/lottery/time';
import styles from './lottery.module.css';
import { ResultBalls } from './result-balls';
import { useLotteryText } from './use-lottery-text';

/** The ten results before the latest one, newest first. */
export function RecentResults({ game }: { game: LotteryGameView }) {
  const { t } = useLotteryText();
  const previous = game.recent.slice(1, 11);
  return (
    <section className={styles.card} aria-labelledby="lottery-recent-title">
      <div className={styles.cardHead}>
        <h2 id="lottery-recent-title">{t('recentResults')}</h2>
        <p className={styles.cardLinks}>
          <Link href={`/results/${game.gameCode}`}>{t('allResults')}</Link>
          <Link href={`/trend/${game.gameCode}`}>{t('trend')}</Link>
        </p>
      </div>
      {previous.length === 0 ? (
        <p className={styles.empty}>{t('noResults')}</p>
      ) : (
        <ol className={styles.results} data-testid="lottery-recent">
          {previous.map((result) => (
            <li key={result.numero}>
              <span className={styles.resultIssue}>
                {result.numero}
                <small className="muted">{gameClock(result.drawAt, game.tzOffsetMinutes)}</small>
              </span>
              {result.result ? (
                <ResultBalls
                  result={result.result}
                  family={game.family}
                  label={t('resultOf', { numero: result.numero })}
                  compact
                />
              ) : (
                <span className="muted">
                  {t(result.status === 'VOID' ? 'void' : 'awaitingResult')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
