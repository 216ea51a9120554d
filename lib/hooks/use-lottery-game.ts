import { useLocale } from 'next-intl';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { LotteryGameView } from '../contract/lottery-api';
import type { LotteryLive } from '../lottery/live';
import { pagedUrl } from './paged-url';
import { useLotteryStream } from './use-lottery-stream';
import { wpsFetch } from './wps-fetch';

/** While the live stream is down, the game is asked for on this timer instead. */
const FALLBACK_REFRESH_MS = 3000;

export const lotteryGameUrl = (gameCode: string, locale: string) =>
  pagedUrl('lotteryGame', { gameCode, language: locale });

/**
 * A lottery game as the member sees it (plays priced at their series), kept current by the live
 * stream: each event replaces the issue, upcoming issues and results in place. `skew` is the
 * server's clock less this device's, for countdowns.
 */
export function useLotteryGame(
  gameCode: string,
  initial: LotteryGameView | null,
  serverNow: number,
) {
  const locale = useLocale();
  const key = lotteryGameUrl(gameCode, locale);
  const [skew, setSkew] = useState(() => serverNow - Date.now());
  const { mutate } = useSWRConfig();
  const onLive = useCallback(
    (live: LotteryLive) => {
      if (live.gameCode !== gameCode) return;
      setSkew(live.serverNow - Date.now());
      // Before the first answer the cache is empty and the page shows the server's copy.
      void mutate<LotteryGameView>(
        key,
        (game = initial ?? undefined) =>
          game && { ...game, current: live.current, upcoming: live.upcoming, recent: live.recent },
        { revalidate: false },
      );
    },
    [gameCode, initial, key, mutate],
  );
  const stream = useLotteryStream(gameCode, onLive);
  const swr = useSWR<LotteryGameView>(key, wpsFetch, {
    fallbackData: initial ?? undefined,
    refreshInterval: stream === 'down' ? FALLBACK_REFRESH_MS : 0,
    keepPreviousData: true,
  });
  return { game: swr.data ?? null, error: swr.error as unknown, refresh: swr.mutate, skew, stream };
}
