import useSWR from 'swr';
import type { Category, GamePage } from '../contract/catalogue';
import { wpsFetch } from './wps-fetch';

/** All games of one vendor in a category (the VASSALAGE popup), fetched when asked for. */
export function useVendorGames(
  gameType: Category,
  vassalage: string,
  language: string,
  enabled: boolean,
) {
  const query = new URLSearchParams({ gameType, vassalage, language, pageSize: '200' });
  return useSWR<GamePage>(enabled ? `/api/wps/gameList?${query}` : null, wpsFetch, {
    revalidateOnFocus: false,
  });
}
