'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { sendGameCall } from '@/lib/games/game-call';
import type { GameRef } from '@/lib/games/game-ref';
import { frameSrc, launchProblem, launchRequest, type LaunchProblem } from '@/lib/games/launch';
import { refreshMoney } from '@/lib/hooks/use-balance';
import { refreshRecentGames } from '@/lib/hooks/use-recent-games';

export type LaunchState =
  | { kind: 'launching' }
  | { kind: 'ready'; src: string }
  | { kind: 'failed'; problem: LaunchProblem };

const currentTheme = () =>
  document.documentElement.dataset.theme === 'light' ? ('light' as const) : ('dark' as const);

/**
 * Asks the platform for the game's address (one launch per attempt: each issues a launch token and
 * counts as a recent game), then frames it in the portal's theme. `retry` launches again.
 */
export function useLaunch(game: GameRef, trial: boolean) {
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ kind: 'launching' });
  const { nodeId, gameId, vendor } = game;
  useEffect(() => {
    let current = true;
    void sendGameCall('launchGame', launchRequest({ nodeId, gameId, vendor }, trial), locale).then(
      (result) => {
        if (!current) return;
        if (!result.ok)
          return setState({ kind: 'failed', problem: launchProblem(result.status, result.code) });
        const src = frameSrc(result.value, currentTheme(), window.location.origin);
        setState(src ? { kind: 'ready', src } : { kind: 'failed', problem: 'unavailable' });
        // A transfer-wallet launch moves money to the vendor's wallet; the launch is a recent game.
        void refreshMoney();
        void refreshRecentGames();
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, locale, nodeId, gameId, vendor, trial]);
  const retry = useCallback(() => {
    setState({ kind: 'launching' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
