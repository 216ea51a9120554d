import useSWR from 'swr';
import type { IncomeReport } from '../contract/agent';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

/** The agent's own income by day: rebates, wages and dividends, with their totals. */
export function useAgentIncome(range: { from: string; to: string }) {
  return useSWR<IncomeReport>(pagedUrl('agentIncome', range), wpsFetch, {
    keepPreviousData: true,
  });
}
