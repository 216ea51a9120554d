import useSWR from 'swr';
import type { BillPage, ContractKind } from '../contract/agent';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const BILLS_PAGE_SIZE = 10;
export type BillFilter = { from: string; to: string; account?: string };

/** One page of the bills of one contract kind (this member's and its downlines'), with totals. */
export function useAgentBills(kind: ContractKind, filter: BillFilter, pageNo: number) {
  const url = pagedUrl('agentBills', { kind, ...filter, pageNo, pageSize: BILLS_PAGE_SIZE });
  return useSWR<BillPage>(url, wpsFetch, { keepPreviousData: true });
}
