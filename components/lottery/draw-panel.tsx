'use client';

import BadgeCheck from 'lucide-react/icons/badge-check';
import { useMemo } from 'react';
import type { LotteryGameView } from '@/lib/contract/lottery-api';
import type { StreamState } from '@/lib/hooks/use-lottery-stream';
import { awaitedDrawAt, DRAWING_GRACE_MS } from '@/lib/lottery/live';
import { countdownText, gameClock, utcOffset } from '@/lib/lottery/time';
import { resultVerifies } from '@/lib/lottery/verify';
import styles from './lottery.module.css';
import { ResultBalls } from './result-balls';
import { useLotteryText } from './use-lottery-text';

/** The issue on sale with its countdowns and commitment, and the latest result. */
export function DrawPanel({
  game,
  now,
  stream,
  heading: Title = 'h1',
}: {
  game: LotteryGameView;
  now: number | null;
  stream: StreamState;
  heading?: 'h1' | 'h2' | undefined;
}) {
  const { t } = useLotteryText();
  const { current } = game;
  const latest = game.recent[0];
  const awaited = awaitedDrawAt(game);
  const drawing = awaited !== null && now !== null && now < awaited + DRAWING_GRACE_MS;
  const checked = useMemo(
    () => (latest ? resultVerifies(game.gameCode, game.family, latest) : false),
    [game.gameCode, game.family, latest],
  );
  const left = (iso: string) => (now === null ? '–:––' : countdownText(Date.parse(iso) - now));
  return (
    <section className={styles.drawPanel} aria-labelledby="lottery-game-name">
      <div className={styles.drawHead}>
        <Title id="lottery-game-name">{game.gameName}</Title>
        {stream === 'down' && (
          <p className={styles.streamDown} role="status">
            {t('liveDown')}
          </p>
        )}
      </div>
      {current ? (
        <div className={styles.issue} data-testid="lottery-issue" data-numero={current.numero}>
          <p className={styles.issueNumber}>{t('issue', { numero: current.numero })}</p>
          <dl className={styles.timers}>
            <div>
              <dt>{t('closesIn')}</dt>
              <dd data-testid="lottery-close-countdown" data-close-at={current.closeAt}>
                {left(current.closeAt)}
              </dd>
            </div>
            <div>
              <dt>{t('drawsIn')}</dt>
              <dd>{left(current.drawAt)}</dd>
            </div>
          </dl>
          <p className={styles.drawTime}>
            {t('drawsAt', { zone: utcOffset(game.tzOffsetMinutes) })}{' '}
            <time dateTime={current.drawAt}>{gameClock(current.drawAt, game.tzOffsetMinutes)}</time>
          </p>
          {current.commit && (
            <p className={styles.commit} title={t('commitmentHelp')}>
              <span>{t('commitment')}</span>
              <code>{current.commit}</code>
            </p>
          )}
        </div>
      ) : (
        <p className={styles.issue}>{t('noIssue')}</p>
      )}
      <div
        className={styles.latest}
        aria-live="polite"
        data-testid="lottery-latest"
        data-numero={latest?.numero}
      >
        {drawing && (
          <p className={styles.drawing}>
            <span className={styles.pulse} aria-hidden />
            {now !== null && awaited > now
              ? t('nextResultIn', { time: countdownText(awaited - now) })
              : t('drawing')}
          </p>
        )}
        {latest ? (
          <>
            <p className={styles.latestTitle}>
              {t('resultOf', { numero: latest.numero })}
              {checked && (
                <span className={styles.verified} title={t('verifiedHelp')}>
                  <BadgeCheck size={16} aria-hidden />
                  {t('verified')}
                </span>
              )}
            </p>
            {latest.result ? (
              <ResultBalls
                result={latest.result}
                family={game.family}
                label={t('resultOf', { numero: latest.numero })}
              />
            ) : (
              <p className="muted">{t(latest.status === 'VOID' ? 'void' : 'awaitingResult')}</p>
            )}
          </>
        ) : (
          !drawing && <p className="muted">{t('noResults')}</p>
        )}
      </div>
    </section>
  );
}
