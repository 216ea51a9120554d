'use client';

import { lazy, Suspense, useEffect } from 'react';
import { gateDecision } from '@/lib/accounts/login-gate';
import type { AccountSettings } from '@/lib/accounts/settings';
import { useLoginGate } from '@/lib/hooks/use-login-gate';
import { useMember } from '@/lib/hooks/use-member';
import { closeMemberCentre, selectMemberCentre } from '@/lib/store/ui-state';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { useMemberCentreUrl } from './use-member-centre-url';

// The pages load on first open: a lobby visit never pays for them. React's lazy rather than
// next/dynamic, whose loader would otherwise be in every page's first load.
const MemberCentreDialog = lazy(() =>
  import('./member-centre-dialog').then((m) => ({ default: m.MemberCentreDialog })),
);

/** The member centre for members only: visitors get the login popup, trial accounts a warning. */
export function MemberCentre({ settings }: { settings: AccountSettings }) {
  const { page, depositId } = useUiSelector(selectMemberCentre);
  const { member, known } = useMember();
  const dispatch = useUiDispatch();
  const gate = useLoginGate();
  useMemberCentreUrl();
  const allowed = gateDecision(member) === 'allow';
  useEffect(() => {
    if (!page || !known || allowed) return;
    dispatch(closeMemberCentre());
    void gate();
  }, [page, known, allowed, dispatch, gate]);
  if (!page || !member || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentreDialog page={page} depositId={depositId} member={member} settings={settings} />
    </Suspense>
  );
}
