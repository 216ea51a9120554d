import useSWR from 'swr';
import type { AgentProfile } from '../contract/agent';
import { wpsFetch } from './wps-fetch';

/** The agent's own type and prize group: the ceiling of what it may hand out. */
export function useAgentProfile() {
  return useSWR<AgentProfile>('/api/wps/agentProfile', wpsFetch, { revalidateOnFocus: false });
}
