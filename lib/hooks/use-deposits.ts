import useSWR from 'swr';
import type { DepositOrder, RecordPage } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const DEPOSITS_PAGE_SIZE = 5;

/** The member's deposit orders, newest first. */
export function useDeposits(
  pageNo: number,
  refreshInterval: number | ((page?: RecordPage<DepositOrder>) => number) = 0,
) {
  const url = pagedUrl('deposits', { pageNo, pageSize: DEPOSITS_PAGE_SIZE });
  return useSWR<RecordPage<DepositOrder>>(url, wpsFetch, {
    keepPreviousData: true,
    refreshInterval,
  });
}
