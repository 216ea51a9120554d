import type { AgentContract } from '../contract/agent';

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** What this side may do now: accept or reject a pending offer (downline), end an active one. */
export function actionsFor(contract: AgentContract): ContractAction[] {
  if (contract.status === 'PENDING' && contract.side === 'downline') return ['accept', 'reject'];
  if (contract.status === 'ACTIVE') return ['terminate'];
  return [];
}

/**
 * The contracts from the upline worth showing: an offer waiting for an answer, then the one in
 * force (a new version is offered while the old one runs); with neither, the latest that ended.
 */
export function myContracts(contracts: AgentContract[]): AgentContract[] {
  const mine = contracts.filter((contract) => contract.side === 'downline');
  const current = mine
    .filter((contract) => contract.status === 'PENDING' || contract.status === 'ACTIVE')
    .sort((a, b) => (a.status === b.status ? b.id - a.id : a.status === 'PENDING' ? -1 : 1));
  if (current.length > 0) return current;
  const latest = mine.reduce<AgentContract | null>(
    (last, contract) => (!last || contract.id > last.id ? contract : last),
    null,
  );
  return latest ? [latest] : [];
}
