import useSWR from 'swr';
import type { TeamBet, TeamBetPage } from '../contract/agent';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

export const TEAM_BET_STATUSES = [
  'pending',
  'won',
  'lost',
  'cancelled',
] as const satisfies TeamBet['status'][];
export type TeamBetFilter = {
  from: string;
  to: string;
  account?: string;
  game?: string;
  status?: TeamBet['status'];
};
export const TEAM_BETS_PAGE_SIZE = 10;

/** The team's bets (team betting): one page, and the totals of every bet the filters match. */
export function useAgentTeamBets(filter: TeamBetFilter, pageNo: number) {
  const url = pagedUrl('agentTeamBets', { ...filter, pageNo, pageSize: TEAM_BETS_PAGE_SIZE });
  return useSWR<TeamBetPage>(url, wpsFetch, { keepPreviousData: true });
}
