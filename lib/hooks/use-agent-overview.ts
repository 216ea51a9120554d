import useSWR from 'swr';
import type { TeamOverview } from '../contract/agent';
import { pagedUrl } from './paged-url';
import { wpsFetch } from './wps-fetch';

/** The team's figures, daily trend and contracts over a range of days. */
export function useAgentOverview(range: { from: string; to: string }) {
  return useSWR<TeamOverview>(pagedUrl('agentOverview', range), wpsFetch, {
    keepPreviousData: true,
  });
}
