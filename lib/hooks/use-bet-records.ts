import { useLocale } from 'next-intl';
import useSWR from 'swr';
import type { BetRecordPage, BetStatus } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const BET_STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const satisfies BetStatus[];
export type BetFilter = { from: string; to: string; vendor?: string; status?: BetStatus };
export const BETS_PAGE_SIZE = 10;

/** The betting record (personalHistoryCopy): one page of bets and the totals of every match. */
export function useBetRecords(filter: BetFilter, pageNo: number) {
  const locale = useLocale();
  const url = pagedUrl('betRecords', {
    ...filter,
    language: locale,
    pageNo,
    pageSize: BETS_PAGE_SIZE,
  });
  return useSWR<BetRecordPage>(url, wpsFetch, { keepPreviousData: true });
}
