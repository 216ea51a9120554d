import useSWR, { useSWRConfig } from 'swr';
import type { DepositOrder, RecordPage } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const DEPOSITS_PAGE_SIZE = 5;
/** How often a list with a pending order asks again (an operator or the provider decides it). */
export const PENDING_REFRESH_MS = 4000;

type Page = RecordPage<DepositOrder>;

/** Refreshes while the page shows an order still waiting for its decision; idle otherwise. */
export const whilePending = (page?: Page) =>
  page?.list.some((order) => order.status === 'pending') ? PENDING_REFRESH_MS : 0;

/**
 * The member's deposit orders, newest first; `refresh` may depend on what they show. SWR reads a
 * function interval only when it sets its timer up (at mount, before any data), so the interval
 * is worked out here from the cached answer on every render and handed over as a number: a
 * change restarts the timer.
 */
export function useDeposits(pageNo: number, refresh: number | ((page?: Page) => number) = 0) {
  const url = pagedUrl('deposits', { pageNo, pageSize: DEPOSITS_PAGE_SIZE });
  const { cache } = useSWRConfig();
  const cached = cache.get(url)?.data as Page | undefined;
  const refreshInterval = typeof refresh === 'number' ? refresh : refresh(cached);
  return useSWR<Page>(url, wpsFetch, { keepPreviousData: true, refreshInterval });
}
