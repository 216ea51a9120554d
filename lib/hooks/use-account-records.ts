import useSWR from 'swr';
import type { LedgerRecord, RecordPage } from '../contract/wallet';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'adjustment',
  'bet',
  'win',
  'bonus',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export type RecordFilter = { type?: RecordType; from?: string; to?: string };
export const RECORDS_PAGE_SIZE = 10;

/** The account record (every entry on the member's wallets, with the balance after each). */
export function useAccountRecords(filter: RecordFilter, pageNo: number) {
  const url = pagedUrl('transactionHistory', { ...filter, pageNo, pageSize: RECORDS_PAGE_SIZE });
  return useSWR<RecordPage<LedgerRecord>>(url, wpsFetch, { keepPreviousData: true });
}
