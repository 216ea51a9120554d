import { useCallback, useEffect, useRef, useState } from 'react';
import { playByCode, type UnitMode } from '@/lib/contract/lottery';
import type { LotteryGameView } from '@/lib/contract/lottery-api';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { useLotteryGame } from '@/lib/hooks/use-lottery-game';
import { refreshLotteryRecords } from '@/lib/hooks/use-lottery-records';
import { useServerClock } from '@/lib/hooks/use-server-clock';
import type { SlipLine } from '@/lib/lottery/slip';

/**
 * Betting on one game, wherever the page shows it (the hall, /vnlottery): the live game and clock,
 * the chosen play (kept in the address), unit, multiple and the slip's lines.
 */
export function useLotteryBetting(
  gameCode: string,
  initialGame: LotteryGameView | null,
  serverNow: number,
  playType: string | null,
) {
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
  const placed = useCallback(() => {
    setLines([]);
    void refreshMoney();
    void refreshLotteryRecords();
  }, []);
  const stale = useCallback(() => void refresh(), [refresh]);

  return {
    game,
    error,
    refresh,
    stream,
    now,
    view,
    play,
    latest,
    choosePlay,
    unitMode,
    setUnitMode,
    multiple,
    setMultiple,
    lines,
    addLine: (line: SlipLine) => setLines((current) => [...current, line]),
    removeLine: (id: string) => setLines((current) => current.filter((line) => line.id !== id)),
    clearLines: () => setLines([]),
    placed,
    stale,
  };
}

export type LotteryBetting = ReturnType<typeof useLotteryBetting>;
