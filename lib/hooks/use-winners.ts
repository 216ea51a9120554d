import useSWR from 'swr';
import type { Locale } from '../contract/languages';
import { WINNERS_PAGE_SIZE, type WinnerEntry } from '../contract/winners';
import { wpsFetch } from './wps-fetch';

/** How often an open page asks for the newest big wins. */
export const WINNERS_REFRESH_MS = 30_000;

export const winnersUrl = (locale: Locale) =>
  `/api/wps/winnerBoard?${new URLSearchParams({ language: locale, pageSize: String(WINNERS_PAGE_SIZE) })}`;

/** The newest big wins, refreshed in the background; `initial` is the server's render of them. */
export function useWinners(locale: Locale, initial: WinnerEntry[] | null) {
  return useSWR<WinnerEntry[]>(winnersUrl(locale), wpsFetch, {
    fallbackData: initial ?? undefined,
    refreshInterval: WINNERS_REFRESH_MS,
  });
}
