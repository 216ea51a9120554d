import { cacheLife } from 'next/cache';
import type { Locale } from '../contract/languages';
import { WINNERS_PAGE_SIZE, type WinnerEntry } from '../contract/winners';
import { wps } from './client';

// Stale under 30 s would make it a dynamic hole in prerendered pages; the browser refreshes it.
const WINNERS_LIFE = { stale: 30, revalidate: 15, expire: 600 };

/** The winners board's first page for the server render; null when the platform cannot say. */
export async function getWinners(locale: Locale): Promise<WinnerEntry[] | null> {
  'use cache';
  cacheLife(WINNERS_LIFE);
  try {
    return await wps('winnerBoard', { language: locale, pageSize: WINNERS_PAGE_SIZE });
  } catch {
    return null;
  }
}
