import { AGENT_TYPES, TRIAL_ACCOUNT } from '../contract/member';

/** What a member-only action does for whoever asks: go on, log in first, or warn a trial account. */
export type GateDecision = 'allow' | 'login' | 'trial';

export type GateOptions = {
  /** Free-play accounts may do it (opening a game); otherwise they get the real-account warning. */
  trialAllowed?: boolean;
};

/** Spec sections 4 and 6: no session opens the login popup; isAgent 4 gets a warning. */
export function gateDecision(
  member: { isAgent: number } | null,
  options: GateOptions = {},
): GateDecision {
  if (!member) return 'login';
  if (member.isAgent === TRIAL_ACCOUNT && !options.trialAllowed) return 'trial';
  return 'allow';
}

/** Agent centre: isAgent 1, 2, 41, 42 (spec section 6). */
export function isAgentAccount(isAgent: number | undefined): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent ?? -1);
}
