'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { isAgentAccount } from '@/lib/accounts/login-gate';
import { useMember } from '@/lib/hooks/use-member';

// The balance's request (SWR with it) loads for a plain member only, not with every page.
const MemberReferralEntry = lazy(() =>
  import('./member-referral-entry').then((m) => ({ default: m.MemberReferralEntry })),
);

/**
 * Invite friends for a member shows while the balance says the referral programme runs (spec:
 * REFERRAL in the balance's promotions); visitors see it (it asks them to log in) and agents keep
 * it (theirs is the agent centre's invitation page).
 */
export function ReferralEntry({ children }: { children: ReactNode }) {
  const { member } = useMember();
  if (member === null || isAgentAccount(member.isAgent)) return children;
  return (
    <Suspense fallback={children}>
      <MemberReferralEntry>{children}</MemberReferralEntry>
    </Suspense>
  );
}
