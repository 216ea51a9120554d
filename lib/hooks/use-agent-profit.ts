import useSWR from 'swr';
import type { ProfitPage } from '../contract/agent';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const PROFIT_PAGE_SIZE = 10;
export type ProfitQuery = { from: string; to: string; parent?: string };

/** Profit and loss per direct of `parent` (default: the agent), with the level's team totals. */
export function useAgentProfit(query: ProfitQuery, pageNo: number) {
  const url = pagedUrl('agentProfit', { ...query, pageNo, pageSize: PROFIT_PAGE_SIZE });
  return useSWR<ProfitPage>(url, wpsFetch, { keepPreviousData: true });
}
