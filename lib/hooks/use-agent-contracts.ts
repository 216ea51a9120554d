import useSWR from 'swr';
import type { AgentContract, ContractKind } from '../contract/agent';
import type { AgentWrite } from '../agent/agent-call';
import { useAgentMutation } from './agent-mutation';
import { wpsFetch } from './wps-fetch';

/** This member's contracts of one kind: the one from its upline and those it gave. */
export function useAgentContracts(kind: ContractKind) {
  return useSWR<AgentContract[]>(`/api/wps/agentContracts?kind=${kind}`, wpsFetch);
}

/** The call that accepts, rejects or terminates a contract of each kind. */
export const PROCESS_CALLS = {
  DIVIDEND: 'dividendProcess',
  DAILY: 'dailySalaryProcess',
  HOURLY: 'hourlySalaryProcess',
  REALTIME: 'realtimeSalaryProcess',
} as const satisfies Record<ContractKind, AgentWrite>;

const CONTRACT_VIEWS = ['agentContracts', 'agentOverview', 'agentBills'] as const;

export const useProposeContract = () => useAgentMutation('agentContractPropose', CONTRACT_VIEWS);
export const useContractAction = (kind: ContractKind) =>
  useAgentMutation(PROCESS_CALLS[kind], CONTRACT_VIEWS);
