'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playByCode, type UnitMode } from '@/lib/contract/lottery';
import type { LotteryGameView, LotteryMenuGroup } from '@/lib/contract/lottery-api';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useLotteryFavourites } from '@/lib/hooks/use-lottery-favourites';
import { useLotteryGame } from '@/lib/hooks/use-lottery-game';
import { refreshLotteryRecords } from '@/lib/hooks/use-lottery-records';
import { useMember } from '@/lib/hooks/use-member';
import { useServerClock } from '@/lib/hooks/use-server-clock';
import { localePath } from '@/lib/i18n/prefix';
import type { SlipLine } from '@/lib/lottery/slip';
import { BetBuilder } from './bet-builder';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { GameMenu } from './game-menu';
import styles from './lottery.module.css';
import { MyBets } from './my-bets';
import { PlayTabs } from './play-tabs';
import { RecentResults } from './recent-results';
import { useLotteryText } from './use-lottery-text';

type Props = {
  groups: LotteryMenuGroup[];
  gameCode: string;
  initialGame: LotteryGameView | null;
  playType: string | null;
  currency: string;
  serverNow: number;
};

/** The lottery hall for one game: menu, draw, picker, slip, results and the member's bets. */
export function LotteryHallView({
  groups,
  gameCode,
  initialGame,
  playType,
  currency,
  serverNow,
}: Props) {
  const { t } = useLotteryText();
  const locale = useLocale();
  const { member } = useMember();
  const signedIn = member !== null;
  const gate = useLoginGate();
  const favourites = useLotteryFavourites(member?.account ?? null);
  const { game, error, refresh, skew, stream } = useLotteryGame(gameCode, initialGame, serverNow);
  const now = useServerClock(skew);
  const [playCode, setPlayCode] = useState(playType ?? '');
  const [unitMode, setUnitMode] = useState<UnitMode>('yuan');
  const [multiple, setMultiple] = useState('1');
  const [lines, setLines] = useState<SlipLine[]>([]);

  const view = game?.plays.find((p) => p.code === playCode) ?? game?.plays[0];
  const play = view ? playByCode(view.code) : undefined;

  // A new result, or the last one settled: the member's bets and balance have moved.
  const latest = game?.recent[0];
  const latestKey = `${latest?.numero ?? ''}|${latest?.status ?? ''}`;
  const seen = useRef(latestKey);
  useEffect(() => {
    if (seen.current === latestKey) return;
    seen.current = latestKey;
    void refreshLotteryRecords();
    void refreshMoney();
  }, [latestKey]);

  const choosePlay = (code: string) => {
    setPlayCode(code);
    const url = new URL(window.location.href);
    url.searchParams.set('gameCode', gameCode);
    url.searchParams.set('playType', code);
    window.history.replaceState(null, '', url);
  };
  const star = async (code: string) => {
    if (await gate({ trialAllowed: true })) favourites.toggle(code);
  };
  const placed = useCallback(() => {
    setLines([]);
    void refreshMoney();
    void refreshLotteryRecords();
  }, []);
  const stale = useCallback(() => void refresh(), [refresh]);

  return (
    <div className={styles.hall}>
      <GameMenu
        groups={groups}
        current={gameCode}
        favourites={favourites.codes}
        onStar={(code) => void star(code)}
      />
      {game && view && play ? (
        <>
          <section className={styles.board} aria-label={t('betting')}>
            <DrawPanel game={game} now={now} stream={stream} />
            <PlayTabs plays={game.plays} current={view.code} onChange={choosePlay} />
            <BetBuilder
              key={view.code}
              game={game}
              play={play}
              view={view}
              currency={currency}
              unitMode={unitMode}
              multiple={multiple}
              onUnitMode={setUnitMode}
              onMultiple={setMultiple}
              onAdd={(line) => setLines((current) => [...current, line])}
            />
          </section>
          <BetSlip
            game={game}
            lines={lines}
            currency={currency}
            signedIn={signedIn}
            onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
            onClear={() => setLines([])}
            onPlaced={placed}
            onStale={stale}
          />
          <div className={styles.records}>
            <RecentResults game={game} />
            <MyBets
              gameCode={gameCode}
              signedIn={signedIn}
              currency={currency}
              latestNumero={latest?.result ? latest.numero : undefined}
              here={localePath(locale, `/lottery?gameCode=${encodeURIComponent(gameCode)}`)}
            />
          </div>
        </>
      ) : (
        <section
          className={`${styles.board} ${styles.unavailable}`}
          role={error === undefined ? 'status' : 'alert'}
        >
          <p>{t(error === undefined ? 'loading' : 'unavailable')}</p>
          {error !== undefined && (
            <button type="button" className="button button-outline" onClick={() => void refresh()}>
              {t('retry')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
