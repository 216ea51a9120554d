import useSWR from 'swr';
import type { RecordPage, Withdrawal } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const WITHDRAWALS_PAGE_SIZE = 5;

/** The member's withdrawals, newest first; the previous page stays while the next loads. */
export function useWithdrawals(pageNo: number) {
  const url = pagedUrl('withdrawals', { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE });
  return useSWR<RecordPage<Withdrawal>>(url, wpsFetch, { keepPreviousData: true });
}
