'use client';

import type { ReactNode } from 'react';
import { isAgentAccount } from '@/lib/accounts/login-gate';
import { useBalance } from '@/lib/hooks/use-balance';
import { useMember } from '@/lib/hooks/use-member';

/**
 * Invite friends for a member shows while the balance says the referral programme runs (spec:
 * REFERRAL in the balance's promotions); visitors see it (it asks them to log in) and agents keep
 * it (theirs is the agent centre's invitation page).
 */
export function ReferralEntry({ children }: { children: ReactNode }) {
  const { member } = useMember();
  const plainMember = member !== null && !isAgentAccount(member.isAgent);
  const { data } = useBalance(plainMember);
  if (plainMember && data && !data.promotions.REFERRAL?.enabled) return null;
  return children;
}
