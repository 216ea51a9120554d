import useSWR from 'swr';
import type { DownlinePage } from '../contract/agent';
import { useAgentMutation } from './agent-mutation';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const DOWNLINES_PAGE_SIZE = 10;
export type DownlineQuery = {
  parent?: string;
  account?: string;
  pageNo?: number;
  pageSize?: number;
};

/** The directs of `parent` (default: the agent's own), or the one team member named `account`. */
export function useAgentDownlines(query: DownlineQuery) {
  const url = pagedUrl('agentDownlines', { pageSize: DOWNLINES_PAGE_SIZE, ...query });
  return useSWR<DownlinePage>(url, wpsFetch, { keepPreviousData: true });
}

/** What a change to the team shows up in. */
const TEAM_VIEWS = ['agentDownlines', 'agentOverview', 'agentProfit'] as const;

export const useOpenAccount = () => useAgentMutation('agentOpenAccount', TEAM_VIEWS);
export const useSetGroup = () => useAgentMutation('agentSetGroup', TEAM_VIEWS);
export const useTransferDownline = () => useAgentMutation('agentTransfer', TEAM_VIEWS);
