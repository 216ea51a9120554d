import useSWR from 'swr';
import type { RegLink } from '../contract/agent';
import { useAgentMutation } from './agent-mutation';
import { wpsFetch } from './wps-fetch';

/** The agent's invitation links, newest first, with how often each was used. */
export function useAgentLinks() {
  return useSWR<RegLink[]>('/api/wps/agentLinks', wpsFetch);
}

export const useCreateLink = () => useAgentMutation('agentLinkCreate', ['agentLinks']);
export const useDisableLink = () => useAgentMutation('agentLinkDisable', ['agentLinks']);
