import { isAgentAccount } from '@/lib/accounts/login-gate';
import type { Resource } from '@/lib/contract/system';
import { isWebAddress } from '@/lib/web-address';

/** What the avatar menu offers an account for agency: the agent centre, the affiliate site, or nothing. */
export type AgentEntry = { kind: 'centre' } | { kind: 'affiliate'; url: string } | null;

/** The brand's affiliate site (resource AFFILIATELINK), when it is a plain web address. */
export function affiliateUrl(resources: readonly Pick<Resource, 'resourceType' | 'url'>[]) {
  const url = resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url;
  return isWebAddress(url) ? url : null;
}

/**
 * Agent types (1, 2, 41, 42) get the agent centre while the brand has it (AGENT3); without it they
 * get the brand's affiliate link instead (spec section 6). Other members get neither.
 */
export function agentEntry(
  isAgent: number | undefined,
  agentCentre: boolean,
  affiliate: string | null,
): AgentEntry {
  if (!isAgentAccount(isAgent)) return null;
  if (agentCentre) return { kind: 'centre' };
  return affiliate ? { kind: 'affiliate', url: affiliate } : null;
}
