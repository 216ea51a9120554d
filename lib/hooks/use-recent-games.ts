import { useLocale } from 'next-intl';
import useSWR, { mutate } from 'swr';
import type { Game, Page } from '../contract/catalogue';
import { RECENT_GAMES_CLIENT } from '../games/catalogue-requests';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

const RECENT_URL = '/api/wps/recentGames';
const RECENT_SHOWN = 12;

/** The games the member launched last, newest first (null key for visitors). */
export function useRecentGames(enabled: boolean) {
  const locale = useLocale();
  return useSWR<Page<Game>>(
    enabled
      ? pagedUrl('recentGames', {
          ...RECENT_GAMES_CLIENT,
          language: locale,
          pageSize: RECENT_SHOWN,
        })
      : null,
    wpsFetch,
    { revalidateOnFocus: false },
  );
}

/** After a launch: the recent row asks again. */
export function refreshRecentGames(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(RECENT_URL));
}
