import useSWR from 'swr';
import type { AgentPage, TeamTransaction } from '../contract/agent';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

/** The ledger kinds the team's transactions can be filtered by (the call's own list). */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'rebate',
  'wage',
  'dividend',
  'bonus',
  'transfer',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export type TransactionFilter = {
  from: string;
  to: string;
  account?: string;
  kind?: TransactionKind;
};
export const TRANSACTIONS_PAGE_SIZE = 10;

/** The team's ledger entries, newest first, one page at a time. */
export function useAgentTransactions(filter: TransactionFilter, pageNo: number) {
  const url = pagedUrl('agentTransactions', {
    ...filter,
    pageNo,
    pageSize: TRANSACTIONS_PAGE_SIZE,
  });
  return useSWR<AgentPage<TeamTransaction>>(url, wpsFetch, { keepPreviousData: true });
}
